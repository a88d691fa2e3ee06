// The one rule that turns a stock figure into what the public reads (common/stock.ts), on fixed
// dates, and the read models' expiry that makes "in stock" stop by itself when figures go stale.
import { afterEach, describe, expect, it, vi } from "vitest";
import { isAvailable, isStale, type StockRules, staleAt, stockBand } from "../../common/stock";
import { PublicData } from "../../server/http/cache/public-data";
import { PublicCache } from "../../server/http/cache/store";

const imported = new Date("2026-11-29T06:40:00Z");
const rules: StockRules = { limitedBelowM: 100, staleAfterH: 48, lastImportAt: imported };
const at = (hours: number) => new Date(imported.getTime() + hours * 3_600_000);

describe("stockBand", () => {
  it("is in stock from the threshold, limited below it, out at zero", () => {
    expect(stockBand({ availableDm: 1000, nextBatchOn: null }, rules, at(1))).toBe("in_stock");
    expect(stockBand({ availableDm: 999, nextBatchOn: null }, rules, at(1))).toBe("limited");
    expect(stockBand({ availableDm: 1, nextBatchOn: null }, rules, at(1))).toBe("limited");
    expect(stockBand({ availableDm: 0, nextBatchOn: "2027-01-12" }, rules, at(1))).toBe("out");
    expect(stockBand({ availableDm: 5000, nextBatchOn: null }, { ...rules, limitedBelowM: 600 }, at(1))).toBe(
      "limited",
    );
  });

  it("says 'ask' without a figure, without any import, and from the stale limit on", () => {
    expect(stockBand(undefined, rules, at(1))).toBe("ask");
    expect(stockBand({ availableDm: 5000, nextBatchOn: null }, { ...rules, lastImportAt: null }, at(1))).toBe(
      "ask",
    );
    expect(stockBand({ availableDm: 5000, nextBatchOn: null }, rules, at(47.99))).toBe("in_stock");
    expect(stockBand({ availableDm: 5000, nextBatchOn: null }, rules, at(48))).toBe("ask");
    expect(isStale(rules, at(48))).toBe(true);
    expect(isStale({ ...rules, staleAfterH: 72 }, at(48))).toBe(false);
    expect(staleAt(rules)).toBe(at(48).getTime());
  });

  it("keeps in stock and limited for the finder's 'In stock now'", () => {
    expect(["in_stock", "limited", "out", "ask"].filter((band) => isAvailable(band as never))).toEqual([
      "in_stock",
      "limited",
    ]);
  });
});

describe("read models that expire", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are loaded anew, and the answer cache emptied, once the time a model set has come", async () => {
    vi.useFakeTimers({ now: at(0) });
    const data = new PublicData();
    const cache = new PublicCache(true, { data });
    let loads = 0;
    const read = () =>
      data.read("stock", async () => {
        loads++;
        // Two hours on, the same day in Istanbul (a new day empties the store anyway).
        data.expireAt(at(2).getTime());
        return loads;
      });
    expect(await read()).toBe(1);
    cache.set("page", cache.generation, { body: Buffer.from("in stock"), etag: "x", headers: {} });
    vi.setSystemTime(at(1.99));
    expect(await read()).toBe(1);
    expect(cache.get("page")).toBeDefined();
    vi.setSystemTime(at(2));
    expect(cache.get("page")).toBeUndefined();
    expect(await read()).toBe(2);
  });
});
