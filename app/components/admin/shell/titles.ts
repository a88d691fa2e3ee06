/** The header title of an admin path (SPEC: the header title follows the path). */
export type AdminTitleKey =
  | "dashboard"
  | "exhibitions"
  | "countryExhibitions"
  | "exhibitionPhotos"
  | "fabrics"
  | "collections"
  | "certificates"
  | "contactSettings"
  | "messages"
  | "meetings"
  | "samples"
  | "applications"
  | "positions"
  | "account"
  | "outbox"
  | "privacy"
  | "translations"
  | "panel";

const EXACT: Record<string, AdminTitleKey> = {
  "/admin/dashboard": "dashboard",
  "/admin/exhibitions": "exhibitions",
  "/admin/fabrics": "fabrics",
  "/admin/collections": "collections",
  "/admin/certificates": "certificates",
  "/admin/contact-settings": "contactSettings",
  "/admin/contact-messages": "messages",
  "/admin/meeting-requests": "meetings",
  "/admin/sample-requests": "samples",
  "/admin/applications": "applications",
  "/admin/positions": "positions",
  "/admin/account": "account",
  "/admin/outbox": "outbox",
  "/admin/privacy": "privacy",
  "/admin/translations": "translations",
};

export function adminTitleKey(pathname: string): AdminTitleKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const exact = EXACT[path];
  if (exact) return exact;
  if (/^\/admin\/exhibitions\/country\/[^/]+$/.test(path)) return "countryExhibitions";
  if (/^\/admin\/exhibitions\/photos\/[^/]+$/.test(path)) return "exhibitionPhotos";
  return "panel";
}
