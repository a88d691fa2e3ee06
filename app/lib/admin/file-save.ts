/** Files the admin API answers with: their name from Content-Disposition, and saving one in the browser. */

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266) first, else
 * `filename="…"`; only its last path part. Null without one.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header)?.slice(1).find(Boolean);
  const base = name?.replace(/\\(.)/g, "$1").split(/[/\\]/).pop()?.trim();
  return base || null;
}

/**
 * Saves a Blob as a download in the browser: an object URL on a temporary <a download>,
 * clicked, then removed and revoked (after the click has started the download).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
