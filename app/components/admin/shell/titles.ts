import { ADMIN_SCREENS, type AdminScreenKey } from "../../../../common/admin-screens";

/** The header title of an admin path (SPEC: the header title follows the path). */
export type AdminTitleKey = AdminScreenKey | "countryExhibitions" | "exhibitionPhotos" | "panel";

const EXACT: Record<string, AdminTitleKey> = Object.fromEntries(
  ADMIN_SCREENS.map((screen) => [screen.path, screen.key]),
);

export function adminTitleKey(pathname: string): AdminTitleKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const exact = EXACT[path];
  if (exact) return exact;
  if (/^\/admin\/exhibitions\/country\/[^/]+$/.test(path)) return "countryExhibitions";
  if (/^\/admin\/exhibitions\/photos\/[^/]+$/.test(path)) return "exhibitionPhotos";
  return "panel";
}
