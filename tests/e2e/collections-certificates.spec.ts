import { expect, type Page, test } from "./fixtures";
import { expectAxeClean, expectNoHorizontalOverflow, watchConsole } from "./page-checks";

// /collections, a collection's page, /certificates and what a fabric's page says of its
// collection, certificates and related fabrics, on the demo content (server/db/seed/: four
// collections of one year, 24 fabrics, four valid certificates with their PDF scans).

const MONTHS_ES = "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";

type ApiCollection = {
  id: number;
  name: string;
  season: string;
  kind: "main" | "capsule";
  year: number;
  fabric_count: number;
};
type ApiCertificate = {
  id: number;
  standard: string;
  number: string;
  issuer: string;
  scope: string;
  fabric_ids: number[];
};
type ApiFabric = {
  id: number;
  code: string;
  name: string;
  collection: { id: number; name: string; season: string } | null;
};

/**
 * Console errors and uncaught exceptions of a page, minus what a test expects. The browser's
 * own /favicon.ico probe is not the page's doing (the site's icon is declared by the root).
 */
const watchPage = (page: Page, ignore: RegExp[] = []) => watchConsole(page, ignore, { exceptFavicon: true });

async function api<T>(page: Page, url: string): Promise<T[]> {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBe(true);
  return ((await res.json()) as { data: T[] }).data;
}

test.describe("collections", () => {
  test("/collections lists the four demo collections by year; one opens with its fabrics and the finder link narrows /fabrics to it", async ({
    page,
  }) => {
    const errors = watchPage(page);
    const collections = await api<ApiCollection>(page, "/api/collections?lng=es");
    expect(collections).toHaveLength(4);

    const response = await page.goto("/collections?lng=es");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuestras colecciones");
    await expect(page).toHaveTitle("Nuestras colecciones | Dokuma Tekstil");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/collections\?lng=es$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      "href",
      /\/collections\?lng=fr$/,
    );
    const years = [...new Set(collections.map((c) => c.year))];
    await expect(page.locator("main h2")).toHaveText(years.map((y) => `Colecciones ${y}`));
    const cards = page.locator("main article.collection-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(collections.map((c) => c.name));
    for (const [i, c] of collections.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/collections/${c.id}?lng=es`);
      await expect(card).toContainText(c.season);
      await expect(card).toContainText(c.kind === "main" ? "Colección principal" : "Cápsula");
      await expect(card).toContainText(`${c.fabric_count} tejidos`);
    }
    await expectNoHorizontalOverflow(page);

    // The first collection: its header, then its fabrics as /fabrics shows them.
    const collection = collections[0]!;
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}\\?lng=es$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(collection.name);
    await expect(page).toHaveTitle(`Colección ${collection.name} · ${collection.season} | Dokuma Tekstil`);
    const fabrics = await api<ApiFabric>(
      page,
      `/api/fabrics?lng=es&collection=${collection.id}&page_size=48`,
    );
    expect(fabrics).toHaveLength(collection.fabric_count);
    expect(fabrics.every((f) => f.collection?.id === collection.id)).toBe(true);
    const fabricCards = page.locator("main article.fabric-card");
    await expect(fabricCards).toHaveCount(collection.fabric_count);
    await expect(fabricCards.getByRole("heading", { level: 3 })).toHaveText(fabrics.map((f) => f.name));
    await expect(fabricCards.first().getByRole("link")).toHaveAttribute(
      "href",
      `/fabric/${fabrics[0]!.id}?lng=es`,
    );
    await expectNoHorizontalOverflow(page);

    const finder = page.getByRole("link", { name: "Filtrar esta colección en el buscador de tejidos" });
    await expect(finder).toHaveAttribute("href", `/fabrics?collection=${collection.id}&lng=es`);
    await finder.click();
    await expect(page).toHaveURL(new RegExp(`/fabrics\\?collection=${collection.id}&lng=es$`));
    await expect(page.getByRole("status").filter({ hasText: "tejidos" })).toHaveText(
      `${collection.fabric_count} tejidos`,
    );
    await expect(page.locator("main article.fabric-card")).toHaveCount(collection.fabric_count);
    expect(errors).toEqual([]);
  });

  test("an unknown collection is a 404 page in the visitor's language", { tag: "@any-screen" }, async ({
    page,
  }) => {
    const errors = watchPage(page, [/status of 404/]);
    for (const path of ["/collections/99999", "/collections/abc"]) {
      const response = await page.goto(`${path}?lng=fr`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collection introuvable");
      await expect(page.getByRole("link", { name: "Toutes les collections" })).toHaveAttribute(
        "href",
        "/collections?lng=fr",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
    expect(errors).toEqual([]);
  });
});

test.describe("certificates", () => {
  test("/certificates lists the four demo certificates in Spanish, each scan answering a PDF", async ({
    page,
  }) => {
    const errors = watchPage(page);
    const certificates = await api<ApiCertificate>(page, "/api/certificates?lng=es");
    expect(certificates).toHaveLength(4);
    const response = await page.goto("/certificates?lng=es");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nuestros certificados");
    await expect(page).toHaveTitle("Nuestros certificados | Dokuma Tekstil");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/certificates\?lng=es$/);

    // The quality system first, then the fibre and product standards.
    const entries = page.locator("main article.certificate-entry");
    await expect(entries.getByRole("heading", { level: 2 })).toHaveText([
      "ISO 9001:2015",
      "GOTS",
      "OEKO-TEX® Standard 100",
      "GRS",
    ]);
    const byStandard = ["iso_9001", "gots", "oeko_tex_100", "grs"].map(
      (s) => certificates.find((c) => c.standard === s)!,
    );
    const fabrics = await api<ApiFabric>(page, "/api/fabrics?lng=es&page_size=100");
    for (const [i, c] of byStandard.entries()) {
      const entry = entries.nth(i);
      await expect(entry).toHaveAttribute("id", `certificate-${c.id}`);
      await expect(entry).toContainText(c.number);
      await expect(entry).toContainText(c.issuer);
      await expect(entry).toContainText(c.scope);
      await expect(entry.locator("time")).toHaveText(new RegExp(`^\\d{1,2} de (${MONTHS_ES}) de \\d{4}$`));
      const scan = entry.getByRole("link", { name: /^Abrir el certificado \(PDF, \d+\skB\)$/ });
      await expect(scan).toHaveAttribute("href", `/api/certificates/${c.id}/file`);
      const file = await page.request.get((await scan.getAttribute("href"))!);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
      // The fabrics it covers, by name, each to its page; the management system covers the company.
      if (c.fabric_ids.length === 0) {
        await expect(entry).toContainText("Cubre toda la producción de la empresa");
      } else {
        const names = c.fabric_ids.map((id) => fabrics.find((f) => f.id === id)!.name);
        const listed = await entry.locator(".certificate-fabric-list a").allTextContents();
        expect(listed.sort()).toEqual(names.slice(0, 24).sort());
        await expect(entry.getByRole("link", { name: "Ver estos tejidos en el buscador" })).toHaveAttribute(
          "href",
          `/fabrics?certificate=${c.id}&lng=es`,
        );
      }
    }
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  });
});

test.describe("a fabric's page", () => {
  test("shows its collection, its certificates and related fabrics", async ({ page }) => {
    const errors = watchPage(page);
    const fabrics = await api<ApiFabric>(page, "/api/fabrics?lng=fr&page_size=100");
    // DK-4110: organic cotton poplin of the spring–summer capsule, GOTS-certified.
    const fabric = fabrics.find((f) => f.code === "DK-4110")!;
    const collection = fabric.collection!;
    const [gots] = (await api<ApiCertificate>(page, "/api/certificates?lng=fr")).filter(
      (c) => c.standard === "gots",
    );
    await page.goto(`/fabric/${fabric.id}?lng=fr`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fabric.name);

    const records = page.locator(".fabric-records");
    await expect(
      records.getByRole("link", { name: `${collection.season} · ${collection.name}` }),
    ).toHaveAttribute("href", `/collections/${collection.id}?lng=fr`);
    await expect(records).toContainText("(Capsule)");
    const certificate = records.getByRole("link", { name: "GOTS" });
    await expect(certificate).toHaveAttribute("href", `/certificates?lng=fr#certificate-${gots!.id}`);
    await expect(records).toContainText(gots!.number);

    // Four others: of its collection first (newest first), never itself.
    const related = page.getByRole("region", { name: "Tissus similaires" }).locator("article.fabric-card");
    await expect(related).toHaveCount(4);
    const sameCollection = fabrics.filter((f) => f.collection?.id === collection.id && f.id !== fabric.id);
    await expect(related.getByRole("heading", { level: 3 })).toHaveText(
      sameCollection.slice(0, 4).map((f) => f.name),
    );
    await expect(related.getByRole("link", { name: fabric.name, exact: true })).toHaveCount(0);

    // The certificate's link leads to it on /certificates.
    await certificate.click();
    await expect(page).toHaveURL(new RegExp(`/certificates\\?lng=fr#certificate-${gots!.id}$`));
    await expect(page.locator(`#certificate-${gots!.id}`)).toBeInViewport();
    await expect(page.locator(`#certificate-${gots!.id} h2`)).toHaveText("GOTS");
    expect(errors).toEqual([]);
  });
});

test.describe("accessibility", () => {
  for (const lng of ["tr", "es"] as const) {
    test(`collections, a collection and certificates pass axe (${lng})`, async ({ page }) => {
      const errors = watchPage(page);
      const [collection] = await api<ApiCollection>(page, "/api/collections");
      for (const path of ["/collections", `/collections/${collection!.id}`, "/certificates"]) {
        await page.goto(`${path}?lng=${lng}`);
        for (const img of await page.locator("main img").all()) await img.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAxeClean(page);
        await expectNoHorizontalOverflow(page);
      }
      expect(errors).toEqual([]);
    });
  }
});
