import { describe, expect, it } from "vitest";
import { END_USES, FIBERS, PATTERNS, STOCK_SERVICES, WEAVES } from "../../common/constants";
import { type FabricFilter, NO_FILTER } from "../../common/fabric-filter";
import type { FacetRecords, FacetValues } from "../../server/modules/fabrics/finder";
import { FinderBits } from "../../server/modules/fabrics/finder-bits";
import type { FabricRow } from "../../server/modules/fabrics/service";
import { findFabrics } from "../helpers/finder-reference";

/** A small seeded generator (mulberry32): the same catalogues and filters at every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const some = <T>(list: readonly T[], chance: number) => list.filter(() => next() < chance);
  const one = <T>(list: readonly T[]) => list[int(list.length)]!;
  return { next, int, some, one };
}

const WORDS = ["oxford", "blue", "poplin", "linen", "stripe", "ecru", "twill", "soft"];
/** Collections 1–5 exist (5 has no fabric); certificate 4 expired (in values, not among the options). */
const RECORDS: FacetRecords = { collection: [1, 2, 3, 4, 5], certificate: [1, 2, 3] };

type Fabric = { values: FacetValues; weight: number | null; text: string };

function catalogue(size: number, rnd: ReturnType<typeof random>): Fabric[] {
  return Array.from({ length: size }, () => ({
    values: {
      fiber: rnd.some(FIBERS, 0.2),
      weave: rnd.next() < 0.9 ? [rnd.one(WEAVES)] : [],
      pattern: rnd.next() < 0.9 ? [rnd.one(PATTERNS)] : [],
      end_use: rnd.some(END_USES, 0.5),
      stock_service: rnd.next() < 0.8 ? [rnd.one(STOCK_SERVICES)] : [],
      collection: rnd.next() < 0.9 ? [String(1 + rnd.int(4))] : [],
      certificate: rnd.some(["1", "2", "3", "4"], 0.4),
    },
    weight: rnd.next() < 0.9 ? 60 + rnd.int(200) : null,
    text: rnd.some(WORDS, 0.3).join(" "),
  }));
}

function filterOf(rnd: ReturnType<typeof random>): FabricFilter {
  const gsm = () => (rnd.next() < 0.4 ? 60 + rnd.int(200) : null);
  const [a, b] = [gsm(), gsm()];
  return {
    ...NO_FILTER,
    fiber: rnd.some(FIBERS, 0.1),
    weave: rnd.some(WEAVES, 0.1),
    pattern: rnd.some(PATTERNS, 0.15),
    end_use: rnd.some(END_USES, 0.2),
    stock_service: rnd.some(STOCK_SERVICES, 0.2),
    // 4 expired, 99 unknown: they match nothing.
    collection: rnd.some([1, 2, 3, 4, 5, 99], 0.15),
    certificate: rnd.some([1, 2, 3, 4, 99], 0.15),
    gsm_min: a !== null && b !== null ? Math.min(a, b) : a,
    gsm_max: a !== null && b !== null ? Math.max(a, b) : b,
    q: rnd.next() < 0.3 ? rnd.some(WORDS, 0.2).join(" ").toUpperCase() : "",
  };
}

/** The reference (tests/helpers/finder-reference.ts) over the same fabrics. */
function reference(fabrics: Fabric[], filter: FabricFilter) {
  const rows = fabrics.map((fabric) => ({ card: { weight_gsm: fabric.weight } }) as unknown as FabricRow);
  return findFabrics(
    rows,
    filter,
    (position) => fabrics[position]!.text,
    (position) => fabrics[position]!.values,
    RECORDS,
  );
}

function bitsOf(fabrics: Fabric[]) {
  return new FinderBits(
    fabrics.length,
    fabrics.map((fabric) => fabric.values),
    fabrics.map((fabric) => fabric.weight),
    RECORDS,
  );
}

describe("the finder's sets of positions", () => {
  it("keep the same fabrics, in the same order, with the same counts as the finder over rows", () => {
    const rnd = random(1980);
    // Sizes around the 32-bit words' edges, and a catalogue of a mill's size.
    for (const size of [0, 1, 31, 32, 33, 64, 65, 300, 2_000]) {
      const fabrics = catalogue(size, rnd);
      const bits = bitsOf(fabrics);
      for (let round = 0; round < 60; round++) {
        const filter = round === 0 ? NO_FILTER : filterOf(rnd);
        const found = bits.find(filter, (position) => fabrics[position]!.text);
        expect(found, `${size} fabrics, filter ${JSON.stringify(filter)}`).toEqual(
          reference(fabrics, filter),
        );
      }
    }
  });

  it("count an option with its own facet's selection left out, and an expired certificate nowhere", () => {
    const values = (fiber: string[], certificate: string[]): FacetValues => ({
      ...{ weave: [], pattern: [], end_use: [], stock_service: [], collection: ["1"] },
      fiber,
      certificate,
    });
    const fabrics: Fabric[] = [
      { values: values(["linen"], ["1"]), weight: 120, text: "linen twill" },
      { values: values(["cotton"], ["4"]), weight: 130, text: "oxford" },
      { values: values(["linen", "cotton"], []), weight: 300, text: "heavy" },
    ];
    const found = bitsOf(fabrics).find(
      { ...NO_FILTER, fiber: ["linen"], gsm_max: 200 },
      (p) => fabrics[p]!.text,
    );
    expect(found.positions).toEqual([0]);
    // Under 200 g/m²: one linen, one cotton; the linen selection does not hide cotton's count.
    expect(found.facets.fiber).toMatchObject({ linen: 1, cotton: 1, wool: 0 });
    expect(found.facets.certificate).toEqual({ "1": 1, "2": 0, "3": 0 });
  });
});
