import { objectStoreErrors } from "../metrics/series";
import type { ObjectStore } from "./objects";
import { activeTracing, traced } from "../tracing/tracing";

const OPERATIONS = ["putFile", "open", "head", "remove", "ping"] as const;

/**
 * The store with each failed operation counted in site_object_store_errors_total{operation}
 * (a ping that answers false counts as well); the error itself goes on as before.
 */
export function countingErrors(store: ObjectStore): ObjectStore {
  const counted = { ...store };
  for (const operation of OPERATIONS) {
    const call = store[operation] as (...args: unknown[]) => Promise<unknown>;
    (counted as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
      try {
        const result = await traced(`object store ${operation}`, { "storage.operation": operation }, () =>
          call.apply(store, args),
        );
        if (operation === "ping" && result === false) objectStoreErrors.inc({ operation });
        return result;
      } catch (error) {
        objectStoreErrors.inc({ operation });
        throw error;
      }
    };
  }
  counted.list = async function* (area) {
    const end = activeTracing()?.start("object store list", { "storage.operation": "list" });
    try {
      yield* store.list(area);
      end?.();
    } catch (error) {
      objectStoreErrors.inc({ operation: "list" });
      end?.(error);
      throw error;
    }
  };
  return counted;
}
