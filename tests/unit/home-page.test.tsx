import { renderToString } from "react-dom/server";
import { TranslationProvider } from "../../app/i18n/translation";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FabricSlider } from "../../app/components/site/home/FabricSlider";
import { FairsTeaser } from "../../app/components/site/home/FairsTeaser";
import { i18nFor } from "../../app/i18n/i18n.server";
import { loader } from "../../app/routes/site/home";
import { countries, fabrics } from "../../server/db/schema";
import { createTestApp, type TestApp } from "../helpers/app";
import { PublicData } from "../../server/http/cache/public-data";
import { loadContextFor } from "../helpers/load-context";

// The home page's loader on a test database (what it reads, what a failed read gives) and the
// sections' server rendering of the fallbacks: the three built-in fabrics, the error text.

let t: TestApp;
const log = { error: vi.fn(), bindings: () => ({ reqId: "req-42" }) };

/** A database whose every read fails, as when the server is down. */
const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("connection refused");
    },
  },
);

async function load(url: string, db: unknown = t.ctx.db) {
  const request = new Request(`http://site.test${url}`);
  return loader({
    request,
    params: {},
    // Nothing held in memory (server/http/cache/public-data.ts): what the loader reads comes from `db`.
    context: loadContextFor(request, { ...t.ctx, db, publicData: new PublicData() } as TestApp["ctx"], log),
  } as never);
}

function render(lng: "tr" | "fr", node: React.ReactNode) {
  return renderToString(
    <TranslationProvider i18n={i18nFor(lng)}>
      <MemoryRouter initialEntries={[`/?lng=${lng}`]}>{node}</MemoryRouter>
    </TranslationProvider>,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db
    .insert(fabrics)
    .values({ name: { tr: "Poplin", fr: "Popeline" }, description: { tr: "Pamuk" } });
  await t.ctx.db.insert(countries).values({ name: { tr: "Fransa", fr: "France" }, code: "FR" });
});
afterAll(async () => {
  await t?.close();
});

describe("home loader", () => {
  it("reads fabrics, countries and upcoming fairs in the page's language, with its SEO data", async () => {
    const data = await load("/?lng=fr");
    expect(data.fabrics).toEqual([
      expect.objectContaining({ name: "Popeline", description: "Pamuk", image: null }),
    ]);
    expect(data.countries).toEqual({
      ok: true,
      items: [expect.objectContaining({ name: "France", exhibitionCount: 0 })],
    });
    expect(data.fairs).toEqual({ ok: true, items: [] });
    expect(data.collections).toEqual([]);
    expect(data.certificates).toEqual([]);
    expect(data.heroImages).toEqual([null, null]);
    expect(data.seo).toMatchObject({
      title: "Fabricant de tissus pour chemises",
      lng: "fr",
      path: "/",
      image: null,
    });
  });

  it("still answers when the database fails: no fabric list, the error code and request id", async () => {
    log.error.mockClear();
    const data = await load("/", brokenDb);
    expect(data.fabrics).toBeNull();
    expect(data.countries).toEqual({ ok: false, error: { code: "unavailable", requestId: "req-42" } });
    expect(data.fairs).toEqual({ ok: false, error: { code: "unavailable", requestId: "req-42" } });
    // No row of collections, and the certificates section without its carousel.
    expect(data.collections).toBeNull();
    expect(data.certificates).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(5);
  });
});

describe("home sections on the server", () => {
  it("shows the three built-in fabrics, linking to /fabrics, when the list could not be read", () => {
    const html = render("fr", <FabricSlider fabrics={null} />);
    for (const name of ["Coton", "Lin", "Sergé"]) expect(html).toContain(`>${name}</a>`);
    expect(html.match(/href="\/fabrics\?lng=fr"/g)).toHaveLength(4);
    expect(html).toContain('src="/placeholder.svg"');
  });

  it("shows the catalogue's error text with the code and the request id instead of the countries", () => {
    const error = { code: "unavailable", requestId: "req-42" };
    const html = render("tr", <FairsTeaser countries={{ ok: false, error }} fairs={{ ok: false, error }} />);
    expect(html).toContain("Ülkeler yüklenirken hata oluştu: unavailable");
    expect(html).toContain("İstek kimliği: req-42");
    expect(html).toContain('role="alert"');
  });
});
