/**
 * The fabric finder: which fabrics a filter keeps, and how many each option of each facet would
 * keep with the other facets as they are (disjunctive facets: ticking "linen" does not empty
 * the fibre list). Pure functions over the rows, in their list order. The index (catalogue.ts)
 * filters with sets of positions (finder-bits.ts); `findFabrics` is the same finder written as a
 * plain pass over the rows, the reference that those sets and the database's counts are tested
 * against.
 */
import {
  type FabricFilter,
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
    case "end_use":
      return card.end_use ?? [];
    case "weave":
      return card.weave ? [card.weave] : [];
    case "pattern":
      return card.pattern ? [card.pattern] : [];
    case "stock_service":
      return card.stock_service ? [card.stock_service] : [];
  }
}

/** A fabric's values of every facet. */
export type FacetValues = Record<FacetName, readonly string[]>;

/** A fabric's values of every facet, given the ids of the certificates valid today that cover it. */
export function facetValues(row: FabricRow, certificateIds: readonly number[] = []): FacetValues {
  return Object.fromEntries(FACET_NAMES.map((name) => [name, valuesOf(row, name, certificateIds)])) as FacetValues;
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
  const zeros = (keys: readonly (string | number)[]) => Object.fromEntries(keys.map((key) => [String(key), 0]));
  return {
    ...Object.fromEntries(FIXED_FACET_NAMES.map((name) => [name, zeros(FACETS[name])])),
    collection: zeros(records.collection),
    certificate: zeros(records.certificate),
  } as FacetCounts;
}

export type FinderResult = {
  /** Positions (in the rows given) of the fabrics kept, in list order. */
  positions: number[];
  facets: FacetCounts;
};

/**
 * Applies a filter. `textOf(position)` gives a row's folded search text (the index keeps them
 * per language; the database path makes them on the spot).
 */
export function findFabrics(
  rows: readonly FabricRow[],
  filter: FabricFilter,
  textOf: (position: number) => string,
  valuesAt: (position: number) => FacetValues = (position) => facetValues(rows[position]!),
  records: FacetRecords = NO_RECORDS,
): FinderResult {
  const words = filter.q ? foldText(filter.q).split(" ").filter(Boolean) : [];
  const wanted = Object.fromEntries(FACET_NAMES.map((name) => [name, new Set<string>(filter[name].map(String))])) as Record<
    FacetName,
    Set<string>
  >;
  const facets = emptyFacetCounts(records);
  const positions: number[] = [];

  rows.forEach((row, position) => {
    // Weight and words narrow every facet's counts.
    const weight = row.card?.weight_gsm ?? null;
    if (filter.gsm_min !== null && (weight === null || weight < filter.gsm_min)) return;
    if (filter.gsm_max !== null && (weight === null || weight > filter.gsm_max)) return;
    if (words.length > 0) {
      const text = textOf(position);
      if (!words.every((word) => text.includes(word))) return;
    }
    const values = valuesAt(position);
    let failing: FacetName | null = null;
    let failures = 0;
    for (const name of FACET_NAMES) {
      if (wanted[name].size > 0 && !values[name].some((value) => wanted[name].has(value))) {
        failing = name;
        failures += 1;
      }
    }
    if (failures === 0) positions.push(position);
    // A facet's counts ignore its own selection: a row that fails only that facet still counts there.
    for (const name of FACET_NAMES) {
      if (failures === 0 || (failures === 1 && failing === name)) {
        // A fabric's values of one facet are distinct (the card's schema sees to it).
        const counts = facets[name] as Record<string, number>;
        // Only options there are (a certificate that expired today is in no row's values).
        for (const value of values[name]) if (value in counts) counts[value] = counts[value]! + 1;
      }
    }
  });
  return { positions, facets };
}
