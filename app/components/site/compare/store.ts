/**
 * The fabrics a buyer has ticked to compare (at most COMPARE_MAX), kept in this browser only
 * (localStorage `compare-fabrics`, a versioned list like the sample basket's:
 * app/lib/local-list.ts). Every change is also announced as the window event COMPARE_EVENT, which
 * the site's shell listens to (without loading this module) to bring in the tray.
 */
import { isRowId } from "../../../../common/constants";
import { localList, storedItems } from "../../../lib/local-list";
import { COMPARE_EVENT, COMPARE_KEY, COMPARE_MAX } from "./keys";

/** A fabric to compare: its id, and the code and name the page showed, for the tray. */
export type CompareItem = { id: number; code: string | null; name: string };
export type CompareList = readonly CompareItem[];
export type ToggleResult = "added" | "removed" | "full";

const VERSION = 1;
const EMPTY: CompareList = [];

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;

/** The stored text as a list: its valid entries, each fabric once, at most COMPARE_MAX. */
export function parseCompare(raw: string | null): CompareList {
  const list: CompareItem[] = [];
  for (const value of storedItems(raw, VERSION) ?? []) {
    if (typeof value !== "object" || value === null) continue;
    const { id, code = null, name } = value as Record<string, unknown>;
    if (typeof id !== "number" || !isRowId(id) || list.some((kept) => kept.id === id)) continue;
    if ((code !== null && !isText(code, 100)) || !isText(name, 500)) continue;
    if (list.length < COMPARE_MAX) list.push({ id, code, name });
  }
  return list;
}

const store = localList({
  key: COMPARE_KEY,
  version: VERSION,
  parse: parseCompare,
  onWrite: (next) => window.dispatchEvent(new CustomEvent(COMPARE_EVENT, { detail: next.length })),
});

export const readCompare = (): CompareList => store.read();
const write = store.write;
/** The list, empty on the server and while the page hydrates. */
export const useCompare = (): CompareList => store.use();

/** Adds the fabric, or takes it out when it is there; a full list refuses a new one. */
export function toggleCompare(item: CompareItem): ToggleResult {
  const list = readCompare();
  if (list.some((kept) => kept.id === item.id)) {
    write(list.filter((kept) => kept.id !== item.id));
    return "removed";
  }
  if (list.length >= COMPARE_MAX) return "full";
  write([...list, item]);
  return "added";
}

export function removeFromCompare(id: number): void {
  write(readCompare().filter((kept) => kept.id !== id));
}

export function clearCompare(): void {
  write(EMPTY);
}

/** The comparison's query for the listed fabrics, in the order they were ticked (`ids=3,7,12`). */
export const compareQuery = (list: CompareList) => ({ ids: list.map((item) => item.id).join(",") });
