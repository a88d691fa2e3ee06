import { describe, expect, it } from "vitest";
import { gs1CheckDigit, gtin14, isGtin } from "./gs1";

/** GS1's own examples: a GTIN-8, a UPC-A (GTIN-12), an EAN-13 (GTIN-13). */
const VALID: [string, string][] = [
  ["96385074", "00000096385074"],
  ["036000291452", "00036000291452"],
  ["4006381333931", "04006381333931"],
];

describe("GTINs", () => {
  it("pads the 8, 12 and 13 digit forms to 14 digits, the check digit unchanged", () => {
    for (const [code, padded] of VALID) {
      expect(gtin14(code), code).toBe(padded);
      expect(isGtin(code) && isGtin(padded), code).toBe(true);
    }
    expect(gtin14("14006381333938")).toBe("14006381333938");
  });

  it("refuses other lengths and anything but digits", () => {
    const bad = ["", "1234567", "123456789", "12345678901", "123456789012345", "4006381 33931", "400638133393a"];
    for (const code of [...bad, "４００６３８１３３３９３１"]) expect(gtin14(code), code).toBeNull();
  });

  it("refuses a wrong check digit in each form", () => {
    for (const [code] of VALID) {
      const last = Number(code.at(-1));
      expect(isGtin(`${code.slice(0, -1)}${(last + 1) % 10}`), code).toBe(false);
    }
    const body = "1400638133393";
    expect(isGtin(`${body}${gs1CheckDigit(body)}`)).toBe(true);
    expect(isGtin(`${body}${(gs1CheckDigit(body) + 5) % 10}`)).toBe(false);
  });
});
