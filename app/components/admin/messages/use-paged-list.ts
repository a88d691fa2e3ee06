import { useCallback, useEffect, useState } from "react";
import { isAbort, type PageMeta, type Paged, type Query, useAdminApi } from "../../../lib/admin/api";

export type PagedList<T> = {
  items: T[];
  meta: PageMeta | null;
  /** True while a request is on its way (the first one or a reload). */
  loading: boolean;
  /** The last load's failure (cleared by the next success). */
  error: unknown;
  reload(): void;
  /** Replaces one row in place (after a status change), without a round trip. */
  replace(item: T & { id: number }): void;
};

/**
 * One page of an admin list route (`{data, meta}`), loaded in the browser and reloaded when
 * the query changes; an older answer never overwrites a newer one (the old request is aborted).
 */
export function usePagedList<T extends { id: number }>(path: string, query: Query): PagedList<T> {
  const api = useAdminApi();
  const [items, setItems] = useState<T[]>([]);
  const [meta, setMeta] = useState<PageMeta | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    api.get<Paged<T>>(path, JSON.parse(key) as Query, { signal: controller.signal }).then(
      (answer) => {
        setItems(answer.data);
        setMeta(answer.meta);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (isAbort(failure)) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [api, path, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback(
    (item: T) => setItems((current) => current.map((row) => (row.id === item.id ? item : row))),
    [],
  );
  return { items, meta, loading, error, reload, replace };
}
