import { use } from "react";
import { browserI18n } from "./catalogues";
import { usePageSections } from "./embedded";
import { loadSections, missingSections } from "./sections";

/** A fetch that failed (offline, or a deploy replaced the chunks): the page is loaded anew. */
function reloadInstead(): Promise<void> {
  window.location.reload();
  return new Promise(() => undefined);
}

/**
 * In the browser, holds a page back until its catalogue sections are there: a page reached by a
 * link may read sections the first page did not carry. React keeps the previous page on screen
 * meanwhile (navigations are transitions). The server holds every section: nothing to wait for.
 */
export function useSectionsGate(): void {
  const instance = browserI18n();
  const names = usePageSections();
  if (!instance) return;
  const lng = instance.language;
  if (missingSections(lng, names).length > 0) use(loadSections(instance, lng, names).catch(reloadInstead));
}
