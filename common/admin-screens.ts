/**
 * The admin's screens in the sidebar's order: SPEC's entries (the fabrics' collections and
 * certificates after the fabrics), then the account, the outbox and the privacy requests under
 * "more". Each screen's key names its menu label (`admin.nav.<key>`), its header title
 * (`admin.titles.<key>`) and its icon. An entity's screen (common/entities.ts) must be one of them:
 * tests/unit/entities.test.ts checks it.
 */
export const ADMIN_SCREENS = [
  { path: "/admin/dashboard", key: "dashboard", group: "main" },
  { path: "/admin/exhibitions", key: "exhibitions", group: "main" },
  { path: "/admin/fabrics", key: "fabrics", group: "main" },
  { path: "/admin/collections", key: "collections", group: "main" },
  { path: "/admin/certificates", key: "certificates", group: "main" },
  { path: "/admin/facilities", key: "facilities", group: "main" },
  { path: "/admin/contact-messages", key: "messages", group: "main" },
  { path: "/admin/meeting-requests", key: "meetings", group: "main" },
  { path: "/admin/sample-requests", key: "samples", group: "main" },
  { path: "/admin/search-alerts", key: "alerts", group: "main" },
  { path: "/admin/contact-settings", key: "contactSettings", group: "main" },
  { path: "/admin/applications", key: "applications", group: "main" },
  { path: "/admin/positions", key: "positions", group: "main" },
  { path: "/admin/translations", key: "translations", group: "main" },
  { path: "/admin/stock", key: "stock", group: "main" },
  { path: "/admin/account", key: "account", group: "more" },
  { path: "/admin/outbox", key: "outbox", group: "more" },
  { path: "/admin/privacy", key: "privacy", group: "more" },
  { path: "/admin/api-tokens", key: "tokens", group: "more" },
  { path: "/admin/webhooks", key: "webhooks", group: "more" },
] as const;

export type AdminScreen = (typeof ADMIN_SCREENS)[number];
export type AdminScreenKey = AdminScreen["key"];
export type AdminScreenPath = AdminScreen["path"];
