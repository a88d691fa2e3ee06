/**
 * The fabric finder written as the plainest pass over the rows: the reference the index's sets of
 * positions (server/modules/fabrics/finder-bits.ts) and the database's facet counts are tested
 * against. Not used by the server.
 */
import { type FabricFilter, FACET_NAMES, type FacetName, foldText } from "../../common/fabric-filter";
import {
  emptyFacetCounts,
  type FacetRecords,
  type FacetValues,
  facetValues,
  type FinderResult,
  NO_RECORDS,
} from "../../server/modules/fabrics/finder";
import type { FabricRow } from "../../server/modules/fabrics/service";

/**
 * Applies a filter. `textOf(position)` gives a row's folded search text.
 */
export function findFabrics(
  rows: readonly FabricRow[],
  filter: FabricFilter,
  textOf: (position: number) => string,
  valuesAt: (position: number) => FacetValues = (position) => facetValues(rows[position]!),
  records: FacetRecords = NO_RECORDS,
): FinderResult {
  const words = filter.q ? foldText(filter.q).split(" ").filter(Boolean) : [];
  const wanted = Object.fromEntries(
    FACET_NAMES.map((name) => [name, new Set<string>(filter[name].map(String))]),
  ) as Record<FacetName, Set<string>>;
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
