/**
 * The fabric finder: which fabrics a filter keeps, and how many each option of each facet would
 * keep with the other facets as they are (disjunctive facets: ticking "linen" does not empty
 * the fibre list). What the finder reads of a fabric (its facet values, its search text) and the
 * shape of its answer; the index (catalogue.ts) filters with sets of positions (finder-bits.ts),
 * tested against a plain pass over the rows (tests/helpers/finder-reference.ts).
 */
import {
  FACET_NAMES,
  FACETS,
  type FacetCounts,
  type FacetName,
  FIXED_FACET_NAMES,
  foldText,
} from "../../../common/fabric-filter";
import type { Lang } from "../../../common/constants";
import { EMPTY_CARD } from "../../../common/fabric-card";
import { localize } from "../../http/lang";
import type { FabricRow } from "./service";

/** A fabric's values of one facet (a fabric has several fibres, end uses and certificates). */
function valuesOf(row: FabricRow, facet: FacetName, certificateIds: readonly number[]): readonly string[] {
  const card = row.card ?? EMPTY_CARD;
  switch (facet) {
    case "collection":
      return row.collectionId === null ? [] : [String(row.collectionId)];
    case "certificate":
      return certificateIds.map(String);
    case "fiber":
      return (card.composition ?? []).map((share) => share.fiber);
    default: {
      // A field of the card: a list of keys, or one key (older rows may lack it).
      const value: readonly string[] | string | null = card[facet] ?? null;
      if (typeof value === "string") return value ? [value] : [];
      return value ?? [];
    }
  }
}

/** A fabric's values of every facet. */
export type FacetValues = Record<FacetName, readonly string[]>;

/** A fabric's values of every facet, given the ids of the certificates valid today that cover it. */
export function facetValues(row: FabricRow, certificateIds: readonly number[] = []): FacetValues {
  return Object.fromEntries(
    FACET_NAMES.map((name) => [name, valuesOf(row, name, certificateIds)]),
  ) as FacetValues;
}

/** The folded text a search looks in: name, article code and description in one language (tr where missing). */
export function searchText(row: FabricRow, lng: Lang): string {
  return foldText(`${localize(row.name, lng)} ${row.code ?? ""} ${localize(row.description, lng)}`);
}

/** The records the record facets offer: every collection, every certificate valid today. */
export type FacetRecords = { collection: readonly number[]; certificate: readonly number[] };
export const NO_RECORDS: FacetRecords = { collection: [], certificate: [] };

/** Every option of every facet at 0. */
export function emptyFacetCounts(records: FacetRecords = NO_RECORDS): FacetCounts {
  const zeros = (keys: readonly (string | number)[]) =>
    Object.fromEntries(keys.map((key) => [String(key), 0]));
  return {
    ...Object.fromEntries(FIXED_FACET_NAMES.map((name) => [name, zeros(FACETS[name])])),
    collection: zeros(records.collection),
    certificate: zeros(records.certificate),
  } as FacetCounts;
}

/** Adds `part`'s counts into `into` (each option's count is a sum over fabrics: parts of a catalogue add up). */
export function addFacetCounts(into: FacetCounts, part: FacetCounts): void {
  for (const [name, counts] of Object.entries(part) as [FacetName, Record<string, number>][]) {
    const total = into[name] as Record<string, number>;
    for (const [key, n] of Object.entries(counts)) total[key] = (total[key] ?? 0) + n;
  }
}

export type FinderResult = {
  /** Positions (in the rows given) of the fabrics kept, in list order. */
  positions: number[];
  facets: FacetCounts;
};
