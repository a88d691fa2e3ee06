import { describe, expect, it } from "vitest";
import { readShared, sharePath, shareValue } from "../../app/components/site/samples/share";
import { SAMPLE_LIMITS } from "../../common/constants";

// A sample basket as a link: what the receiver's page reads back is what was shared, and a link
// someone typed, cut or forged is read as far as it can be, never more.

const query = (path: string) => path.slice(path.indexOf("?"));

describe("share links of the sample basket", () => {
  it("reads back the fabrics and colourways it was made of, odd references too", () => {
    const items = [
      { fabric_id: 3, colourway: "02" },
      { fabric_id: 7, colourway: null },
      { fabric_id: 12, colourway: "N° 5, navy." },
      { fabric_id: 12, colourway: "a+b %20" },
      { fabric_id: 40, colourway: "Ğ/ü&x=1" },
    ];
    const path = sharePath(items);
    expect(path.startsWith("/samples?items=3.02,7,12.")).toBe(true);
    // Commas between the entries, none inside one.
    expect(query(path).split(",")).toHaveLength(items.length);
    // One query parameter, whatever the references hold.
    expect(new URL(path, "https://example.com").searchParams.size).toBe(1);
    expect(readShared(query(path))).toEqual({ items, skipped: 0 });
    // As a browser hands it over: after the other parameters of the address.
    expect(readShared(`?lng=fr&${query(path).slice(1)}&utm_source=mail`)).toEqual({ items, skipped: 0 });
  });

  it("survives the query being encoded again, as the language switcher's links do", () => {
    const items = [
      { fabric_id: 3, colourway: "02" },
      { fabric_id: 12, colourway: "N° 5, navy." },
      { fabric_id: 7, colourway: null },
    ];
    const params = new URLSearchParams(query(sharePath(items)));
    params.set("lng", "en");
    const again = `?${params.toString()}`;
    expect(again).toContain("%2C"); // its commas are no longer commas
    expect(readShared(again)).toEqual({ items, skipped: 0 });
    // And once more.
    expect(readShared(`?${new URLSearchParams(again).toString()}`)).toEqual({ items, skipped: 0 });
  });

  it("says when a query is not a shared basket at all", () => {
    expect(readShared("")).toBeNull();
    expect(readShared("?lng=fr&itemsx=3")).toBeNull();
    expect(readShared("?items=")).toEqual({ items: [], skipped: 0 });
  });

  it("leaves out what is not an entry and counts it", () => {
    const search =
      "?items=0,-3,abc,3e2,007,1.,2.%ZZ,4.%00x,5.%20%20,6.ABCDEFGHIJKLM,99999999999999999999,8.ok";
    expect(readShared(search)).toEqual({ items: [{ fabric_id: 8, colourway: "ok" }], skipped: 11 });
  });

  it("keeps each fabric and colourway once, the same fabric in two colourways twice", () => {
    expect(readShared("?items=3.02,3.02,3,3.03,3")).toEqual({
      items: [
        { fabric_id: 3, colourway: "02" },
        { fabric_id: 3, colourway: null },
        { fabric_id: 3, colourway: "03" },
      ],
      skipped: 0,
    });
  });

  it("holds at most what a request holds", () => {
    const ids = Array.from({ length: SAMPLE_LIMITS.items + 5 }, (_, i) => i + 1);
    const shared = readShared(`?items=${ids.join(",")}`);
    expect(shared?.items.map((item) => item.fabric_id)).toEqual(ids.slice(0, SAMPLE_LIMITS.items));
    expect(shared?.skipped).toBe(5);
    expect(shareValue([])).toBe("");
  });
});
