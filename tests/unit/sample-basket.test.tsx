import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_LIMITS } from "../../common/constants";

// The sample basket kept in the browser (app/components/site/samples/basket.ts): whatever
// localStorage holds reads as a valid basket, each fabric and colourway is there once, at most
// SAMPLE_LIMITS.items, and another tab's change arrives through the `storage` event.

type Store = typeof import("../../app/components/site/samples/basket");

/** A browser's localStorage, kept in memory. */
class MemoryStorage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  clear() {
    this.values.clear();
  }
}

let storage: MemoryStorage;
let events: EventTarget;
let store: Store;

/** What another tab's write looks like here: the value changes, then a `storage` event says which key. */
function otherTab(key: string | null, value?: string) {
  if (key !== null && value !== undefined) storage.setItem(key, value);
  if (key === null) storage.clear();
  events.dispatchEvent(Object.assign(new Event("storage"), { key }));
}

const item = (fabric_id: number, colourway: string | null = null) => ({
  fabric_id,
  colourway,
  code: `KM-${fabric_id}`,
  name: `Fabric ${fabric_id}`,
  image: `/uploads/fabrics/${fabric_id}-480.webp`,
});

const stored = () => JSON.parse(storage.getItem("sample-basket") ?? "null");

beforeEach(async () => {
  storage = new MemoryStorage();
  events = new EventTarget();
  vi.stubGlobal("window", {
    localStorage: storage,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  });
  vi.resetModules();
  store = await import("../../app/components/site/samples/basket");
  return () => vi.unstubAllGlobals();
});

describe("reading what storage holds", () => {
  it.each([
    ["nothing", null],
    ["an empty text", ""],
    ["text that is not JSON", "{oops"],
    ["JSON of another shape", "[1,2,3]"],
    ["null", "null"],
    ["another version", JSON.stringify({ v: 2, items: [item(1)] })],
    ["items that are not a list", JSON.stringify({ v: 1, items: { 0: item(1) } })],
  ])("%s reads as an empty basket", (_, raw) => {
    expect(store.parseBasket(raw)).toEqual([]);
  });

  it("keeps the valid entries and drops the rest", () => {
    const raw = JSON.stringify({
      v: 1,
      items: [
        item(3),
        { ...item(4), fabric_id: "4" },
        { ...item(5), fabric_id: -5 },
        { ...item(6), fabric_id: 6.5 },
        { ...item(7), fabric_id: 2 ** 40 },
        { ...item(8), name: undefined },
        { ...item(9), colourway: "" },
        { ...item(10), colourway: "x".repeat(500) },
        { ...item(11), colourway: 11 },
        "junk",
        null,
        { ...item(12, "01"), image: "javascript:alert(1)" },
        { ...item(13), image: "//evil.example/x.png" },
        { fabric_id: 14, name: "Bare" },
      ],
    });
    expect(store.parseBasket(raw)).toEqual([
      item(3),
      { ...item(12, "01"), image: null },
      { ...item(13), image: null },
      { fabric_id: 14, colourway: null, code: null, name: "Bare", image: null },
    ]);
  });

  it("keeps each fabric and colourway once, and no more than the limit", () => {
    const many = Array.from({ length: SAMPLE_LIMITS.items + 5 }, (_, i) => item(i + 1));
    const raw = JSON.stringify({ v: 1, items: [item(1), item(1), item(1, "02"), ...many] });
    const basket = store.parseBasket(raw);
    expect(basket).toHaveLength(SAMPLE_LIMITS.items);
    expect(basket.slice(0, 3)).toEqual([item(1), item(1, "02"), item(2)]);
  });

  it("starts from junk and writes a valid basket over it", () => {
    storage.setItem("sample-basket", "{oops");
    expect(store.readBasket()).toEqual([]);
    expect(store.addToBasket(item(1))).toBe("added");
    expect(stored()).toEqual({ v: 1, items: [item(1)] });
  });

  it("works for the page's lifetime when storage is turned off", async () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.resetModules();
    const off: Store = await import("../../app/components/site/samples/basket");
    expect(off.readBasket()).toEqual([]);
    expect(off.addToBasket(item(1))).toBe("added");
    expect(off.readBasket()).toEqual([item(1)]);
  });
});

describe("changing the basket", () => {
  it("adds a fabric and colourway once", () => {
    expect(store.addToBasket(item(1))).toBe("added");
    expect(store.addToBasket(item(1))).toBe("present");
    expect(store.addToBasket(item(1, "01"))).toBe("added");
    expect(store.addToBasket(item(1, "01"))).toBe("present");
    expect(store.readBasket()).toEqual([item(1), item(1, "01")]);
    expect(stored().items).toHaveLength(2);
  });

  it("refuses a fabric past the limit", () => {
    for (let id = 1; id <= SAMPLE_LIMITS.items; id++) expect(store.addToBasket(item(id))).toBe("added");
    expect(store.addToBasket(item(99))).toBe("full");
    expect(store.readBasket()).toHaveLength(SAMPLE_LIMITS.items);
    // One out, one in.
    store.removeFromBasket(item(5));
    expect(store.addToBasket(item(99))).toBe("added");
  });

  it("changes a colourway, and merges two entries that become the same", () => {
    store.addToBasket(item(1));
    store.addToBasket(item(2, "01"));
    store.changeColourway(item(1), "03");
    expect(store.readBasket()).toEqual([item(1, "03"), item(2, "01")]);
    store.addToBasket(item(2));
    store.changeColourway(item(2), "01");
    expect(store.readBasket()).toEqual([item(1, "03"), item(2, "01")]);
    store.changeColourway(item(1, "03"), null);
    expect(stored().items).toEqual([item(1), item(2, "01")]);
  });

  it("keeps a cut length of a colourway (metres to one decimal, within the limits), drops it with the colourway", () => {
    store.addToBasket(item(1, "03"));
    store.addToBasket(item(2));
    store.setCutLength(item(1, "03"), 3.54, "03");
    expect(store.readBasket()[0]).toEqual({ ...item(1, "03"), cut_m: 3.5 });
    // A fabric made in one colourway: the line takes that colourway with the length.
    store.setCutLength(item(2), 12, "01");
    expect(store.readBasket()[1]).toEqual({ ...item(2, "01"), cut_m: 12 });
    // Under the minimum, above the maximum, or emptied: a sample again.
    store.setCutLength(item(2, "01"), 0.5, "01");
    expect(store.readBasket()[1]).toEqual(item(2, "01"));
    store.setCutLength(item(2, "01"), SAMPLE_LIMITS.cut.max + 1, "01");
    expect(store.readBasket()[1]).toEqual(item(2, "01"));
    // Another colourway: the length was of the old one.
    store.changeColourway(item(1, "03"), "04");
    expect(store.readBasket()[0]).toEqual(item(1, "04"));
    // What storage holds is read with the same rule.
    storage.setItem(
      "sample-basket",
      JSON.stringify({ v: 1, items: [{ ...item(5, "01"), cut_m: 7.25 }, { ...item(6), cut_m: 3 }, { ...item(7, "02"), cut_m: "9" }] }),
    );
    expect(store.parseBasket(storage.getItem("sample-basket"))).toEqual([
      { ...item(5, "01"), cut_m: 7.3 },
      item(6),
      item(7, "02"),
    ]);
  });

  it("removes one entry, and empties the basket (and storage)", () => {
    store.addToBasket(item(1));
    store.addToBasket(item(1, "01"));
    store.addToBasket(item(2));
    store.removeFromBasket(item(1, "01"));
    expect(store.readBasket()).toEqual([item(1), item(2)]);
    store.clearBasket();
    expect(store.readBasket()).toEqual([]);
    expect(storage.getItem("sample-basket")).toBeNull();
  });

  it("gives the same list until it changes (as useSyncExternalStore needs)", () => {
    store.addToBasket(item(1));
    const first = store.readBasket();
    expect(store.readBasket()).toBe(first);
    expect(store.addToBasket(item(1))).toBe("present");
    expect(store.readBasket()).toBe(first);
    store.addToBasket(item(2));
    expect(store.readBasket()).not.toBe(first);
  });
});

describe("listeners and other tabs", () => {
  it("tells listeners of each change, and not after they leave", () => {
    const heard = vi.fn();
    const leave = store.subscribeBasket(heard);
    store.addToBasket(item(1));
    store.changeColourway(item(1), "01");
    store.removeFromBasket(item(1, "01"));
    expect(heard).toHaveBeenCalledTimes(3);
    leave();
    store.addToBasket(item(2));
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it("reads another tab's change, and its clearing of storage", () => {
    store.addToBasket(item(1));
    const heard = vi.fn();
    store.subscribeBasket(heard);
    otherTab("sample-basket", JSON.stringify({ v: 1, items: [item(1), item(7, "02")] }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.readBasket()).toEqual([item(1), item(7, "02")]);
    otherTab("sample-basket", "{junk");
    expect(store.readBasket()).toEqual([]);
    otherTab("sample-basket", JSON.stringify({ v: 1, items: [item(8)] }));
    otherTab(null);
    expect(heard).toHaveBeenCalledTimes(4);
    expect(store.readBasket()).toEqual([]);
  });

  it("ignores other keys", () => {
    const heard = vi.fn();
    store.subscribeBasket(heard);
    otherTab("i18nextLng", "fr");
    expect(heard).not.toHaveBeenCalled();
  });

  it("reads storage again for a first listener (a change nobody heard)", () => {
    store.addToBasket(item(1));
    storage.setItem("sample-basket", JSON.stringify({ v: 1, items: [item(2)] }));
    const leave = store.subscribeBasket(() => undefined);
    expect(store.readBasket()).toEqual([item(2)]);
    leave();
  });

  it("is empty on the server, whatever the browser holds", () => {
    store.addToBasket(item(1));
    function Count() {
      return <span>{store.useBasket().length}</span>;
    }
    expect(renderToString(<Count />)).toBe("<span>0</span>");
  });
});
