import { type AdminCollection, collectionLabel, useAdminCollections } from "../collections/types";
import type { ContentFilter } from "../content/types";
import { type PassportFigures, usePassportFigures } from "./passport/PassportStatus";
import type { AdminFabric } from "./types";

/**
 * The fabrics screen's own data: the collections (its filter's options, its form's choices) and
 * how complete each passport is (a column and a filter).
 */
export type FabricsData = { collections: ReturnType<typeof useAdminCollections>; passports: PassportFigures };

export function useFabricsData(): FabricsData {
  return { collections: useAdminCollections(), passports: usePassportFigures() };
}

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
    data.collections.data && [
      ...data.collections.data.map((collection: AdminCollection) => ({
        value: String(collection.id),
        label: collectionLabel(collection),
      })),
      { value: WITHOUT_COLLECTION, label: t("adminCollections.filter.none") },
    ],
  matches: (fabric, value) =>
    value === WITHOUT_COLLECTION ? !fabric.collection : String(fabric.collection?.id) === value,
};
