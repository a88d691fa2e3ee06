import { describe, expect, it } from "vitest";
import { decodeMessage } from "../../app/lib/decode-message";

describe("decodeMessage", () => {
  it("decodes a URL-encoded message", () => {
    expect(decodeMessage("Merhaba%2C%20kuma%C5%9Flar%C4%B1n%C4%B1z")).toBe("Merhaba, kumaşlarınız");
  });

  it("decodes encoded line breaks", () => {
    expect(decodeMessage("Line%201%0ALine%202")).toBe("Line 1\nLine 2");
  });

  it("reads '+' as a space in form encoding", () => {
    expect(decodeMessage("Merhaba+d%C3%BCnya")).toBe("Merhaba dünya");
  });

  it("keeps '+' as a plus when spaces are encoded as %20", () => {
    expect(decodeMessage("1%2B1%20%3D%202+x")).toBe("1+1 = 2+x");
  });

  it("leaves plain text as is", () => {
    expect(decodeMessage("Merhaba, kumaşlarınız hakkında bilgi almak istiyorum.")).toBe(
      "Merhaba, kumaşlarınız hakkında bilgi almak istiyorum.",
    );
    expect(decodeMessage("1+1=2")).toBe("1+1=2");
    expect(decodeMessage("")).toBe("");
  });

  it("leaves text with a percent sign that is not an escape as is", () => {
    expect(decodeMessage("100% cotton")).toBe("100% cotton");
    expect(decodeMessage("50%off")).toBe("50%off");
  });

  it("leaves typed text that happens to hold an escape as is", () => {
    expect(decodeMessage("Use %20 for a space")).toBe("Use %20 for a space");
    expect(decodeMessage("a%41\nb")).toBe("a%41\nb");
    expect(decodeMessage("kumaş%41")).toBe("kumaş%41");
  });

  it("leaves escapes that are not UTF-8 as is", () => {
    expect(decodeMessage("%E0%A4%A")).toBe("%E0%A4%A");
    expect(decodeMessage("%FF%FE")).toBe("%FF%FE");
  });

  it("decodes only once", () => {
    expect(decodeMessage("%2541")).toBe("%41");
  });
});
