import { useCallback, useEffect, useRef, useState } from "react";
import { type AdminApi, isAbort, useAdminApi } from "./api";

export type AdminQuery<T> = {
  data: T | undefined;
  error: unknown;
  /** True while the first answer (or a reload) is on its way. */
  loading: boolean;
  /** Fetches again (keeps the old data on screen meanwhile); resolves when done. */
  reload(): Promise<void>;
  /** Replaces the data on screen (after a save that answered the new state). */
  setData(data: T): void;
  clearError(): void;
};

/**
 * Data of an admin screen, fetched in the browser through useAdminApi: loading and error states,
 * reload, and the request cancelled when the screen goes or `key` changes. `key` is what the
 * fetch depends on (a path with its query, for example).
 */
export function useAdminQuery<T>(
  key: string,
  fetcher: (api: AdminApi, signal: AbortSignal) => Promise<T>,
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: key is what the fetch depends on
  useEffect(() => {
    void run();
    return () => controllerRef.current?.abort();
  }, [run, key]);

  return {
    data,
    error,
    loading,
    reload: run,
    setData: (next: T) => setData(next),
    clearError: () => setError(null),
  };
}
