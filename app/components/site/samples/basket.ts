/**
 * The sample basket: the fabrics a buyer means to ask samples of, kept in this browser only
 * (localStorage `sample-basket`, a versioned list: app/lib/local-list.ts) until the request is
 * sent. Anything unreadable in storage reads as what is valid in it, or as an empty basket.
 */
import { useSyncExternalStore } from "react";
import { FABRIC_CARD_LIMITS, isRowId, SAMPLE_LIMITS } from "../../../../common/constants";
import { localList, storedItems } from "../../../lib/local-list";

export const BASKET_KEY = "sample-basket";
const VERSION = 1;

/**
 * A fabric in the basket, with a colourway (its reference) or none chosen yet. Code, name and
 * picture are what the page showed when it was added, for when the fabric cannot be read again.
 */
export type BasketItem = {
  fabric_id: number;
  colourway: string | null;
  code: string | null;
  name: string;
  image: string | null;
  /** A cut length of the colourway in metres (one decimal) instead of a sample; null: a sample. */
  cut_m?: number | null;
};
export type Basket = readonly BasketItem[];

/** What adding did: added, already there (same fabric and colourway), or the basket is full. */
export type AddResult = "added" | "present" | "full";

const EMPTY: Basket = [];

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length <= max;
const sameItem = (
  a: Pick<BasketItem, "fabric_id" | "colourway">,
  b: Pick<BasketItem, "fabric_id" | "colourway">,
) => a.fabric_id === b.fabric_id && a.colourway === b.colourway;

/** One stored entry as an item, or null when it is not one (a picture must be one of our paths). */
function readItem(value: unknown): BasketItem | null {
  if (typeof value !== "object" || value === null) return null;
  const { fabric_id, colourway = null, code = null, name, image = null, cut_m = null } = value as Record<
    string,
    unknown
  >;
  if (typeof fabric_id !== "number" || !isRowId(fabric_id)) return null;
  if (colourway !== null && !(isText(colourway, FABRIC_CARD_LIMITS.colourwayRef) && colourway.trim()))
    return null;
  if (code !== null && !isText(code, 100)) return null;
  if (!isText(name, 500)) return null;
  const picture = isText(image, 1000) && /^\/[^/\\]/.test(image) ? image : null;
  return withCut({ fabric_id, colourway, code, name, image: picture }, colourway === null ? null : cutOf(cut_m));
}

/** A cut length as stored or typed (metres, one decimal, within SAMPLE_LIMITS.cut), or null. */
export function cutOf(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const metres = Math.round(value * 10) / 10;
  return metres >= SAMPLE_LIMITS.cut.min && metres <= SAMPLE_LIMITS.cut.max ? metres : null;
}

/** The item with this cut length, or without one (a sample: no `cut_m` stored). */
function withCut(item: BasketItem, cut: number | null): BasketItem {
  const { cut_m: _, ...sample } = item;
  return cut === null ? sample : { ...sample, cut_m: cut };
}

/** The stored text as a basket: the valid entries, each fabric and colourway once, at most the limit. */
export function parseBasket(raw: string | null): Basket {
  const basket: BasketItem[] = [];
  for (const value of storedItems(raw, VERSION) ?? []) {
    const item = readItem(value);
    if (item && !basket.some((kept) => sameItem(kept, item)) && basket.length < SAMPLE_LIMITS.items)
      basket.push(item);
  }
  return basket;
}

const store = localList({ key: BASKET_KEY, version: VERSION, parse: parseBasket });

/** The basket now (the same array until it changes, as useSyncExternalStore needs). */
export const readBasket = (): Basket => store.read();
export const subscribeBasket = store.subscribe;
const write = store.write;

/** The basket, empty on the server and while the page hydrates. */
export const useBasket = (): Basket => store.use();

const noChange = () => () => {};
/** False on the server and while the page hydrates, true once its script runs. */
export const useClientReady = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

export function addToBasket(item: BasketItem): AddResult {
  const basket = readBasket();
  if (basket.some((kept) => sameItem(kept, item))) return "present";
  if (basket.length >= SAMPLE_LIMITS.items) return "full";
  write([...basket, item]);
  return "added";
}

export function removeFromBasket(item: Pick<BasketItem, "fabric_id" | "colourway">): void {
  write(readBasket().filter((kept) => !sameItem(kept, item)));
}

/** Another colourway for an item; if the fabric is already there in that colourway, the two become one. */
export function changeColourway(
  item: Pick<BasketItem, "fabric_id" | "colourway">,
  colourway: string | null,
): void {
  const basket = readBasket();
  const target = { fabric_id: item.fabric_id, colourway };
  if (sameItem(item, target)) return;
  const taken = basket.some((kept) => sameItem(kept, target));
  write(
    basket.flatMap((kept) => {
      if (!sameItem(kept, item)) return [kept];
      // A cut length was of the old colourway: the line is a sample again.
      return taken ? [] : [withCut({ ...kept, colourway }, null)];
    }),
  );
}

/**
 * A cut length of an item's colourway (metres), or none (a sample). `colourway` names it where the
 * item has none chosen (a fabric made in one colourway): the item then takes it.
 */
export function setCutLength(
  item: Pick<BasketItem, "fabric_id" | "colourway">,
  metres: number | null,
  colourway: string,
): void {
  const basket = readBasket();
  const target = { fabric_id: item.fabric_id, colourway };
  // The fabric is in the basket in that colourway already as another line: that line takes the length.
  const other = !sameItem(item, target) && basket.some((kept) => sameItem(kept, target));
  write(
    basket.flatMap((kept) => {
      if (other && sameItem(kept, item)) return [];
      if (sameItem(kept, other ? target : item)) return [withCut({ ...kept, colourway }, cutOf(metres))];
      return [kept];
    }),
  );
}

export function clearBasket(): void {
  write(EMPTY);
}
