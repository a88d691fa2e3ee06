// A list in one CSV cell (common/list-cell.ts): what joinList writes, splitList reads back, whatever
// the texts hold; an empty cell is no item.
import { describe, expect, it } from "vitest";
import { joinList, splitList } from "../../common/list-cell";

describe("list cells", () => {
  it("read back texts holding the separators and the escape", () => {
    const items = [
      ["tear", "ISO 13937-2:2000", "warp 18; weft 14", "N", "2026-01-05", "C:\\lab"],
      ["pilling", "", "4", "grade", "2026-01-06", "TÜV"],
    ];
    const cell = joinList(items);
    expect(cell).toBe(
      "tear:ISO 13937-2\\:2000:warp 18\\; weft 14:N:2026-01-05:C\\:\\\\lab;pilling::4:grade:2026-01-06:TÜV",
    );
    expect(splitList(cell)).toEqual(items);
  });

  it("write null as an empty field, and read an empty cell as no item", () => {
    expect(joinList([["linen", "FR", null, null, null]])).toBe("linen:FR:::");
    expect(splitList("linen:FR:::")).toEqual([["linen", "FR", "", "", ""]]);
    expect(splitList("")).toEqual([]);
    expect(splitList("  ")).toEqual([]);
    expect(joinList([])).toBe("");
  });

  it("keep a trailing backslash as text", () => {
    expect(splitList("a\\")).toEqual([["a\\"]]);
  });
});
