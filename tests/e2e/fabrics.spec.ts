import { expect, type Page, test } from "./fixtures";
import { expectAxeClean, expectNoHorizontalOverflow, watchConsole } from "./page-checks";
import { saveScreenshot } from "./screenshots";

// /fabrics, /fabric/:id and /about on the demo content (24 fabrics, 12 a page, each with a gallery).

/**
 * Console errors and uncaught exceptions of a page, minus what a test expects. The browser's
 * own /favicon.ico probe is not the page's doing (the site's icon is declared by the root).
 */
const watchPage = (page: Page, ignore: RegExp[] = []) => watchConsole(page, ignore, { exceptFavicon: true });

/** Waits until React Router has hydrated the page (links then navigate on the client). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
      .__reactRouterDataRouter;
    return router?.state.initialized === true;
  });
}

/** Brings every lazy image into view and waits until each has loaded (or failed). */
async function loadAllImages(page: Page) {
  for (const img of await page.locator("main img").all()) await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main img")].every((i) => (i as HTMLImageElement).complete),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

type ApiFabric = { id: number; name: string; created_at: string };

/** The first page of fabrics as /fabrics shows it (12 a page), and how many there are. */
async function apiFabricPage(page: Page, lng: string): Promise<{ data: ApiFabric[]; total: number }> {
  const res = await page.request.get(`/api/fabrics?lng=${lng}&page_size=12`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: ApiFabric[]; meta: { total: number } };
  return { data: body.data, total: body.meta.total };
}

const apiFabrics = async (page: Page, lng: string) => (await apiFabricPage(page, lng)).data;

test.describe("fabric list", () => {
  for (const lng of ["tr", "en"] as const) {
    test(`lists the demo fabrics with their pictures (${lng})`, async ({ page }) => {
      const errors = watchPage(page);
      const { data: fabrics, total } = await apiFabricPage(page, lng);
      expect(total).toBe(24);
      expect(fabrics.length).toBe(12);
      const response = await page.goto(`/fabrics?lng=${lng}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lng === "tr" ? "Kumaşlarımız" : "Our fabrics",
      );
      const cards = page.locator("main article.fabric-card");
      await expect(cards).toHaveCount(12);
      // In the API's (and the page's) order, in the page's language.
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText(fabrics.map((f) => f.name));
      await expect(cards.first()).toContainText(lng === "tr" ? "Pamuklu poplin" : "Cotton poplin");
      await loadAllImages(page);
      for (const img of await cards.locator("img").all()) {
        await expect(img).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
        await expect(img).toHaveAttribute("srcset", /400w.*800w/);
        await expect(img).toHaveAttribute("width", /^\d+$/);
        expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
      }
      // Long descriptions are clamped: the text box is shorter than its content.
      const clamp = await cards
        .first()
        .locator(".fabric-card-text")
        .evaluate((p) => p.scrollHeight - p.clientHeight);
      expect(clamp).toBeGreaterThan(0);
      await expectNoHorizontalOverflow(page);
      expect(errors).toEqual([]);
    });
  }

  test("grid has 3 columns on a desktop and 1 on a phone", async ({ page }, testInfo) => {
    await page.goto("/fabrics?lng=tr");
    const xs = await page
      .locator("main article.fabric-card")
      .evaluateAll((cards) => cards.slice(0, 3).map((c) => Math.round(c.getBoundingClientRect().x)));
    const columns = new Set(xs).size;
    expect(columns).toBe(testInfo.project.name === "mobile" ? 1 : 3);
  });

  test("a card leads to its fabric, with a spinner while it loads", async ({ page }) => {
    const errors = watchPage(page);
    await page.goto("/fabrics?lng=en");
    await hydrated(page);
    const card = page.locator("main article.fabric-card").nth(1);
    const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
    // Hold the page's data request until the spinner has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/fabric\/\d+\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await card.getByRole("link", { name }).click();
    await expect(card.getByRole("status")).toHaveText("Loading fabric…");
    release();
    await expect(page).toHaveURL(/\/fabric\/\d+\?lng=en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("status")).toHaveCount(0);
    await page.getByRole("link", { name: "All fabrics" }).click();
    await expect(page).toHaveURL(/\/fabrics\?lng=en$/);
    expect(errors).toEqual([]);
  });

  test("a picture that fails to load is replaced by the placeholder", { tag: "@any-screen" }, async ({
    page,
  }) => {
    const errors = watchPage(page, [/Failed to load resource/]);
    await page.route("**/uploads/**", (route) => route.abort());
    await page.goto("/fabrics?lng=tr");
    const first = page.locator("main article.fabric-card img").first();
    await expect(first).toHaveAttribute("src", "/placeholder.svg");
    await expect(first).not.toHaveAttribute("srcset", /./);
    // The placeholder keeps the card's alt text and size: nothing shifts.
    await expect(first).toHaveAttribute("alt", "Pamuklu poplin kumaşının yakın çekimi");
    // The placeholder itself loads (its width is 0 until it has: wait for it, do not sample once).
    await expect
      .poll(() => first.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test("a page past the end answers 404 with a link to the first page", { tag: "@any-screen" }, async ({
    page,
  }) => {
    const errors = watchPage(page, [/status of 404/]);
    const response = await page.goto("/fabrics?page=9&lng=tr");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Bu sayfada kumaş yok.")).toBeVisible();
    await expect(page.getByRole("link", { name: "İlk sayfaya dön" })).toHaveAttribute(
      "href",
      "/fabrics?lng=tr",
    );
    expect(errors).toEqual([]);
  });
});

test.describe("fabric page", () => {
  const MONTHS_TR = "Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık";
  const MONTHS_DE = "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember";

  for (const [lng, pattern] of [
    ["tr", new RegExp(`^\\d{1,2} (${MONTHS_TR}) \\d{4}$`)],
    ["de", new RegExp(`^\\d{1,2}\\. (${MONTHS_DE}) \\d{4}$`)],
  ] as const) {
    test(`shows name, description, date and gallery (${lng})`, async ({ page }) => {
      const errors = watchPage(page);
      const [fabric] = await apiFabrics(page, lng);
      if (!fabric) throw new Error("no demo fabric");
      const detail = await page.request.get(`/api/fabrics/${fabric.id}?lng=${lng}`);
      const { data } = (await detail.json()) as { data: { fabric: { description: string } } };

      const response = await page.goto(`/fabric/${fabric.id}?lng=${lng}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fabric.name);
      await expect(page.locator(".fabric-description")).toContainText(data.fabric.description.slice(0, 60));
      // The day it was added, under the name (the passport's test dates are further down).
      const time = page.locator("main h1 + p time");
      await expect(time).toHaveText(pattern);
      const expected = new Intl.DateTimeFormat(lng, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/Istanbul",
      }).format(new Date(fabric.created_at));
      await expect(time).toHaveText(expected);
      // The main picture is loaded first, never lazily.
      const main = page.locator(".fabric-main-image img");
      await expect(main).toHaveAttribute("loading", "eager");
      await expect(main).toHaveAttribute("fetchpriority", "high");
      await expect(page).toHaveTitle(`${fabric.name} | Dokuma Tekstil`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /\/uploads\/.+\.webp$/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/fabric/${fabric.id}${lng === "tr" ? "" : `\\?lng=${lng}`}$`),
      );

      const links = page.locator("main .fabric-thumb");
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toHaveAccessibleName(lng === "tr" ? /yeni sekmede açılır/ : /neuen Tab/);
        const href = (await link.getAttribute("href")) ?? "";
        expect(href).toMatch(/^\/uploads\/.+\.webp$/);
        const full = await page.request.get(href);
        expect(full.status()).toBe(200);
        expect(full.headers()["content-type"]).toBe("image/webp");
      }
      await expectNoHorizontalOverflow(page);
      expect(errors).toEqual([]);
    });
  }

  for (const path of ["/fabric/99999", "/fabric/abc"]) {
    test(`${path} is not found (404)`, { tag: "@any-screen" }, async ({ page }) => {
      const errors = watchPage(page, [/status of 404/]);
      const response = await page.goto(`${path}?lng=tr`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kumaş bulunamadı");
      await expect(page.locator(".alert-warning")).toBeVisible();
      await expect(page.getByRole("link", { name: "Tüm kumaşlar" })).toHaveAttribute(
        "href",
        "/fabrics?lng=tr",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const english = await page.goto(`${path}?lng=en`);
      expect(english?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fabric not found");
      expect(errors).toEqual([]);
    });
  }
});

test.describe("about page", () => {
  for (const [lng, title, phrase] of [
    ["de", "Über uns", "zwei Hauptkollektionen und zwei Kapselkollektionen"],
    ["es", "Quiénes somos", "dos colecciones principales y dos colecciones cápsula"],
    ["tr", "Hakkımızda", "iki ana koleksiyon ve iki kapsül koleksiyon"],
  ] as const) {
    test(`tells the company's story (${lng})`, async ({ page }) => {
      const errors = watchPage(page);
      const response = await page.goto(`/about?lng=${lng}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const main = page.getByRole("main");
      await expect(main).toContainText("1980");
      await expect(main).toContainText(phrase);
      await expect(main).toContainText("ISO 9001:2015");
      await expect(main).toContainText("GOTS");
      await expect(main.locator(`a[href="/contact?lng=${lng}"]`)).toBeVisible();
      await expect(main.locator(".about-swatches img")).toHaveCount(3);
      await expect(page).toHaveTitle(`${title} | Dokuma Tekstil`);
      await expectNoHorizontalOverflow(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("accessibility and screenshots", () => {
  for (const lng of ["tr", "de"] as const) {
    for (const [name, path] of [
      ["fabrics", "/fabrics"],
      ["fabric", "/fabric/1"],
      ["about", "/about"],
    ] as const) {
      test(`${name} (${lng}) passes axe`, async ({ page }, testInfo) => {
        const errors = watchPage(page);
        await page.goto(`${path}?lng=${lng}`);
        await hydrated(page);
        await loadAllImages(page);
        await expectAxeClean(page);
        await saveScreenshot(page, `${name}-${testInfo.project.name}-${lng}`, { fullPage: true });
        expect(errors).toEqual([]);
      });
    }
  }
});
