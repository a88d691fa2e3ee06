import { useCallback, useRef, useState } from "react";
import { type AdminApi, isAbort, useAdminApi } from "./api";

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export type AdminMutation<Args extends unknown[], R> = {
  /** Runs the change; resolves with its outcome (never rejects). */
  run(...args: Args): Promise<Outcome<R>>;
  /** True while the change is on its way. */
  pending: boolean;
  /** The last run's failure (a cancelled call is none), until the next run or reset(). */
  error: unknown;
  reset(): void;
};

/**
 * A change made through the API (save, delete, status): pending and error states in one place,
 * so a screen only says what to call and what to do with the answer.
 */
export function useAdminMutation<Args extends unknown[], R>(
  action: (api: AdminApi, ...args: Args) => Promise<R>,
): AdminMutation<Args, R> {
  const api = useAdminApi();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const actionRef = useRef(action);
  actionRef.current = action;

  const run = useCallback(
    async (...args: Args): Promise<Outcome<R>> => {
      setPending(true);
      setError(null);
      try {
        return { ok: true, value: await actionRef.current(api, ...args) };
      } catch (caught) {
        if (!isAbort(caught)) setError(caught);
        return { ok: false, error: caught };
      } finally {
        setPending(false);
      }
    },
    [api],
  );
  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
