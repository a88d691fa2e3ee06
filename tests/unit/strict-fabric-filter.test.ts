// A followed search keeps the finder's query only when the finder would read all of it: what
// /fabrics would silently drop (a stale bookmark's unknown value) is a refusal here, so an alert
// never follows a different search than the one its visitor saw.
import { describe, expect, it } from "vitest";
import { fabricFilterParams, readStrictFabricFilter } from "../../common/fabric-filter";

describe("readStrictFabricFilter", () => {
  it("takes what the finder reads whole, in any order, and gives its canonical form", () => {
    const filter = readStrictFabricFilter("?gsm_max=140&weave=twill&fiber=linen,cotton&gsm_min=120&q=oxford");
    expect(filter).not.toBeNull();
    expect(fabricFilterParams(filter!).toString()).toBe(
      "q=oxford&fiber=cotton%2Clinen&weave=twill&gsm_min=120&gsm_max=140",
    );
    expect(readStrictFabricFilter("collection=3&certificate=7")).toMatchObject({
      collection: [3],
      certificate: [7],
    });
  });

  it("refuses what the finder would drop or an empty search", () => {
    for (const query of [
      "",
      "?",
      "page=2",
      "weave=twill&page=2",
      "weave=nylon",
      "weave=twill,nylon",
      "weave=twill&weave=oxford",
      "gsm_min=abc",
      "gsm_min=99999",
      "gsm_min=-5",
      "gsm_min=10",
      "gsm_min=0120",
      "gsm_min=140&gsm_max=120",
      "collection=abc",
      "q=",
      "q=%20%20",
    ]) {
      expect(readStrictFabricFilter(query), query).toBeNull();
    }
  });
});
