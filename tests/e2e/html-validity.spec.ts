import { HtmlValidate } from "html-validate";
import { expect, test } from "./fixtures";

// Every public page, as the server sends it, is valid HTML by the rules of the HTML standard
// (html-validate's "standard" preset: content models, attributes and their values, duplicate
// ids, unclosed or misnested elements; not its style rules). The pages a visitor reaches from
// the lists (a fabric, a collection, a fair, a country) are found by following the lists' links.

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

async function problems(html: string, url: string): Promise<string[]> {
  const report = await validator.validateString(html, url);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${url} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

test.describe("valid HTML @any-screen", () => {
  test("the validator refuses invalid markup (so a clean report means something)", async () => {
    const invalid =
      '<!DOCTYPE html><html lang="fr"><head><title>x</title></head><body><ul><div id="a"></div></ul><p id="a"><div></div></p></body></html>';
    const found = await problems(invalid, "sample");
    expect(found.some((line) => line.includes("element-permitted-content"))).toBe(true);
    expect(found.some((line) => line.includes("no-dup-id"))).toBe(true);
  });

  test("every public page, in every language, is valid HTML", async ({ request }) => {
    test.setTimeout(120_000);
    const get = async (url: string) => {
      const response = await request.get(url, { headers: { cookie: "seen=1" } });
      expect(response.status(), url).toBe(200);
      return response.text();
    };
    const linksOf = async (url: string, pattern: RegExp) =>
      [...new Set([...(await get(url)).matchAll(pattern)].map((m) => m[1] ?? ""))].slice(0, 2);

    const fabrics = await linksOf("/fabrics?lng=tr", /href="(\/fabric\/\d+)/g);
    const collections = await linksOf("/collections?lng=tr", /href="(\/collections\/\d+)/g);
    const countries = await linksOf("/exhibitions?lng=tr", /href="(\/exhibitions\?country=\d+)/g);
    expect(countries.length).toBeGreaterThan(0);
    const fairs = await linksOf(`${countries[0]}&lng=tr`, /href="(\/exhibition\/\d+)/g);
    expect(fabrics.length).toBeGreaterThan(0);
    expect(collections.length).toBeGreaterThan(0);
    expect(fairs.length).toBeGreaterThan(0);

    const everyPage = [
      "/",
      "/fabrics",
      "/fabrics?fiber=linen&weave=twill&gsm_min=100&gsm_max=140",
      "/collections",
      "/certificates",
      "/traceability",
      "/exhibitions",
      "/about",
      "/contact",
      "/careers",
      "/privacy",
      "/admin/login",
      ...fabrics,
      ...collections,
      ...countries,
      ...fairs,
    ];
    const found: string[] = [];
    for (const lng of ["tr", "en", "de", "es", "fr"]) {
      // Every page in French; the pages with the most text in the other languages too.
      const pages = lng === "fr" ? everyPage : ["/", "/fabrics", fabrics[0]!, "/certificates", "/contact"];
      for (const page of pages) {
        const url = `${page}${page.includes("?") ? "&" : "?"}lng=${lng}`;
        found.push(...(await problems(await get(url), url)));
      }
    }
    expect(found).toEqual([]);
  });
});
