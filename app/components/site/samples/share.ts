/**
 * A sample basket as a link: `/samples?items=3.02,7,12.05`, each fabric's id, and after a dot
 * the colourway's reference when one is chosen. No name, no address, nothing of the person
 * sharing it. The value is read as any query parameter is (URLSearchParams), and each reference
 * in it is percent-encoded once more, so a reference holding a comma stays one entry even after
 * the site's own links re-encode the query (the language switcher writes `,` as `%2C`).
 */
import { FABRIC_CARD_LIMITS, isRowId, SAMPLE_LIMITS } from "../../../../common/constants";
import { CONTROL } from "../../../../common/text";

export const SHARE_PARAM = "items";

export type SharedItem = { fabric_id: number; colourway: string | null };

/** The `items` value of a share link, decoded: `3.02,7,12.N%C2%B0%205`. */
export function shareValue(items: readonly SharedItem[]): string {
  return items
    .map((item) =>
      item.colourway === null
        ? String(item.fabric_id)
        : `${item.fabric_id}.${encodeURIComponent(item.colourway)}`,
    )
    .join(",");
}

/** The path and query of the link that opens `items` as a shared basket (its commas left as they are). */
export const sharePath = (items: readonly SharedItem[]) =>
  `/samples?${SHARE_PARAM}=${shareValue(items).replace(/%/g, "%25")}`;

/**
 * The shared basket a page's query names: its readable entries in order, each fabric and
 * colourway once, at most a request's limit; `skipped` counts the entries left out (not an
 * entry, or over the limit). Null when the query has no `items`.
 */
export function readShared(search: string): { items: SharedItem[]; skipped: number } | null {
  const value = new URLSearchParams(search).get(SHARE_PARAM);
  if (value === null) return null;
  const items: SharedItem[] = [];
  let skipped = 0;
  for (const entry of value.split(",")) {
    if (entry === "") continue;
    const item = readEntry(entry);
    if (!item) skipped++;
    else if (items.some((kept) => kept.fabric_id === item.fabric_id && kept.colourway === item.colourway))
      continue;
    else if (items.length >= SAMPLE_LIMITS.items) skipped++;
    else items.push(item);
  }
  return { items, skipped };
}

function readEntry(entry: string): SharedItem | null {
  const dot = entry.indexOf(".");
  const id = dot < 0 ? entry : entry.slice(0, dot);
  if (!/^[1-9][0-9]{0,15}$/.test(id) || !isRowId(Number(id))) return null;
  if (dot < 0) return { fabric_id: Number(id), colourway: null };
  let colourway: string;
  try {
    colourway = decodeURIComponent(entry.slice(dot + 1)).trim();
  } catch {
    return null; // a broken percent sequence
  }
  if (!colourway || colourway.length > FABRIC_CARD_LIMITS.colourwayRef || CONTROL.test(colourway))
    return null;
  return { fabric_id: Number(id), colourway };
}
