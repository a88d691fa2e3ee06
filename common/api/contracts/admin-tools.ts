/**
 * The admin's other routes: the dashboard, translations, contact details, the outbox, the content
 * export and import, privacy requests (their modules' routes.ts register them).
 */
import { z } from "zod";
import { DashboardDto } from "../admin";
import { ContactInfoAllDto, ContactInfoDto } from "../contact-info";
import { ContentImportDto, ContentStatusDto } from "../content-transfer";
import { CONTENT_IMPORT_LIMITS } from "../../content-transfer";
import { contactInfoSchema, privacyRequestSchema } from "../../schemas";
import { TRANSLATABLE_ENTITIES } from "../../translations";
import { defineContract, fileAnswer, multipart } from "../contract";
import { adminPage } from "../contract-kinds";
import { OUTBOX_STATUSES, OutboxItemDto } from "../inbox";
import { idParam } from "../params";
import { PrivacyErasedDto, PrivacyHoldingsDto } from "../privacy";
import { SearchAlertSummaryDto } from "../search-alerts";
import { dataOf } from "../shared";
import { TranslationReviewDto, TranslationStatusDto } from "../translations";

export const dashboardContracts = {
  read: defineContract({
    method: "GET",
    url: "/dashboard",
    summary: "Counters and recent activity",
    admin: true,
    responses: { 200: dataOf(DashboardDto) },
  }),
};

const recordParams = z.object({ entity: z.enum(TRANSLATABLE_ENTITIES), id: idParam });
const reviewBody = z.object({ fields: z.array(z.string().max(40)).max(40) });

export const translationContracts = {
  status: defineContract({
    method: "GET",
    url: "/translations",
    summary:
      "How complete each language (en, de, es, fr) is across the content's localized fields that have a Turkish text, by kind of record, and every field missing or holding a copy to review",
    admin: true,
    responses: { 200: dataOf(TranslationStatusDto) },
  }),
  reviews: defineContract({
    method: "GET",
    url: "/translations/reviews/:entity/:id",
    summary: "The fields of one record that hold a text copied from another language, not yet saved by hand",
    admin: true,
    params: recordParams,
    responses: { 200: dataOf(TranslationReviewDto) },
  }),
  setReviews: defineContract({
    method: "PUT",
    url: "/translations/reviews/:entity/:id",
    summary:
      "Sets which fields of one record hold a copy to review (`name_en`, …), as its form saved them: each is marked with its current text, any other mark of the record goes. A mark ends by itself once the field holds another text",
    admin: true,
    params: recordParams,
    body: reviewBody,
    responses: { 200: dataOf(TranslationReviewDto) },
  }),
};

export const contactInfoContracts = {
  read: defineContract({
    method: "GET",
    url: "/contact-info",
    summary: "The company's contact details",
    cache: "public",
    lng: true,
    responses: { 200: dataOf(z.union([ContactInfoDto, ContactInfoAllDto])) },
  }),
  update: defineContract({
    method: "PUT",
    url: "/contact-info",
    summary: "Update the contact details",
    admin: true,
    body: contactInfoSchema,
    responses: { 200: dataOf(ContactInfoAllDto) },
  }),
};

export const outboxQuery = z.object({ status: z.enum(OUTBOX_STATUSES).optional() });

export const outboxContracts = {
  /** The outbox, so staff can see mail that waits or failed (e.g. while SMTP is down). */
  list: defineContract(
    adminPage("/mail/outbox", "Mail waiting in (or sent from) the outbox", OutboxItemDto, outboxQuery),
  ),
};

const importForm = multipart({ fields: z.object({}), files: ["file"], requiredFile: "file" });

export const contentTransferContracts = {
  export: defineContract({
    method: "GET",
    url: "/exports/content.zip",
    summary:
      "The site's content (not personal data) as one zip: a JSON file per entity (collections, fabrics, " +
      "fabric_photos, certificates, certificate_fabrics, countries, exhibitions, exhibition_photos, positions, " +
      "facilities, facility_certificates, contact_info, media, private_files; rows by id, keys sorted), the images and certificate files under " +
      "files/, and manifest.json (format, schema migration, app version, exported_at, counts, SHA-256 of each file)",
    admin: true,
    responses: { 200: fileAnswer(["application/zip"]) },
  }),
  status: defineContract({
    method: "GET",
    url: "/imports/content",
    summary: "Whether the site holds content (rows per content table): an import needs an empty site",
    admin: true,
    responses: { 200: dataOf(ContentStatusDto) },
  }),
  import: defineContract({
    method: "POST",
    url: "/imports/content",
    summary:
      `Import an export zip (multipart field \`file\`, at most ${CONTENT_IMPORT_LIMITS.bytes / 1024 / 1024} MB) into an ` +
      "empty site, ids kept, all or nothing. Every file is checked first (names, manifest and checksums, each " +
      "row's shape, references, each image decoded): a refused archive is a 400 listing `error.problems` " +
      "({file, where, code}) and nothing is written",
    admin: true,
    body: importForm,
    responses: { 200: dataOf(ContentImportDto) },
    errors: { 409: "The site already holds content (code site_not_empty): nothing was imported" },
  }),
};

export const privacyContracts = {
  lookup: defineContract({
    method: "POST",
    url: "/privacy/lookup",
    summary:
      "Everything held under an e-mail address (any letter case): contact messages, applications and their CVs, meeting and sample requests, followed searches, mails in the outbox",
    admin: true,
    body: privacyRequestSchema,
    responses: { 200: dataOf(PrivacyHoldingsDto) },
  }),
  export: defineContract({
    method: "POST",
    url: "/privacy/export",
    summary:
      "One zip archive of everything held under an e-mail address: data.json and the CVs under cv/; the activity log records that an export happened, without the address",
    admin: true,
    body: privacyRequestSchema,
    responses: { 200: fileAnswer(["application/zip"]) },
  }),
  erase: defineContract({
    method: "POST",
    url: "/privacy/erase",
    summary:
      "Erase everything held under an e-mail address in one step (rows, CV files, queued and kept mails); answers how many of each kind went. The activity log records the counts, not the address",
    admin: true,
    body: privacyRequestSchema,
    responses: { 200: dataOf(PrivacyErasedDto) },
  }),
};

export const searchAlertContracts = {
  list: defineContract({
    method: "GET",
    url: "/search-alerts",
    summary:
      "The searches visitors follow by e-mail, each with how many addresses follow it confirmed and unconfirmed, most followed first (no address: the privacy screen finds one)",
    admin: true,
    responses: { 200: dataOf(z.array(SearchAlertSummaryDto)) },
  }),
};
