import { describe, expect, it } from "vitest";
import {
  fabricFilterParams,
  foldText,
  isEmptyFilter,
  NO_FILTER,
  QUERY_MAX,
  readFabricFilter,
} from "../../common/fabric-filter";

const read = (query: string) => readFabricFilter(new URLSearchParams(query));

describe("the finder's filter in a URL", () => {
  it("reads facets repeated or comma-separated, in the list's own order, without duplicates", () => {
    const filter = read("fiber=linen&fiber=cotton,linen&weave=twill&end_use=women");
    expect(filter.fiber).toEqual(["cotton", "linen"]);
    expect(filter.weave).toEqual(["twill"]);
    expect(filter.end_use).toEqual(["women"]);
    expect(fabricFilterParams(filter).toString()).toBe("fiber=cotton%2Clinen&weave=twill&end_use=women");
  });

  it("leaves out what it cannot read instead of failing (a stale or edited link still opens)", () => {
    const filter = read("fiber=silk,linen&weave=<script>&gsm_min=abc&gsm_max=99999&page=2");
    expect(filter).toEqual({ ...NO_FILTER, fiber: ["linen"], gsm_max: null });
    expect(read("gsm_min=9999").gsm_min).toBe(600);
  });

  it("orders a reversed weight range and keeps the words tidy", () => {
    const filter = read(`gsm_min=140&gsm_max=100&q=${encodeURIComponent("  oxford \u0000 blue  ")}`);
    expect([filter.gsm_min, filter.gsm_max]).toEqual([100, 140]);
    expect(filter.q).toBe("oxford blue");
    expect(read(`q=${"a".repeat(500)}`).q).toHaveLength(QUERY_MAX);
  });

  it("knows an empty filter", () => {
    expect(isEmptyFilter(read("page=3&lng=es"))).toBe(true);
    expect(isEmptyFilter(read("q=lin"))).toBe(false);
    expect(fabricFilterParams(read("page=3")).toString()).toBe("");
  });

  it("folds case, accents and the Turkish i for matching", () => {
    expect(foldText("ORGÁNICO İnce Işık Lyocell")).toBe("organico ince isik lyocell");
    expect(foldText("Popeline de coton peigné")).toContain("peigne");
  });
});
