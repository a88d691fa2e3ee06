import { type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import type { AnyContract } from "../../../common/api/contract";
import {
  type AdminApi,
  AdminApiError,
  type CallInput,
  isAbort,
  type PageMeta,
  type Paged,
  type RowOf,
  useAdminApi,
} from "./api";

export type AdminQuery<T> = {
  data: T | undefined;
  error: unknown;
  /** True while the first answer (or a reload) is on its way. */
  loading: boolean;
  /** Fetches again (keeps the old data on screen meanwhile); resolves when done, never rejects. */
  reload(): Promise<void>;
  /** Replaces the data on screen (after a save that answered the new state, or an optimistic change). */
  setData(update: SetStateAction<T | undefined>): void;
  clearError(): void;
};

export type QueryOptions = {
  /** Drop the data on screen when `key` changes (another record), instead of keeping it until the answer. */
  resetOnKey?: boolean;
};

/**
 * Data of an admin screen, fetched in the browser through useAdminApi: loading and error states,
 * reload, and the request cancelled when the screen goes or `key` changes (an older answer never
 * overwrites a newer one). `key` is what the fetch depends on (a path with its query, an id).
 */
export function useAdminQuery<T>(
  key: string,
  fetcher: (api: AdminApi, signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): AdminQuery<T> {
  const api = useAdminApi();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const controllerRef = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoading(true);
    try {
      const result = await fetcherRef.current(api, controller.signal);
      if (controller.signal.aborted) return;
      setData(result);
      setError(null);
    } catch (caught) {
      if (controller.signal.aborted || isAbort(caught)) return;
      setError(caught);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [api]);

  const resetOnKey = options.resetOnKey ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is what the fetch depends on
  useEffect(() => {
    if (resetOnKey) setData(undefined);
    void run();
    return () => controllerRef.current?.abort();
  }, [run, key]);

  const clearError = useCallback(() => setError(null), []);
  return { data, error, loading, reload: run, setData, clearError };
}

/**
 * The data of the record the route parameter `param` names (a positive id): fetched by
 * `fetcher`, dropped when the id changes. Anything else in the address reads as a 404
 * (`Not found: <what>`) without a request.
 */
export function useRecordQuery<T>(
  param: string,
  what: string,
  fetcher: (api: AdminApi, id: number, signal: AbortSignal) => Promise<T>,
): AdminQuery<T> {
  const id = Number(useParams()[param]);
  const valid = Number.isSafeInteger(id) && id > 0;
  return useAdminQuery<T>(
    String(id),
    async (api, signal) => {
      if (!valid) throw new AdminApiError({ status: 404, code: "not_found", message: `${what} not found` });
      return fetcher(api, id, signal);
    },
    { resetOnKey: true },
  );
}

export type PagedQuery<T> = {
  items: T[];
  meta: PageMeta | null;
  loading: boolean;
  /** The last load's failure (cleared by the next success). */
  error: unknown;
  reload(): Promise<void>;
  /** Replaces one row in place (after a change the API answered), without a round trip. */
  replace(item: T): void;
};

const NO_ROWS: never[] = [];

const idOf = (row: unknown) => (row as { id: number }).id;

/** One page of a list route (`{data, meta}`) by its contract, reloaded whenever `input` changes. */
export function usePagedQuery<C extends AnyContract>(contract: C, input: CallInput<C>): PagedQuery<RowOf<C>> {
  type T = RowOf<C>;
  const key = `${contract.method} ${contract.url} ${JSON.stringify(input)}`;
  const list = useAdminQuery<Paged<T>>(
    key,
    async (api, signal) => (await api.call(contract, input, { signal })) as unknown as Paged<T>,
  );
  const { setData } = list;
  const replace = useCallback(
    (item: T) =>
      setData((current) =>
        current
          ? { ...current, data: current.data.map((row) => (idOf(row) === idOf(item) ? item : row)) }
          : current,
      ),
    [setData],
  );
  return {
    items: list.data?.data ?? NO_ROWS,
    meta: list.data?.meta ?? null,
    loading: list.loading,
    error: list.error,
    reload: list.reload,
    replace,
  };
}
