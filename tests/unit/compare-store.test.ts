import { beforeEach, describe, expect, it, vi } from "vitest";

// The fabrics to compare, kept in the browser (app/components/site/compare/store.ts): whatever
// localStorage holds reads as a valid list of at most four, a fifth is refused, every change is
// announced on window (the shell's tray gate listens), and /compare's query keeps the order.

type Store = typeof import("../../app/components/site/compare/store");

let values: Map<string, string>;
let events: EventTarget;
let store: Store;

const item = (id: number) => ({ id, code: `KM-${id}`, name: `Fabric ${id}` });

beforeEach(async () => {
  values = new Map();
  events = new EventTarget();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  });
  vi.resetModules();
  store = await import("../../app/components/site/compare/store");
  return () => vi.unstubAllGlobals();
});

describe("reading what storage holds", () => {
  it.each([
    ["nothing", null],
    ["text that is not JSON", "{oops"],
    ["another version", JSON.stringify({ v: 2, items: [item(1)] })],
    ["items that are not a list", JSON.stringify({ v: 1, items: { 0: item(1) } })],
  ])("%s reads as an empty list", (_, raw) => {
    expect(store.parseCompare(raw)).toEqual([]);
  });

  it("keeps the valid entries, each fabric once, at most four", () => {
    const raw = JSON.stringify({
      v: 1,
      items: [
        item(1),
        { id: -3, name: "x" },
        { id: 2.5, name: "x" },
        item(1),
        { id: 4, name: 7 },
        item(2),
        item(3),
        item(5),
        item(6),
      ],
    });
    expect(store.parseCompare(raw).map((i) => i.id)).toEqual([1, 2, 3, 5]);
  });
});

describe("ticking fabrics", () => {
  it("adds, takes out, refuses a fifth, and announces each change on window", () => {
    const heard: number[] = [];
    events.addEventListener("compare-change", (event) => heard.push((event as CustomEvent<number>).detail));
    for (const id of [3, 7, 12, 9]) expect(store.toggleCompare(item(id))).toBe("added");
    expect(store.toggleCompare(item(20))).toBe("full");
    expect(store.readCompare().map((i) => i.id)).toEqual([3, 7, 12, 9]);
    expect(store.compareQuery(store.readCompare())).toEqual({ ids: "3,7,12,9" });
    expect(store.toggleCompare(item(7))).toBe("removed");
    expect(JSON.parse(values.get("compare-fabrics")!).items.map((i: { id: number }) => i.id)).toEqual([
      3, 12, 9,
    ]);
    store.clearCompare();
    expect(values.has("compare-fabrics")).toBe(false);
    expect(heard).toEqual([1, 2, 3, 4, 3, 0]);
  });
});
