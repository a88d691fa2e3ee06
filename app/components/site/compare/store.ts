/**
 * The fabrics a buyer has ticked to compare (at most COMPARE_MAX), kept in this browser only
 * (localStorage `compare-fabrics`, versioned JSON). Read through useSyncExternalStore like the
 * sample basket (samples/basket.ts): empty on the server and while the page hydrates. Every
 * change is also announced as the window event COMPARE_EVENT, which the site's shell listens to
 * (without loading this module) to bring in the tray. Nothing stored can make this throw.
 */
import { useSyncExternalStore } from "react";
import { isRowId } from "../../../../common/constants";
import { COMPARE_EVENT, COMPARE_KEY, COMPARE_MAX } from "./keys";

/** A fabric to compare: its id, and the code and name the page showed, for the tray. */
export type CompareItem = { id: number; code: string | null; name: string };
export type CompareList = readonly CompareItem[];
export type ToggleResult = "added" | "removed" | "full";

const VERSION = 1;
const EMPTY: CompareList = [];
let current: CompareList | undefined;
const listeners = new Set<() => void>();

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;

/** The stored text as a list: its valid entries, each fabric once, at most COMPARE_MAX. */
export function parseCompare(raw: string | null): CompareList {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    return EMPTY;
  }
  const { v, items } = (stored ?? {}) as { v?: unknown; items?: unknown };
  if (v !== VERSION || !Array.isArray(items)) return EMPTY;
  const list: CompareItem[] = [];
  for (const value of items) {
    if (typeof value !== "object" || value === null) continue;
    const { id, code = null, name } = value as Record<string, unknown>;
    if (typeof id !== "number" || !isRowId(id) || list.some((kept) => kept.id === id)) continue;
    if ((code !== null && !isText(code, 100)) || !isText(name, 500)) continue;
    if (list.length < COMPARE_MAX) list.push({ id, code, name });
  }
  return list;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage turned off: the list lives as long as the page
  }
}

export function readCompare(): CompareList {
  if (current === undefined) {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(COMPARE_KEY) ?? null;
    } catch {
      // unreadable: empty
    }
    current = parseCompare(raw);
  }
  return current;
}

function write(next: CompareList): void {
  current = next;
  try {
    if (next.length === 0) storage()?.removeItem(COMPARE_KEY);
    else storage()?.setItem(COMPARE_KEY, JSON.stringify({ v: VERSION, items: next }));
  } catch {
    // full or refused: kept for this page only
  }
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent(COMPARE_EVENT, { detail: next.length }));
}

function onStorage(event: StorageEvent): void {
  if (event.key !== COMPARE_KEY && event.key !== null) return;
  current = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") {
    current = undefined; // another tab may have changed it while nobody listened
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined")
      window.removeEventListener("storage", onStorage);
  };
}

const serverList = () => EMPTY;
/** The list, empty on the server and while the page hydrates. */
export const useCompare = (): CompareList => useSyncExternalStore(subscribe, readCompare, serverList);

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
