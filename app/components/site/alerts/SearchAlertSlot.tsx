import { useOnDemand } from "../../../i18n/on-demand";

/**
 * "Tell me about new fabrics like these", under a filtered list's count. The block and its texts
 * are fetched once the page runs: it needs the script anyway (the address is posted as JSON), and
 * most visitors never open it, so /fabrics' HTML and first script do not carry it. The server
 * renders an empty line of the button's height, so the list does not move when the block arrives.
 */
export function SearchAlertSlot({ query }: { query: string }) {
  const part = useOnDemand("searchAlert", () => import("./SearchAlertBlock"));
  return (
    <div className="search-alert-slot">
      {/* A new search starts afresh: its own form, nothing sent yet. */}
      {part ? <part.SearchAlertBlock key={query} query={query} /> : null}
    </div>
  );
}
