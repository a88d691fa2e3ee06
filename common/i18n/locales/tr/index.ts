import home from "./home";
import layout from "./layout";
import privacy from "./privacy";
import exhibitions from "./exhibitions";
import lightbox from "./lightbox";
import adminExhibitions from "./adminExhibitions";
import admin from "./admin";
import adminFabrics from "./adminFabrics";
import adminCollections from "./adminCollections";
import adminCertificates from "./adminCertificates";
import adminInbox from "./adminInbox";
import adminPrivacy from "./adminPrivacy";
import forms from "./forms";
import validation from "./validation";
import fabrics from "./fabrics";
import about from "./about";
import certificates from "./certificates";
import collections from "./collections";
import fabricCard from "./fabricCard";
import finder from "./finder";
import sampleMail from "./sampleMail";
import samples from "./samples";
import positions from "./positions";
import adminPositions from "./adminPositions";
import adminContent from "./adminContent";
import adminTranslations from "./adminTranslations";

/**
 * The reference catalogue, one file per part of the site: every other language has the same
 * keys (each of its files `satisfies` the matching section here).
 */
const sections = { layout, home, exhibitions, lightbox, adminExhibitions, admin, adminFabrics, adminCollections, adminCertificates, adminInbox, adminPrivacy, forms, validation, fabrics, about, privacy, certificates, collections, fabricCard, finder, sampleMail, samples, positions, adminPositions, adminContent, adminTranslations };
const tr = { ...layout, ...home, ...exhibitions, ...lightbox, ...adminExhibitions, ...admin, ...adminFabrics, ...adminCollections, ...adminCertificates, ...adminInbox, ...adminPrivacy, ...forms, ...validation, ...fabrics, ...about, ...privacy, ...certificates, ...collections, ...fabricCard, ...finder, ...sampleMail, ...samples, ...positions, ...adminPositions, ...adminContent, ...adminTranslations };

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

export default tr satisfies Catalogue;
