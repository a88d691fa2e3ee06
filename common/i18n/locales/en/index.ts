import type { Catalogue, Sections } from "../tr";
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

/** The en sections, each with the keys of the Turkish one (tests/unit/i18n.test.ts). */
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
