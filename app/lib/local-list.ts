/**
 * A list kept in this browser only: localStorage under `key` as versioned JSON (`{v, items}`),
 * read by components through useSyncExternalStore. The server and the hydrating render see an
 * empty list, the stored one comes right after; a change in another tab arrives by the `storage`
 * event. What storage holds is read by the list's own `parse`, so nothing stored (another
 * version, junk, a hand edit) can make it throw; storage turned off or full keeps the list for
 * the page only. The sample basket and the fabrics to compare are two such lists.
 */
import { useSyncExternalStore } from "react";

export type LocalList<T> = {
  /** The list now (the same array until it changes, as useSyncExternalStore needs). */
  read(): readonly T[];
  write(next: readonly T[]): void;
  subscribe(listener: () => void): () => void;
  /** The list, empty on the server and while the page hydrates. */
  use(): readonly T[];
};

/** The stored entries of a versioned list, or null when the text is not one of this version. */
export function storedItems(raw: string | null, version: number): unknown[] | null {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  const { v, items } = (stored ?? {}) as { v?: unknown; items?: unknown };
  return v === version && Array.isArray(items) ? items : null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage turned off: the list lives as long as the page
  }
}

export function localList<T>(options: {
  key: string;
  version: number;
  /** The stored text as a list (the valid entries of `storedItems`, within the list's limits). */
  parse: (raw: string | null) => readonly T[];
  /** After each change, once the listeners have heard of it. */
  onWrite?: (next: readonly T[]) => void;
}): LocalList<T> {
  const { key, version, parse, onWrite } = options;
  const empty: readonly T[] = [];
  let current: readonly T[] | undefined;
  const listeners = new Set<() => void>();

  const read = (): readonly T[] => {
    if (current === undefined) {
      let raw: string | null = null;
      try {
        raw = storage()?.getItem(key) ?? null;
      } catch {
        // unreadable: empty
      }
      current = parse(raw);
    }
    return current;
  };

  const write = (next: readonly T[]): void => {
    current = next;
    try {
      if (next.length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify({ v: version, items: next }));
    } catch {
      // full or refused: kept for this page only
    }
    for (const listener of listeners) listener();
    onWrite?.(next);
  };

  /** Another tab changed the list (or cleared the storage): read it again. */
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== key && event.key !== null) return;
    current = undefined;
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void): (() => void) => {
    if (listeners.size === 0 && typeof window !== "undefined") {
      current = undefined; // unheard while nobody listened: another tab may have changed it
      window.addEventListener("storage", onStorage);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== "undefined")
        window.removeEventListener("storage", onStorage);
    };
  };

  const onServer = () => empty;
  return { read, write, subscribe, use: () => useSyncExternalStore(subscribe, read, onServer) };
}
