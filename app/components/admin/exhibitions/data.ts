import { useCallback, useEffect, useRef, useState } from "react";
import type { AdminApi, Paged, Query } from "../../../lib/admin/api";
import { isAbort } from "../../../lib/admin/api";

/** Every page of a list route (the API caps a page at 100 rows). */
export async function getAll<T>(
  api: AdminApi,
  path: string,
  query: Query = {},
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<Paged<T>>(path, { ...query, page, page_size: 100 }, { signal });
    rows.push(...answer.data);
    if (page >= answer.meta.pages || answer.data.length === 0) return rows;
  }
}

export type Loaded<T> = {
  data: T | undefined;
  /** True until the first answer, and while a reload runs. */
  loading: boolean;
  error: unknown;
  /** Loads again, keeping the rows on screen meanwhile; resolves when done (never rejects). */
  reload(): Promise<void>;
  /** Replaces the rows locally (an optimistic change). */
  setData(update: (current: T | undefined) => T | undefined): void;
};

/** Data a screen reads in the browser; a new `key` (e.g. another id) loads afresh. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      const answer = await loadRef.current(current.signal);
      if (current.signal.aborted) return;
      setDataState(answer);
      setError(null);
    } catch (failure) {
      if (current.signal.aborted || isAbort(failure)) return;
      setError(failure);
    } finally {
      if (!current.signal.aborted) setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key decides when to load afresh
  useEffect(() => {
    setDataState(undefined);
    void run();
    return () => controller.current?.abort();
  }, [key, run]);

  return { data, loading, error, reload: run, setData: setDataState };
}
