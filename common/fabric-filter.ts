/**
 * The fabric finder's filters, as they stand in a URL (`/fabrics?fiber=linen&weave=twill&gsm_min=100`)
 * and in the API's query (`GET /api/fabrics?...`): read the same way by the page's loader and the
 * API, so a shared link and an API call mean the same list. No zod: the browser imports it.
 *
 * Within one facet the values are alternatives (linen or cotton); facets narrow each other
 * (linen and twill). Values repeat (`fiber=linen&fiber=cotton`) or come comma-separated
 * (`fiber=linen,cotton`); unknown values are ignored, as a stale bookmark should still open.
 */
import { FIBERS } from "./constants";
import { CARD_FACETS, FABRIC_CARD_FIELDS, FINDER_RANGE } from "./fabric-card-fields";

/**
 * The facets a buyer ticks with a fixed list of keys: the fibres of the composition, then the
 * card's fields the finder filters on (common/fabric-card-fields.ts), under their names.
 */
export const FACETS = { fiber: FIBERS, ...CARD_FACETS } as const;
export type FixedFacet = keyof typeof FACETS;
/** Where each fixed facet's labels are in the catalogue (`<list>.<key>`), and its heading: a card field's are its own. */
export const FACET_LABELS = {
  fiber: { list: "fabricCard.fibers", heading: "fabricCard.fields.composition" },
  ...Object.fromEntries(
    FABRIC_CARD_FIELDS.flatMap((field) =>
      "finder" in field && field.finder === "facet"
        ? [[field.name, { list: field.labels, heading: `fabricCard.fields.${field.name}` }]]
        : [],
    ),
  ),
} as Record<FixedFacet, { list: string; heading: string }>;

/** The facets whose options are records (a collection, a certificate), by id. */
export const RECORD_FACETS = ["collection", "certificate"] as const;
export type RecordFacet = (typeof RECORD_FACETS)[number];
export type FacetName = FixedFacet | RecordFacet;
export const FIXED_FACET_NAMES = Object.keys(FACETS) as FixedFacet[];
export const FACET_NAMES: FacetName[] = [...FIXED_FACET_NAMES, ...RECORD_FACETS];
/** Most ids one record facet keeps from a URL. */
const IDS_MAX = 20;

export type FabricFilter = {
  [N in FixedFacet]: (typeof FACETS)[N][number][];
} & {
  /** Collection ids, ascending. */
  collection: number[];
  /** Certificate ids, ascending (a certificate that is not valid today matches nothing). */
  certificate: number[];
  /** Weight range in g/m², both ends included. */
  gsm_min: number | null;
  gsm_max: number | null;
  /** Words to find in the name, article code and description (current language). */
  q: string;
  /** "In stock now" (`in_stock=1`): a colourway in stock or limited, figures not stale. */
  in_stock: boolean;
};

/** Longest search text kept (longer is cut, not refused). */
export const QUERY_MAX = 100;

export const NO_FILTER: FabricFilter = {
  ...(Object.fromEntries(FIXED_FACET_NAMES.map((name) => [name, []])) as { [N in FixedFacet]: [] }),
  collection: [],
  certificate: [],
  gsm_min: null,
  gsm_max: null,
  q: "",
  in_stock: false,
};

/** Something that reads like URLSearchParams (the page's URL, or the API's parsed query). */
type Params = { getAll(name: string): string[] };

function keysOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T[] {
  const wanted = new Set(params.getAll(name).flatMap((value) => value.split(",")).map((v) => v.trim()));
  // In the list's own order: one filter, one URL, one cache entry.
  return allowed.filter((key) => wanted.has(key));
}

/** Record ids: positive, distinct, ascending, at most IDS_MAX. */
function idsOf(params: Params, name: string): number[] {
  const ids = new Set<number>();
  for (const value of params.getAll(name).flatMap((v) => v.split(","))) {
    const raw = value.trim();
    if (/^[1-9]\d{0,8}$/.test(raw)) ids.add(Number(raw));
  }
  return [...ids].sort((a, b) => a - b).slice(0, IDS_MAX);
}

function grams(params: Params, name: string): number | null {
  const raw = params.getAll(name)[0]?.trim();
  if (!raw || !/^\d{1,4}$/.test(raw)) return null;
  const { min, max } = FINDER_RANGE;
  return Math.min(max, Math.max(min, Number(raw)));
}

/** The filter a URL's parameters describe (anything unreadable is left out, never an error). */
export function readFabricFilter(params: Params): FabricFilter {
  let gsmMin = grams(params, "gsm_min");
  let gsmMax = grams(params, "gsm_max");
  if (gsmMin !== null && gsmMax !== null && gsmMin > gsmMax) [gsmMin, gsmMax] = [gsmMax, gsmMin];
  return {
    ...(Object.fromEntries(FIXED_FACET_NAMES.map((name) => [name, keysOf(params, name, FACETS[name])])) as {
      [N in FixedFacet]: FabricFilter[N];
    }),
    collection: idsOf(params, "collection"),
    certificate: idsOf(params, "certificate"),
    gsm_min: gsmMin,
    gsm_max: gsmMax,
    q: (params.getAll("q")[0] ?? "").replace(/\p{Cc}/gu, " ").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX),
    in_stock: params.getAll("in_stock")[0]?.trim() === "1",
  };
}

/** True when the filter narrows nothing. */
export function isEmptyFilter(filter: FabricFilter): boolean {
  return (
    FACET_NAMES.every((name) => filter[name].length === 0) &&
    filter.gsm_min === null &&
    filter.gsm_max === null &&
    filter.q === "" &&
    !filter.in_stock
  );
}

/** The filter as URL parameters, in a fixed order (the canonical form of a finder URL). */
export function fabricFilterParams(filter: FabricFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  for (const name of FACET_NAMES) if (filter[name].length > 0) params.set(name, filter[name].join(","));
  if (filter.gsm_min !== null) params.set("gsm_min", String(filter.gsm_min));
  if (filter.gsm_max !== null) params.set("gsm_max", String(filter.gsm_max));
  if (filter.in_stock) params.set("in_stock", "1");
  return params;
}

/** How many fabrics each option would give, with the other facets as they are. */
export type FacetCounts = { [N in FixedFacet]: Record<(typeof FACETS)[N][number], number> } & {
  [N in RecordFacet]: Record<string, number>;
};

/** Text for matching: lower case, accents and Turkish dotted/dotless i folded (pamuk = PAMUK, İnce = ince). */
export function foldText(value: string): string {
  return value
    .replace(/[İIı]/g, "i")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

/**
 * A finder query string read strictly (a followed search, `POST /api/search-alerts`): the filter,
 * or null when the string asks for anything the finder would drop (an unknown parameter, a value
 * no facet has, a weight out of range, a repeated parameter) or narrows nothing. What comes back
 * is what `/fabrics` would show for the same address.
 */
export function readStrictFabricFilter(query: string): FabricFilter | null {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const known = new Set<string>([...FACET_NAMES, "q", "gsm_min", "gsm_max", "in_stock"]);
  const names = [...params.keys()];
  if (names.some((name) => !known.has(name)) || new Set(names).size !== names.length) return null;
  const filter = readFabricFilter(params);
  if (isEmptyFilter(filter)) return null;
  for (const name of FACET_NAMES) {
    const asked = new Set(
      (params.get(name) ?? "")
        .split(",")
        .map((value) => value.trim())
        .filter(Boolean),
    );
    if (asked.size !== filter[name].length) return null;
  }
  for (const name of ["gsm_min", "gsm_max"] as const) {
    const raw = params.get(name);
    // Unreadable, written otherwise than as a number, or out of the finder's range (it would clamp).
    if (raw !== null && (filter[name] === null || String(filter[name]) !== raw.trim())) return null;
  }
  const q = params.get("q");
  if (q !== null && q.trim() !== "" && filter.q === "") return null;
  const inStock = params.get("in_stock");
  if (inStock !== null && inStock.trim() !== "1") return null;
  return filter;
}
