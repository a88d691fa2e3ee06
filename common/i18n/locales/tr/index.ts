import layout from "./layout.json";
import home from "./home.json";
import exhibitions from "./exhibitions.json";
import lightbox from "./lightbox.json";
import adminExhibitions from "./adminExhibitions.json";
import admin from "./admin.json";
import adminFabrics from "./adminFabrics.json";
import adminCollections from "./adminCollections.json";
import adminCertificates from "./adminCertificates.json";
import adminInbox from "./adminInbox.json";
import adminPrivacy from "./adminPrivacy.json";
import forms from "./forms.json";
import validation from "./validation.json";
import fabrics from "./fabrics.json";
import about from "./about.json";
import privacy from "./privacy.json";
import certificates from "./certificates.json";
import collections from "./collections.json";
import fabricCard from "./fabricCard.json";
import finder from "./finder.json";
import sampleMail from "./sampleMail.json";
import samples from "./samples.json";
import positions from "./positions.json";
import adminPositions from "./adminPositions.json";
import adminContent from "./adminContent.json";
import adminTranslations from "./adminTranslations.json";
import traceability from "./traceability.json";
import adminFacilities from "./adminFacilities.json";

/**
 * The reference catalogue, one JSON file per section (an i18next namespace of the site: its
 * top-level keys belong to it alone, tests/unit/i18n.test.ts): every other language has the same
 * keys. A page embeds only the sections it reads (app/i18n/page-sections.ts).
 */
export const sections = {
  layout,
  home,
  exhibitions,
  lightbox,
  adminExhibitions,
  admin,
  adminFabrics,
  adminCollections,
  adminCertificates,
  adminInbox,
  adminPrivacy,
  forms,
  validation,
  fabrics,
  about,
  privacy,
  certificates,
  collections,
  fabricCard,
  finder,
  sampleMail,
  samples,
  positions,
  adminPositions,
  adminContent,
  adminTranslations,
  traceability,
  adminFacilities,
};
const tr = {
  ...layout,
  ...home,
  ...exhibitions,
  ...lightbox,
  ...adminExhibitions,
  ...admin,
  ...adminFabrics,
  ...adminCollections,
  ...adminCertificates,
  ...adminInbox,
  ...adminPrivacy,
  ...forms,
  ...validation,
  ...fabrics,
  ...about,
  ...privacy,
  ...certificates,
  ...collections,
  ...fabricCard,
  ...finder,
  ...sampleMail,
  ...samples,
  ...positions,
  ...adminPositions,
  ...adminContent,
  ...adminTranslations,
  ...traceability,
  ...adminFacilities,
};

/**
 * The shape of a catalogue with every text widened to string. A plural takes the categories of its
 * language (CLDR, as Intl.PluralRules names them): Turkish, English and German have `one` and
 * `other`, Spanish and French also `many` (a million, or millions), allowed beside every `_other`;
 * tests/unit/i18n.test.ts requires exactly each language's categories.
 */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & {
  [K in keyof T as K extends `${infer B}_other` ? `${B}_many` : never]?: string;
};
export type Catalogue = Texts<typeof tr>;
export type Sections = { [S in keyof typeof sections]: Texts<(typeof sections)[S]> };
export type SectionName = keyof Sections;

export default tr satisfies Catalogue;
