import { useTranslation } from "./translation";
import { useLocation, useMatches } from "react-router";
import { isLang } from "../../common/constants";
import { markHeld, sectionsFor, setCatalogueVersion } from "./sections";

const ID = "i18n-catalogue";

/** The sections the current page needs (its routes', app/i18n/sections.ts). */
export function usePageSections() {
  const { pathname } = useLocation();
  const matches = useMatches();
  return sectionsFor(
    pathname,
    matches.map((match) => match.id),
  );
}

/** What the block holds: the texts of some sections as JSON, and the catalogues' version. */
export type Embedded = { sections: readonly string[]; texts: string; version: string };
type Source = (lng: string, names: readonly string[]) => Embedded;

let source: Source | undefined;

/**
 * Where the block's content comes from: on the server, the catalogue files
 * (app/i18n/catalogue-files.server.ts, set by entry.server); in the browser, what the server
 * embedded (read once at start), so hydration gives the same element.
 */
export function setEmbeddedSource(next: Source): void {
  source = next;
}

/**
 * The texts of the page's catalogue sections as a JSON data block in the HTML: the browser
 * hydrates with them at once, without waiting for a fetch (a data block is not executed: no CSP
 * hash). A public page carries only the sections its routes read; the browser fetches the others
 * a later page needs before it shows it (app/i18n/gate.ts). The admin area carries all of them.
 */
export function EmbeddedCatalogue() {
  const { i18n } = useTranslation();
  const names = usePageSections();
  const block = source?.(i18n.language, names) ?? { sections: [], texts: "{}", version: "" };
  return (
    <script id={ID} type="application/json" data-sections={block.sections.join(" ")} data-version={block.version}>
      {block.texts}
    </script>
  );
}

/** Reads the block the server embedded: its texts, held for the page's language from now on. */
export function readEmbeddedCatalogue(lng: string): Record<string, unknown> {
  const element = document.getElementById(ID);
  const read: Embedded = {
    sections: (element?.dataset.sections ?? "").split(" ").filter(Boolean),
    texts: element?.textContent ?? "{}",
    version: element?.dataset.version ?? "",
  };
  if (isLang(lng)) markHeld(lng, read.sections);
  setCatalogueVersion(read.version);
  setEmbeddedSource(() => read);
  return JSON.parse(read.texts) as Record<string, unknown>;
}
