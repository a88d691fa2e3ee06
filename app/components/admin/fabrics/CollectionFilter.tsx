import { type AdminCollection, collectionLabel, type useAdminCollections } from "../collections/types";
import type { ContentFilter } from "../content/types";
import type { AdminFabric } from "./types";

/** The fabrics screen's own data: the collections (its filter's options, its form's choices). */
export type FabricsData = ReturnType<typeof useAdminCollections>;

/** The filter's value for 'fabrics without a collection' ("" is every fabric, else a collection's id). */
export const WITHOUT_COLLECTION = "none";

/**
 * The fabrics screen's collection filter, kept in the address (`?collection=<id>` or `none`, so
 * the collections screen can link to a collection's fabrics): every fabric, one collection's, or
 * those without a collection. An id no collection has (deleted since) reads as every fabric once
 * the collections are known.
 */
export const collectionFilter: ContentFilter<AdminFabric, FabricsData> = {
  param: "collection",
  label: "adminCollections.filter.label",
  all: "adminCollections.filter.all",
  options: ({ data, t }) =>
    data.data && [
      ...data.data.map((collection: AdminCollection) => ({
        value: String(collection.id),
        label: collectionLabel(collection),
      })),
      { value: WITHOUT_COLLECTION, label: t("adminCollections.filter.none") },
    ],
  matches: (fabric, value) =>
    value === WITHOUT_COLLECTION ? !fabric.collection : String(fabric.collection?.id) === value,
};
