// Over 300 lines: every family of keys built at run time in one list, the one place check:i18n reads them from.
/**
 * The catalogue keys the code builds at run time (t(`admin.nav.${key}`), a helper that reads
 * keys under a prefix, a server text section read as `texts.subject`), one family each, for
 * `npm run check:i18n` (scripts/check-i18n.ts). An enumerated family takes its values from the
 * code's own constants: each of its keys must have a text, so a status added to a constant without
 * its text fails. A relative family names the files that read relative keys under its prefix
 * (values local to them): prefix + each of their string literals or `.properties` counts as used.
 * No family covers a subtree by itself: a key is used only when some value of the code names it.
 */
import { ADMIN_SCREENS } from "../admin-screens";
import { FORM_ERROR_CODES, STOCK_ERROR_CODES, WEBHOOK_ERROR_CODES } from "../api/error-codes";
import { STOCK_BANDS } from "../stock";
import { WEBHOOK_DELIVERY_EVENTS, WEBHOOK_DELIVERY_STATUSES } from "../webhooks";
import { OUTBOX_STATUSES } from "../api/inbox";
import {
  ACTIVITY_ACTIONS,
  APPLICATION_STATUSES,
  CERTIFICATE_STANDARDS,
  COLLECTION_KINDS,
  CUT_LINE_STATUSES,
  EMPLOYMENT_TYPES,
  END_USES,
  FACILITY_KINDS,
  FACILITY_OWNERSHIPS,
  FIBERS,
  FINISHES,
  LANGUAGES,
  MAIL_KINDS,
  MEETING_STATUSES,
  MESSAGE_STATUSES,
  PATTERNS,
  SAMPLE_KINDS,
  SAMPLE_STATUSES,
  SEASONS,
  SHADES,
  STOCK_SERVICES,
  WEAVES,
} from "../constants";
import { CONTENT_PROBLEM_CODES } from "../content-transfer";
import {
  CARE,
  CARE_GROUPS,
  DYEING_PROCESSES,
  PASSPORT_PARTS,
  RECYCLED_SOURCES,
  TEST_PROPERTIES,
} from "../passport";
import { CARD_FIELD_NAMES } from "../fabric-card-fields";
import { ACTIVITY_ENTITIES } from "../entities";
import { TRANSLATABLE, TRANSLATABLE_ENTITIES } from "../translations";

type Family =
  | { name: string; where: string; keys: readonly string[] }
  | { name: string; where: string; prefix: string; files: readonly string[]; suffixes?: readonly string[] };

const each = (name: string, where: string, prefix: string, values: readonly string[], suffix = "") => ({
  name,
  where,
  keys: values.map((v) => `${prefix}${v}${suffix}`),
});
const under = (name: string, prefix: string, files: readonly string[], suffixes?: readonly string[]) => ({
  name,
  where: files.join(", "),
  prefix,
  files,
  suffixes,
});

/**
 * A content screen's section: the frame's default texts and its config's relative keys, and its
 * columns' headers (`columns.<id>`).
 */
const contentScreen = (entity: string, section: string) => {
  const config = `app/components/admin/${entity}/config.tsx`;
  return [
    under(`${entity} screen`, `${section}.`, ["app/components/admin/content/texts.ts", config]),
    under(`${entity} columns`, `${section}.columns.`, [config]),
  ];
};

/**
 * Texts no code reads today that stay on purpose, with the reason; the check still requires them
 * in the catalogue.
 */
export const KEPT_KEYS: Readonly<Record<string, string>> = {};

const INBOXES = ["messages", "meetings", "samples", "applications"] as const;
const INBOX_FILES = [
  "app/components/admin/inbox/Inbox.tsx",
  "app/components/admin/inbox/InboxTable.tsx",
  "app/components/admin/inbox/InboxDialog.tsx",
  "app/components/admin/inbox/columns.tsx",
  "app/components/admin/inbox/parts.tsx",
  "app/components/admin/inbox/Replies.tsx",
  "app/components/admin/inbox/NotesForm.tsx",
  "app/components/admin/inbox/types.ts",
  "app/components/admin/messages/inbox.tsx",
  "app/components/admin/messages/MessageDetails.tsx",
  "app/components/admin/meetings/inbox.tsx",
  "app/components/admin/meetings/MeetingDetails.tsx",
  "app/components/admin/samples/inbox.tsx",
  "app/components/admin/samples/SampleDetails.tsx",
  "app/components/admin/samples/format.ts",
  "app/components/admin/applications/inbox.tsx",
  "app/components/admin/applications/ApplicationDetails.tsx",
  "app/components/admin/applications/FileLabel.tsx",
];
const translatableFields = [...new Set(Object.values(TRANSLATABLE).flat() as string[])];

export const DYNAMIC_FAMILIES: readonly Family[] = [
  each(
    "admin menu",
    "ADMIN_SCREENS (AdminShell)",
    "admin.nav.",
    ADMIN_SCREENS.map((s) => s.key),
  ),
  each(
    "admin titles",
    "ADMIN_SCREENS (adminTitleKey)",
    "admin.titles.",
    ADMIN_SCREENS.map((s) => s.key),
  ),
  under("admin titles of sub-screens", "admin.titles.", ["app/components/admin/shell/titles.ts"]),
  each("admin field errors", "FORM_ERROR_CODES (admin/ui/errors.ts)", "admin.validation.", FORM_ERROR_CODES),
  each(
    "fair field errors",
    "FORM_ERROR_CODES (exhibitions/notices.tsx)",
    "adminExhibitions.errors.problems.",
    FORM_ERROR_CODES,
  ),
  each("languages", "LANGUAGES (admin language names)", "admin.languages.", LANGUAGES),
  each("languages in a sentence", "LANGUAGES", "admin.languageInText.", LANGUAGES),
  each("buyer languages", "LANGUAGES (inbox details)", "adminInbox.common.languages.", LANGUAGES),
  each("activity actions", "ACTIVITY_ACTIONS (dashboard)", "admin.dashboard.actions.", ACTIVITY_ACTIONS),
  each("activity entities", "ACTIVITY_ENTITIES (dashboard)", "admin.dashboard.entities.", ACTIVITY_ENTITIES),
  each(
    "webhook events",
    "WEBHOOK_DELIVERY_EVENTS (admin/webhooks/texts.ts)",
    "adminWebhooks.events.",
    WEBHOOK_DELIVERY_EVENTS.map((event) => event.replace(".", "_")),
  ),
  each("webhook statuses", "WEBHOOK_DELIVERY_STATUSES", "adminWebhooks.status.", WEBHOOK_DELIVERY_STATUSES),
  each("webhook URL refusals", "WEBHOOK_ERROR_CODES", "adminWebhooks.errors.", WEBHOOK_ERROR_CODES),
  each("outbox statuses", "OUTBOX_STATUSES", "admin.outbox.status.", OUTBOX_STATUSES),
  each("mail kinds", "MAIL_KINDS (outbox, privacy)", "admin.outbox.kinds.", MAIL_KINDS),
  each("message statuses", "MESSAGE_STATUSES", "adminInbox.messages.status.", MESSAGE_STATUSES),
  each("meeting statuses", "MEETING_STATUSES", "adminInbox.meetings.status.", MEETING_STATUSES),
  each("sample statuses", "SAMPLE_STATUSES", "adminInbox.samples.status.", SAMPLE_STATUSES),
  each("cut length statuses", "CUT_LINE_STATUSES", "adminInbox.samples.cut.statuses.", CUT_LINE_STATUSES),
  each(
    "application statuses",
    "APPLICATION_STATUSES",
    "adminInbox.applications.status.",
    APPLICATION_STATUSES,
  ),
  each("collection kinds", "COLLECTION_KINDS (admin)", "adminCollections.kinds.", COLLECTION_KINDS),
  each("collection kinds", "COLLECTION_KINDS (site)", "collections.kind.", COLLECTION_KINDS),
  each("seasons", "SEASONS (admin)", "adminCollections.seasons.", SEASONS),
  each("seasons", "SEASONS (site)", "collections.season.", SEASONS),
  each("certificate standards", "CERTIFICATE_STANDARDS", "certificateStandards.", CERTIFICATE_STANDARDS),
  each("employment types", "EMPLOYMENT_TYPES", "positions.employmentTypes.", EMPLOYMENT_TYPES),
  each(
    "facility kinds",
    "FACILITY_KINDS (traceability, admin facilities)",
    "traceability.steps.",
    FACILITY_KINDS,
  ),
  each("facility ownerships", "FACILITY_OWNERSHIPS", "traceability.ownership.", FACILITY_OWNERSHIPS),
  each("fibres", "FIBERS", "fabricCard.fibers.", FIBERS),
  each(
    "passport dyeing",
    "DYEING_PROCESSES (common/passport-view.ts)",
    "passportTerms.dyeing.",
    DYEING_PROCESSES,
  ),
  each(
    "passport recycled",
    "RECYCLED_SOURCES (common/passport-view.ts)",
    "passportTerms.recycled.",
    RECYCLED_SOURCES,
  ),
  each(
    "passport tests",
    "TEST_PROPERTIES (common/passport-view.ts)",
    "passportTerms.tests.",
    TEST_PROPERTIES,
  ),
  ...CARE_GROUPS.map((group) =>
    each(
      `care ${group}`,
      `CARE.${group} (common/passport-view.ts)`,
      `passportTerms.care.${group}.`,
      CARE[group],
    ),
  ),
  each(
    "passport parts",
    "PASSPORT_PARTS (admin passport editor)",
    "adminFabrics.passport.parts.",
    PASSPORT_PARTS,
  ),
  each("care groups", "CARE_GROUPS (admin passport editor)", "adminFabrics.passport.care.", CARE_GROUPS),
  each("weaves", "WEAVES", "fabricCard.weaves.", WEAVES),
  each("patterns", "PATTERNS", "fabricCard.patterns.", PATTERNS),
  each("finishes", "FINISHES", "fabricCard.finishes.", FINISHES),
  each("end uses", "END_USES", "fabricCard.endUses.", END_USES),
  each("stock services", "STOCK_SERVICES", "fabricCard.stock.", STOCK_SERVICES),
  each("shades", "SHADES", "fabricCard.shades.", SHADES),
  each("archive problems", "CONTENT_PROBLEM_CODES", "adminContent.problems.", CONTENT_PROBLEM_CODES),
  each("translatable kinds", "TRANSLATABLE_ENTITIES", "adminTranslations.entities.", TRANSLATABLE_ENTITIES),
  each("translatable fields", "TRANSLATABLE", "adminTranslations.fields.", translatableFields),
  ...INBOXES.flatMap((inbox) =>
    ["", "columns.", "dialog.", "errors.", "filters."].map((part) =>
      under(`${inbox} inbox`, `adminInbox.${inbox}.${part}`, INBOX_FILES),
    ),
  ),
  // A content screen's texts, read by the shared frame (its default texts) and its config: text("actions.edit").
  ...contentScreen("positions", "adminPositions"),
  ...contentScreen("collections", "adminCollections"),
  ...contentScreen("facilities", "adminFacilities"),
  ...contentScreen("certificates", "adminCertificates"),
  ...contentScreen("fabrics", "adminFabrics"),
  under("inbox dialogs", "adminInbox.meetings.dialog.", ["app/components/admin/meetings/MeetingDetails.tsx"]),
  under("inbox dialogs", "adminInbox.samples.dialog.", ["app/components/admin/samples/SampleDetails.tsx"]),
  under("inbox dialogs", "adminInbox.applications.dialog.", [
    "app/components/admin/applications/ApplicationDetails.tsx",
  ]),
  under("certificate validity", "adminCertificates.status.", [
    "app/components/admin/certificates/validity.ts",
  ]),
  under("fair form fields", "adminExhibitions.errors.fields.", [
    "app/components/admin/exhibitions/notices.tsx",
  ]),
  under("admin errors", "admin.errors.", ["app/components/admin/ui/errors.ts"]),
  under("dashboard counters", "admin.dashboard.", ["app/routes/admin/dashboard.tsx"]),
  under("privacy holdings", "adminPrivacy.groups.", ["app/components/admin/privacy/Holdings.tsx"]),
  under("privacy counts", "adminPrivacy.counts.", ["app/components/admin/privacy/counts.ts"]),
  under(
    "home slides",
    "home.hero.slides.",
    ["app/components/site/home/Hero.tsx"],
    [".title", ".text", ".cta"],
  ),
  under("home figures", "home.about.", ["app/components/site/home/AboutBlock.tsx"]),
  under(
    "home fabrics",
    "home.fabrics.fallback.",
    ["app/components/site/home/FabricSlider.tsx"],
    [".name", ".description"],
  ),
  under(
    "home sections",
    "home.",
    ["app/components/site/home/parts.tsx", "app/routes/site/home.tsx"],
    [".eyebrow", ".title", ".text"],
  ),
  under(
    "public forms (PublicFormName)",
    "",
    ["app/components/site/forms/usePublicForm.ts"],
    [
      ".error",
      ".form.title",
      ".form.full_name",
      ".form.email",
      ".form.submit",
      ".success_title",
      ".success",
      ".privacy",
    ],
  ),
  under(
    "form pages (FormPage section)",
    "",
    ["app/routes/site/contact.tsx", "app/routes/site/careers.tsx"],
    [".eyebrow", ".title", ".intro"],
  ),
  each("sample kinds", "SAMPLE_KINDS (SampleFields)", "samples.form.", SAMPLE_KINDS),
  each("sample kind hints", "SAMPLE_KINDS (SampleFields)", "samples.form.", SAMPLE_KINDS, "Hint"),
  under("certificate page", "certificatePage.", ["app/components/site/certificates/CertificateEntry.tsx"]),
  under("careers areas", "careers.about.areas.", ["app/routes/site/careers.tsx"]),
  under("fabric finder", "finder.", ["app/components/site/fabrics/FabricFinder.tsx"]),
  under("social links", "footer.", ["app/components/site/layout/SiteFooter.tsx"]),
  each("fabric card fields", "FABRIC_CARD_FIELDS (labels)", "fabricCard.fields.", CARD_FIELD_NAMES),
  under("fabric card rows", "fabricCard.fields.", ["common/fabric-card-fields.ts"]),
  under("fair calendar texts", "exhibition.", ["server/modules/exhibitions/calendar.ts"]),
  under("meeting mail", "meetingMail.", ["server/modules/meeting-requests/service.ts"]),
  under("sample mail", "sampleMail.", ["server/modules/sample-requests/create.ts"]),
  under("alert mail", "alertMail.", ["server/modules/search-alerts/mails.ts"]),
  under("catalogue feeds", "feeds.", ["server/modules/fabrics/feed-atom.ts"]),
  under("feed refusals", "feeds.errors.", [
    "server/modules/fabrics/feed-texts.ts",
    "server/modules/fabrics/feed-routes.ts",
  ]),
  under("spec sheet", "fabric.specSheet.", [
    "server/modules/fabrics/spec-sheet-text.ts",
    "server/modules/fabrics/spec-sheet.ts",
  ]),
  under("spec sheet fields", "fabricCard.fields.", [
    "server/modules/fabrics/spec-sheet-text.ts",
    "server/modules/fabrics/spec-sheet.ts",
  ]),
  each("stock bands", "STOCK_BANDS (the fabric page's stock, stock.server.ts)", "stockPage.bands.", STOCK_BANDS),
  each("stock bands on a card", "STOCK_BANDS (FabricCard.tsx)", "stock.card.", STOCK_BANDS),
  each("stock bands (admin)", "STOCK_BANDS (admin Stock screen)", "adminStock.bands.", STOCK_BANDS),
  each("stock line errors", "STOCK_ERROR_CODES (admin StockUpload)", "adminStock.errors.", STOCK_ERROR_CODES),
];
