import { afterEach, describe, expect, it, vi } from "vitest";
import { searchWithLanguage, storedLanguageToApply, storeLanguage } from "../../app/i18n/browser-language";
import { fromAcceptLanguage, pickLanguage } from "../../common/i18n/language";
import { readCookie } from "../../common/cookies";
import {
  formatDate,
  formatDateRange,
  formatMegabytes,
  formatNumber,
  isoDay,
  toDate,
  yearIn,
} from "../../app/lib/format";

/** As server/http/view.ts reads a request. */
const request = (url: string, headers: Record<string, string> = {}) =>
  pickLanguage({
    query: new URL(`http://localhost${url}`).searchParams.get("lng") ?? undefined,
    cookie: readCookie(headers.cookie, "i18next"),
    acceptLanguage: headers["accept-language"],
  });

describe("the server's language", () => {
  it("takes ?lng=, then the cookie, then Accept-Language, then tr", () => {
    const all = { cookie: "a=1; i18next=fr", "accept-language": "de-DE,de;q=0.9" };
    expect((request("/?lng=es", all))).toBe("es");
    expect((request("/?lng=xx", all))).toBe("fr");
    expect((request("/", { "accept-language": "de-DE,de;q=0.9" }))).toBe("de");
    expect((request("/", { cookie: "i18next=klingon", "accept-language": "it" }))).toBe("tr");
  });

  it("reads Accept-Language by quality, then by order, ignoring q=0 and unsupported languages", () => {
    expect(fromAcceptLanguage("it;q=1, es-ES;q=0.9, en;q=0.8")).toBe("es");
    expect(fromAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8")).toBe("fr");
    expect(fromAcceptLanguage("en;q=0.5, de;q=0.7")).toBe("de");
    expect(fromAcceptLanguage("de;q=0, en")).toBe("en");
    expect(fromAcceptLanguage("it, pt")).toBeUndefined();
    expect(fromAcceptLanguage(null)).toBeUndefined();
  });
});

describe("the browser's stored language", () => {
  function fakeBrowser(local: Record<string, string>, session: Record<string, string> = {}) {
    const storage = (values: Record<string, string>) => ({
      getItem: (key: string) => values[key] ?? null,
      setItem: (key: string, value: string) => {
        values[key] = value;
      },
    });
    const doc = { cookie: "" };
    vi.stubGlobal("window", {
      localStorage: storage(local),
      sessionStorage: storage(session),
      location: { protocol: "https:" },
    });
    vi.stubGlobal("document", doc);
    return { local, doc };
  }
  afterEach(() => vi.unstubAllGlobals());

  it("applies localStorage, then sessionStorage, only without ?lng= and without the cookie", () => {
    fakeBrowser({ i18nextLng: "fr" }, { i18nextLng: "es" });
    expect(storedLanguageToApply("tr", "", "")).toBe("fr");
    expect(storedLanguageToApply("fr", "", "")).toBeUndefined();
    expect(storedLanguageToApply("tr", "?lng=de", "")).toBeUndefined();
    expect(storedLanguageToApply("tr", "", "x=1; i18next=de")).toBeUndefined();
    // An unknown cookie value does not count as a choice.
    expect(storedLanguageToApply("tr", "", "i18next=xx")).toBe("fr");

    fakeBrowser({}, { i18nextLng: "es" });
    expect(storedLanguageToApply("tr", "", "")).toBe("es");
    fakeBrowser({ i18nextLng: "pt" });
    expect(storedLanguageToApply("tr", "", "")).toBeUndefined();
  });

  it("stores the choice in localStorage and in a year-long cookie", () => {
    const { local, doc } = fakeBrowser({});
    storeLanguage("de");
    expect(local.i18nextLng).toBe("de");
    expect(doc.cookie).toBe("i18next=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("rewrites only lng in the query", () => {
    expect(searchWithLanguage("", "de")).toBe("?lng=de");
    expect(searchWithLanguage("?country=2&lng=fr", "es")).toBe("?country=2&lng=es");
    expect(searchWithLanguage("?page=2", "en")).toBe("?page=2&lng=en");
  });
});

describe("dates and numbers per language", () => {
  it("writes a date day-month-year in each language, in Istanbul's time zone", () => {
    const value = "2025-03-12T21:30:00Z"; // already 13 March in Istanbul (UTC+3)
    expect(formatDate(value, "tr")).toBe("13 Mart 2025");
    expect(formatDate(value, "en")).toBe("13 March 2025");
    expect(formatDate(value, "de")).toBe("13. März 2025");
    expect(formatDate(value, "es")).toBe("13 de marzo de 2025");
    expect(formatDate(value, "fr")).toBe("13 mars 2025");
    expect(formatDate(value, "tr", "short")).toBe("13.03.2025");
    expect(formatDate(value, "en", "short")).toBe("13/03/2025");
    expect(isoDay(value)).toBe("2025-03-13");
  });

  it("reads a date-only value as that calendar day, and nothing as empty", () => {
    expect(formatDate("2025-01-01", "en")).toBe("1 January 2025");
    expect(toDate("not a date")).toBeNull();
    expect(formatDate(null, "tr")).toBe("");
    expect(formatDate("", "tr")).toBe("");
  });

  it("writes a range with the shared parts once, or one date", () => {
    expect(formatDateRange("2025-03-12", "2025-03-14", "en")).toMatch(/^12\s*–\s*14 March 2025$/);
    expect(formatDateRange("2025-03-12", "2025-03-14", "de")).toMatch(/^12\.\s*–\s*14\. März 2025$/);
    expect(formatDateRange("2025-03-12", null, "fr")).toBe("12 mars 2025");
    expect(formatDateRange(null, "2025-03-14", "fr")).toBe("14 mars 2025");
    expect(formatDateRange("2025-03-12", "2025-03-12", "tr")).toBe("12 Mart 2025");
  });

  it("uses each language's separators", () => {
    expect(formatNumber(12345.5, "tr")).toBe("12.345,5");
    expect(formatNumber(12345.5, "en")).toBe("12,345.5");
    expect(formatNumber(12345.5, "de")).toBe("12.345,5");
    expect(formatNumber(12345.5, "fr")).toMatch(/^12\s345,5$/);
    expect(formatMegabytes(5 * 1024 * 1024, "tr")).toBe("5,00 MB");
    expect(formatMegabytes(1.5 * 1024 * 1024, "en")).toBe("1.50 MB");
  });

  it("gives the year in Istanbul", () => {
    expect(yearIn("2025-12-31T22:30:00Z")).toBe(2026);
    expect(yearIn("2025-12-31T20:30:00Z")).toBe(2025);
  });
});
