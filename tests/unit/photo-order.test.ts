import { describe, expect, it } from "vitest";
import { moveItem } from "../../app/components/admin/exhibitions/reorder";

describe("moveItem", () => {
  it("moves an item earlier and later, leaving the input unchanged", () => {
    const list = ["a", "b", "c", "d"];
    expect(moveItem(list, 2, 0)).toEqual(["c", "a", "b", "d"]);
    expect(moveItem(list, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveItem(list, 1, 2)).toEqual(["a", "c", "b", "d"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("clamps the target and ignores an unknown source", () => {
    expect(moveItem(["a", "b"], 0, 9)).toEqual(["b", "a"]);
    expect(moveItem(["a", "b"], 1, -3)).toEqual(["b", "a"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});
