import { useTranslation } from "./translation";
import { useLocation } from "react-router";
import { isAdminPath } from "../../common/paths";
import type { Catalogue } from "../../common/i18n/locales/tr";

const ID = "i18n-catalogue";

/** Sections only the admin area reads (login page included). */
const ADMIN_SECTIONS = /^admin/;

/** The sections a page needs: the admin area's texts stay out of the public pages' HTML. */
export function catalogueForPath(
  catalogue: Record<string, unknown>,
  pathname: string,
): Record<string, unknown> {
  if (isAdminPath(pathname)) return catalogue;
  return Object.fromEntries(Object.entries(catalogue).filter(([section]) => !ADMIN_SECTIONS.test(section)));
}

/** True when a browser instance holds the admin sections of its language. */
export function hasAdminSections(catalogue: Record<string, unknown> | undefined): boolean {
  return Boolean(catalogue && Object.keys(catalogue).some((section) => ADMIN_SECTIONS.test(section)));
}

/**
 * The page language's catalogue as a JSON data block in the HTML: the browser hydrates with
 * it at once, without waiting for a catalogue chunk (a data block is not executed: no CSP hash).
 * Public pages carry the public sections only; an admin page opened from the site in the same
 * tab fetches the rest first (app/i18n/catalogues.ts, completeCatalogue).
 */
export function EmbeddedCatalogue() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const catalogue = (i18n.getResourceBundle(i18n.language, "translation") ?? {}) as Record<string, unknown>;
  const json = catalogueJson(catalogue, isAdminPath(pathname));
  return (
    <script id={ID} type="application/json">
      {json}
    </script>
  );
}

/** The JSON of a catalogue, written once per catalogue and area (20 KB a page, the same every time). */
const written = new WeakMap<object, Map<string, string>>();

function catalogueJson(catalogue: Record<string, unknown>, admin: boolean): string {
  let byArea = written.get(catalogue);
  if (!byArea) {
    byArea = new Map();
    written.set(catalogue, byArea);
  }
  // A browser adds the admin sections to the same object later (completeCatalogue): the section
  // count is part of the key.
  const key = `${admin}:${Object.keys(catalogue).length}`;
  let json = byArea.get(key);
  if (json === undefined) {
    const sections = admin ? catalogue : catalogueForPath(catalogue, "/");
    // React writes a script's text as is: `<` is escaped so no text can close the element.
    json = JSON.stringify(sections).replace(/</g, "\\u003c");
    byArea.set(key, json);
  }
  return json;
}

export function readEmbeddedCatalogue(): Catalogue {
  return JSON.parse(document.getElementById(ID)?.textContent ?? "{}") as Catalogue;
}
