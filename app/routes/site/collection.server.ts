import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { NO_FILTER } from "../../../common/fabric-filter";
import { collectionCardData, fabricCardData } from "./records.server";

/** A collection's page shows this many of its fabrics, newest first (the finder has them all). */
export const COLLECTION_FABRICS = 48;

/** A collection with its newest fabrics' cards and how many it has, or null when there is no such collection. */
export async function loadCollection(context: AppLoadContext, id: number, lng: Lang) {
  const [collection, list] = await Promise.all([
    context.services.getPublicCollection(context.ctx, id, lng),
    context.services.listPublicFabrics(context.ctx, {
      lng,
      page: 1,
      pageSize: COLLECTION_FABRICS,
      filter: { ...NO_FILTER, collection: [id] },
    }),
  ]);
  if (!collection) return null;
  return {
    collection: collectionCardData(collection),
    fabrics: list.items.map(fabricCardData),
    total: list.meta.total,
  };
}
