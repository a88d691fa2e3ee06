import type { Catalogue, Sections } from "../tr";
import layout from "./layout.json" with { type: "json" };
import home from "./home.json" with { type: "json" };
import exhibitions from "./exhibitions.json" with { type: "json" };
import lightbox from "./lightbox.json" with { type: "json" };
import adminExhibitions from "./adminExhibitions.json" with { type: "json" };
import admin from "./admin.json" with { type: "json" };
import adminFabrics from "./adminFabrics.json" with { type: "json" };
import adminCollections from "./adminCollections.json" with { type: "json" };
import adminCertificates from "./adminCertificates.json" with { type: "json" };
import adminInbox from "./adminInbox.json" with { type: "json" };
import adminPrivacy from "./adminPrivacy.json" with { type: "json" };
import forms from "./forms.json" with { type: "json" };
import validation from "./validation.json" with { type: "json" };
import fabrics from "./fabrics.json" with { type: "json" };
import about from "./about.json" with { type: "json" };
import privacy from "./privacy.json" with { type: "json" };
import certificates from "./certificates.json" with { type: "json" };
import certificatePage from "./certificatePage.json" with { type: "json" };
import collections from "./collections.json" with { type: "json" };
import fabricCard from "./fabricCard.json" with { type: "json" };
import finder from "./finder.json" with { type: "json" };
import sampleMail from "./sampleMail.json" with { type: "json" };
import samples from "./samples.json" with { type: "json" };
import positions from "./positions.json" with { type: "json" };
import adminPositions from "./adminPositions.json" with { type: "json" };
import adminContent from "./adminContent.json" with { type: "json" };
import adminTranslations from "./adminTranslations.json" with { type: "json" };
import traceability from "./traceability.json" with { type: "json" };
import adminFacilities from "./adminFacilities.json" with { type: "json" };

/** The fr sections, each with the keys of the Turkish one (tests/unit/i18n.test.ts). */
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
  certificatePage,
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
} satisfies Sections;

export default {
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
  ...certificatePage,
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
} satisfies Catalogue;
