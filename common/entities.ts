/**
 * Every kind of record the site keeps, in one table: its database table, whether it is content
 * (exported and imported, translated, public), personal data (found, exported and erased by the
 * privacy requests, kept for a limited time) or the system's own, where staff handle it in the
 * admin, and whether the activity log names it. The admin's menu and titles (common/admin-screens.ts),
 * the dashboard's links, the activity types, the translation workflow's kinds and fields and the
 * content transfer read it; tests/unit/entities.test.ts fails when a table of server/db/schema.ts
 * is missing here or a content entity is missing from the export or the translations.
 * docs/architecture.md, "How to add an entity", says where a new one goes.
 */

export type EntityKind = "content" | "personal" | "system";

type EntityDef = {
  /** Its table in server/db/schema.ts; null for what the activity log names without a table of its own. */
  readonly table: string | null;
  readonly kind: EntityKind;
  /** The admin screen where staff find it (the dashboard's link for an activity line). */
  readonly screen?: string;
  /** Whether the activity log records changes to it (and the dashboard lists them). */
  readonly activity?: boolean;
  /** Content: its localized fields, as the API's write fields name them (the translation workflow). */
  readonly translatable?: readonly string[];
  /** The name the translation workflow stores it under, where that differs from the entity's. */
  readonly translationName?: string;
  /** Content: the JSON file of a content export that holds it (common/content-transfer.ts). */
  readonly transfer?: string;
  /** Its JSON columns that hold no visitor's text in five languages (the rest must be translatable). */
  readonly untranslated?: readonly string[];
  /** Personal data: the list of a privacy lookup that holds it, or the entity it belongs to. */
  readonly privacy?: { readonly list: string } | { readonly partOf: string };
  /**
   * Content: its public page, `:id` its id: one page per published row (in every language, in the
   * sitemap). A page without `:id` lists them all: one sitemap entry, dated by the latest change.
   */
  readonly page?: string;
  /**
   * Personal data and the technical records about people: how long it is kept (the privacy
   * notice says the same): `days` after its last change, or the job applications' own rule
   * (APPLICATION_RETENTION_MONTHS), or the followed searches' (SEARCH_ALERT_LIMITS: unconfirmed a
   * week, confirmed a year from the last confirmation). What is part of another entity goes with it.
   */
  readonly retention?: { readonly days: number } | { readonly rule: "application" | "search_alert" };
};

export const ENTITIES = {
  media: { table: "media", kind: "content", transfer: "media", untranslated: ["variants"] },
  private_file: { table: "private_files", kind: "content", transfer: "private_files" },
  fabric: {
    table: "fabrics",
    kind: "content",
    screen: "/admin/fabrics",
    activity: true,
    translatable: ["name", "description"],
    transfer: "fabrics",
    untranslated: ["card", "passport"],
    page: "/fabric/:id",
  },
  fabric_photo: {
    table: "fabric_photos",
    kind: "content",
    screen: "/admin/fabrics",
    activity: true,
    transfer: "fabric_photos",
  },
  /** A test result's laboratory report (a fabric's passport): its file is a private file. */
  fabric_report: { table: "fabric_reports", kind: "content", transfer: "fabric_reports" },
  collection: {
    table: "collections",
    kind: "content",
    screen: "/admin/collections",
    activity: true,
    translatable: ["name", "description"],
    transfer: "collections",
    page: "/collections/:id",
  },
  certificate: {
    table: "certificates",
    kind: "content",
    screen: "/admin/certificates",
    activity: true,
    translatable: ["scope"],
    transfer: "certificates",
  },
  certificate_fabric: { table: "certificate_fabrics", kind: "content", transfer: "certificate_fabrics" },
  country: {
    table: "countries",
    kind: "content",
    screen: "/admin/exhibitions",
    activity: true,
    translatable: ["name"],
    transfer: "countries",
    page: "/exhibitions?country=:id",
  },
  exhibition: {
    table: "exhibitions",
    kind: "content",
    screen: "/admin/exhibitions",
    activity: true,
    translatable: ["title", "description"],
    transfer: "exhibitions",
    page: "/exhibition/:id",
  },
  exhibition_photo: {
    table: "exhibition_photos",
    kind: "content",
    screen: "/admin/exhibitions",
    activity: true,
    translatable: ["title", "description"],
    transfer: "exhibition_photos",
  },
  position: {
    table: "positions",
    kind: "content",
    screen: "/admin/positions",
    activity: true,
    translatable: ["title", "description"],
    transfer: "positions",
    page: "/careers/:id",
  },
  facility: {
    table: "facilities",
    kind: "content",
    screen: "/admin/facilities",
    activity: true,
    translatable: ["description"],
    transfer: "facilities",
    page: "/traceability",
  },
  facility_certificate: {
    table: "facility_certificates",
    kind: "content",
    transfer: "facility_certificates",
  },
  contact_info: {
    table: "contact_info",
    kind: "content",
    screen: "/admin/contact-settings",
    activity: true,
    translatable: ["hours_weekday", "hours_weekend"],
    translationName: "contact",
    untranslated: ["social"],
    transfer: "contact_info",
  },
  contact_message: {
    table: "contact_messages",
    kind: "personal",
    screen: "/admin/contact-messages",
    activity: true,
    privacy: { list: "contact_messages" },
    retention: { days: 730 },
  },
  job_application: {
    table: "job_applications",
    kind: "personal",
    screen: "/admin/applications",
    activity: true,
    privacy: { list: "applications" },
    retention: { rule: "application" },
  },
  meeting_request: {
    table: "meeting_requests",
    kind: "personal",
    screen: "/admin/meeting-requests",
    activity: true,
    privacy: { list: "meeting_requests" },
    retention: { days: 730 },
  },
  meeting_reply: { table: "meeting_replies", kind: "personal", privacy: { partOf: "meeting_request" } },
  sample_request: {
    table: "sample_requests",
    kind: "personal",
    screen: "/admin/sample-requests",
    activity: true,
    privacy: { list: "sample_requests" },
    retention: { days: 730 },
  },
  /** A search a visitor follows by e-mail (double opt-in); its retention is its own rule (SEARCH_ALERT_LIMITS). */
  search_alert: {
    table: "search_alerts",
    kind: "personal",
    screen: "/admin/search-alerts",
    privacy: { list: "search_alerts" },
    retention: { rule: "search_alert" },
  },
  sample_request_item: {
    table: "sample_request_items",
    kind: "personal",
    privacy: { partOf: "sample_request" },
  },
  sample_reply: { table: "sample_replies", kind: "personal", privacy: { partOf: "sample_request" } },
  mail: {
    table: "mail_outbox",
    kind: "personal",
    screen: "/admin/outbox",
    privacy: { list: "mails" },
    // Once sent or failed; a mail still waiting is kept until it goes.
    retention: { days: 30 },
  },
  privacy_request: { table: null, kind: "system", screen: "/admin/privacy", activity: true },
  admin: { table: "admin_users", kind: "system", screen: "/admin/dashboard", activity: true },
  session: { table: "sessions", kind: "system" },
  login_attempt: { table: "login_attempts", kind: "system", retention: { days: 30 } },
  recovery_code: { table: "admin_recovery_codes", kind: "system" },
  server_secret: { table: "server_secrets", kind: "system" },
  form_rate_limit: { table: "form_rate_limits", kind: "system" },
  activity: { table: "activity_log", kind: "system" },
  row_count: { table: "row_counts", kind: "system" },
  exhibition_day: { table: "exhibition_days", kind: "system" },
  translation_review: { table: "translation_reviews", kind: "system" },
  /** The catalogue feed's record of deleted fabrics (`since`): a year, then a reader must read the whole feed. */
  fabric_deletion: { table: "fabric_deletions", kind: "system", retention: { days: 365 } },
  /** The other systems' API tokens: revoked, never deleted (the activity log names them). */
  api_token: { table: "api_tokens", kind: "system", screen: "/admin/api-tokens", activity: true },
  /** An outgoing webhook (server/modules/webhooks): a URL, its events, its signing secret. */
  webhook: { table: "webhooks", kind: "system", screen: "/admin/webhooks", activity: true },
  /** An event queued for a webhook and its delivery log: kept 30 days once delivered or failed. */
  webhook_delivery: { table: "webhook_deliveries", kind: "system", screen: "/admin/webhooks", retention: { days: 30 } },
  /**
   * Stock per colourway from the mill's ERP (server/modules/stock): the system's own, not content:
   * the ERP sends it anew, so the content export leaves it out (as the other system tables).
   */
  fabric_stock: { table: "fabric_stock", kind: "system", screen: "/admin/stock", activity: true },
  /** The stock's threshold, stale limit and last import (one row); not in the content export either. */
  stock_settings: { table: "stock_settings", kind: "system", screen: "/admin/stock", activity: true },
} as const satisfies Record<string, EntityDef>;

export type EntityName = keyof typeof ENTITIES;
type Entities = typeof ENTITIES;

export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

/** The entities whose changes the activity log records. */
export type ActivityEntity = {
  [K in EntityName]: Entities[K] extends { activity: true } ? K : never;
}[EntityName];
export const ACTIVITY_ENTITIES = ENTITY_NAMES.filter(
  (name): name is ActivityEntity => (ENTITIES[name] as EntityDef).activity === true,
);

/** The entities with a public page of their own. */
export type PageEntity = { [K in EntityName]: Entities[K] extends { page: string } ? K : never }[EntityName];
/** The public page of every entity that has one (`:id` its id), in the table's order. */
export const ENTITY_PAGES = Object.fromEntries(
  ENTITY_NAMES.flatMap((name) => {
    const page = (ENTITIES[name] as EntityDef).page;
    return page ? [[name, page]] : [];
  }),
) as Record<PageEntity, string>;

/** The entities kept for a limited time (server/modules/retention deletes them). */
export type RetainedEntity = {
  [K in EntityName]: Entities[K] extends { retention: object } ? K : never;
}[EntityName];
export const RETAINED_ENTITIES = ENTITY_NAMES.filter(
  (name): name is RetainedEntity => (ENTITIES[name] as EntityDef).retention !== undefined,
);
/** How many days an entity kept `days` after its last change is kept. */
export const retentionDays = (name: RetainedEntity): number | null => {
  const rule = (ENTITIES[name] as EntityDef).retention;
  return rule && "days" in rule ? rule.days : null;
};

type WithScreen = { [K in EntityName]: Entities[K] extends { screen: string } ? K : never }[EntityName];
/** The admin screen of every entity that has one. */
export const ENTITY_SCREENS = Object.fromEntries(
  ENTITY_NAMES.flatMap((name) => {
    const screen = (ENTITIES[name] as EntityDef).screen;
    return screen ? [[name, screen]] : [];
  }),
) as Record<WithScreen, string>;

type TranslatableName = {
  [K in EntityName]: Entities[K] extends { translatable: readonly string[] } ? K : never;
}[EntityName];
type TranslationKey<K extends TranslatableName> = Entities[K] extends {
  translationName: infer T extends string;
}
  ? T
  : K;
/** The translation workflow's kinds of record and their localized fields, as the entities state them. */
export type TranslatableFields = {
  [K in TranslatableName as TranslationKey<K>]: Entities[K] extends { translatable: infer F } ? F : never;
};
export const TRANSLATABLE_FIELDS = Object.fromEntries(
  ENTITY_NAMES.flatMap((name) => {
    const def = ENTITIES[name] as EntityDef;
    return def.translatable ? [[def.translationName ?? name, def.translatable]] : [];
  }),
) as TranslatableFields;

/** The entity a translation kind names (`contact` → `contact_info`). */
export function entityOfTranslation(kind: string): EntityName | undefined {
  return ENTITY_NAMES.find((name) => {
    const def = ENTITIES[name] as EntityDef;
    return def.translatable && (def.translationName ?? name) === kind;
  });
}
