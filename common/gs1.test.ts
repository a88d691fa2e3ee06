import { describe, expect, it } from "vitest";
import { gs1CheckDigit, gtin14, isGtin } from "./gs1";

describe("GTINs", () => {
  it("pads the 8, 12 and 13 digit forms to 14 digits", () => {
    expect(gtin14("96385074")).toBe("00000096385074");
    expect(gtin14("036000291452")).toBe("00036000291452");
    expect(gtin14("4006381333931")).toBe("04006381333931");
    expect(gtin14("14006381333938")).toBe("14006381333938");
  });

  it("refuses other lengths and anything but digits", () => {
    for (const code of [
      "",
      "1234567",
      "123456789",
      "12345678901",
      "123456789012345",
      "4006381 33931",
      "400638133393a",
      "４００６３８１３３３９３１",
    ])
      expect(gtin14(code), code).toBeNull();
  });

  it("checks the check digit in each form, padded or not", () => {
    expect(isGtin("96385074")).toBe(true);
    expect(isGtin("036000291452")).toBe(true);
    expect(isGtin("4006381333931")).toBe(true);
    expect(isGtin("04006381333931")).toBe(true);
    expect(isGtin("96385075")).toBe(false);
    expect(isGtin("036000291453")).toBe(false);
    expect(isGtin("4006381333932")).toBe(false);
    const body = "1400638133393";
    expect(isGtin(`${body}${gs1CheckDigit(body)}`)).toBe(true);
    expect(isGtin(`${body}${(gs1CheckDigit(body) + 1) % 10}`)).toBe(false);
  });
});
