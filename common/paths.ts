/**
 * True for a path or URL of the admin area: /admin, /admin/…, /admin?…, /admin.data (React
 * Router's data request). Case-insensitive, as React Router matches routes.
 */
export function isAdminPath(pathOrUrl: string): boolean {
  return ADMIN.test(pathOrUrl);
}

const ADMIN = /^\/admin(?:[/?#.]|$)/i;
