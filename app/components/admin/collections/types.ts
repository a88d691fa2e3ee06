import type { CollectionDto, CollectionRef } from "../../../../common/api/collections";
import { getAll } from "../../../lib/admin/api";
import { useAdminQuery } from "../../../lib/admin/query";
import { trText } from "../fabrics/types";
import { contracts } from "../../../../common/api/contracts";

/** A collection as the admin reads it (GET /api/collections?lng=all): every language of its texts. */
export type AdminCollection = CollectionDto;

/** 'Riviera · SS27': how selects, filters and lists name a collection (its Turkish name). */
export const collectionLabel = (collection: Pick<CollectionRef, "name" | "season">) =>
  `${trText(collection.name)} · ${collection.season}`;

/** Every collection, newest season first, for the screens that list or choose them. */
export function useAdminCollections() {
  return useAdminQuery("collections", (api, signal) =>
    getAll(api, contracts.collections.list, { query: { lng: "all" } }, signal),
  );
}
