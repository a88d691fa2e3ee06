import { expect, type Page, type TestInfo, test } from "./fixtures";
import { expectAxeClean, watchConsole } from "./page-checks";
import { E2E_ADMIN } from "../../playwright.config";
import { saveScreenshot } from "./screenshots";

// /exhibitions (countries, then a country's fairs, chosen in the URL), /exhibition/:id (details,
// photo grid) and the lightbox, on the demo content, in Turkish and one other language.

type Lng = "tr" | "en";

const COUNTRY_NAMES: Record<Lng, string[]> = {
  tr: ["Fransa", "İspanya", "Almanya", "Kanada", "Yunanistan"],
  en: ["France", "Spain", "Germany", "Canada", "Greece"],
};

const TEXTS = {
  tr: {
    title: "Fuarlar",
    back: "Tüm ülkeler",
    photos: (n: number) => `Fotoğraflar (${n})`,
    counter: (k: number, n: number) => `${k} / ${n}`,
    close: "Kapat",
    next: "Sonraki görsel",
    previous: "Önceki görsel",
    notFound: "Fuar bulunamadı",
    countryNotFound: "Ülke bulunamadı",
    empty: (country: string) => `${country} için gösterilecek fuar yok.`,
    enlarge: "Fotoğrafı büyüt",
  },
  en: {
    title: "Exhibitions",
    back: "All countries",
    photos: (n: number) => `Photos (${n})`,
    counter: (k: number, n: number) => `${k} of ${n}`,
    close: "Close",
    next: "Next image",
    previous: "Previous image",
    notFound: "Exhibition not found",
    countryNotFound: "Country not found",
    empty: (country: string) => `No exhibitions available for ${country}`,
    enlarge: "Enlarge photo",
  },
} as const;

/** A 32×24 navy PNG: a valid picture for the cover of a test country. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAL0lEQVRIiWOQt4qnKWIYtcBqNIjiR1OR/GhGix8tKuRHS1Or0QpHfrTKtBrcrQoAvBsoH/FvEIoAAAAASUVORK5CYII=",
  "base64",
);

type ApiCountry = { id: number; name: string; code: string | null };
type ApiExhibition = { id: number; title: string; photo_count: number; country_id: number };
type ApiPhoto = { id: number; title: string; description: string };

async function api<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function demoCountries(page: Page, lng: Lng): Promise<ApiCountry[]> {
  const all = await api<ApiCountry[]>(page, `/api/countries?lng=${lng}`);
  return ["FR", "ES", "DE", "CA", "GR"].map((code) => {
    const country = all.find((c) => c.code === code);
    if (!country) throw new Error(`demo country ${code} is missing`);
    return country;
  });
}

async function firstExhibitionWithPhotos(page: Page, lng: Lng): Promise<ApiExhibition> {
  const [france] = await demoCountries(page, lng);
  const fairs = await api<ApiExhibition[]>(page, `/api/exhibitions/country/${france!.id}?lng=${lng}`);
  const fair = fairs.find((f) => f.photo_count >= 3);
  if (!fair) throw new Error("no demo exhibition with photos");
  return fair;
}

/** Waits until React has hydrated the page (its root has React's internal properties). */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector(".exh-page") ?? {}).some((key) => key.startsWith("__react")),
  );
}

/** The whole page, or only the viewport (a fixed dialog is drawn once, over what is on screen). */
async function screenshot(page: Page, info: TestInfo, name: string, lng: Lng, fullPage = true) {
  if (fullPage) {
    // Lazy images load once near the viewport: bring each into view, then wait for all of them.
    for (const img of await page.locator(".exh-page img").all()) await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".exh-page img")].every((i) => (i as HTMLImageElement).complete),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await saveScreenshot(page, `exhibitions-${name}-${info.project.name}-${lng}`, { fullPage });
}

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  // The 404 statuses a test asks for are expected.
  consoleErrors = watchConsole(page, [/status of 404/]);
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

for (const lng of ["tr", "en"] as const) {
  const text = TEXTS[lng];

  test.describe(`exhibitions in ${lng}`, () => {
    test("countries in order, a country in the URL, back and forward", async ({ page }, info) => {
      const countries = await demoCountries(page, lng);
      const response = await page.goto(`/exhibitions?lng=${lng}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(text.title);
      const countryCards = page.locator("section[aria-labelledby=fairs-countries] article");
      const names = countryCards.locator("h3");
      await expect(names.first()).toBeVisible();
      // The demo countries in their display order (countries staff add elsewhere may sit between).
      const shown = await names.allTextContents();
      expect(shown.filter((name) => COUNTRY_NAMES[lng].includes(name))).toEqual(COUNTRY_NAMES[lng]);
      // The cover images are drawn 200 px tall.
      expect((await countryCards.locator("img").first().boundingBox())?.height).toBeCloseTo(200, 0);
      await hydrated(page);
      await expectAxeClean(page);
      await screenshot(page, info, "countries", lng);

      const spain = countries[1]!;
      const spainFairs = await api<ApiExhibition[]>(page, `/api/exhibitions/country/${spain.id}?lng=${lng}`);
      await page.getByRole("link", { name: COUNTRY_NAMES[lng][1], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]country=${spain.id}(&|$)`));
      await expect(page.locator("h1")).toHaveText(COUNTRY_NAMES[lng][1]!);
      const fairTitles = page.locator(".exh-page article h2");
      await expect(fairTitles).toHaveCount(spainFairs.length);
      expect(await fairTitles.allTextContents()).toEqual(spainFairs.map((f) => f.title));
      expect((await page.locator(".exh-page article img").first().boundingBox())?.height).toBeCloseTo(300, 0);
      await expectAxeClean(page);
      await screenshot(page, info, "country", lng);

      await page.goBack();
      await expect(page).not.toHaveURL(/country=/);
      await expect(page.locator("h1")).toHaveText(text.title);
      await expect(names.filter({ hasText: COUNTRY_NAMES[lng][0]! })).toBeVisible();

      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`[?&]country=${spain.id}(&|$)`));
      await expect(page.locator("h1")).toHaveText(COUNTRY_NAMES[lng][1]!);

      // The back button returns to the countries.
      await page.getByRole("link", { name: text.back }).click();
      await expect(page).not.toHaveURL(/country=/);
      await expect(page.locator("h1")).toHaveText(text.title);
    });

    test("a direct link to a country is rendered on the server", { tag: "@any-screen" }, async ({ page }) => {
      const [france] = await demoCountries(page, lng);
      const fairs = await api<ApiExhibition[]>(page, `/api/exhibitions/country/${france!.id}?lng=${lng}`);
      const res = await page.request.get(`/exhibitions?country=${france!.id}&lng=${lng}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1 class="exh-title">${COUNTRY_NAMES[lng][0]}</h1>`);
      for (const fair of fairs) expect(html).toContain(fair.title.replace(/'/g, "&#x27;"));
      // The canonical link keeps the chosen country.
      const query = lng === "tr" ? `country=${france!.id}` : `country=${france!.id}&amp;lng=${lng}`;
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/exhibitions\\?${query}"`));
      expect(html).toContain('property="og:image"');
    });

    test("an unknown country is a 404 with a way back", { tag: "@any-screen" }, async ({ page }) => {
      for (const bad of ["99999", "abc", ""]) {
        const response = await page.goto(`/exhibitions?country=${bad}&lng=${lng}`);
        expect(response?.status()).toBe(404);
        await expect(page.locator("h1")).toHaveText(text.countryNotFound);
        await expect(page.getByRole("link", { name: text.back })).toHaveAttribute("href", /^\/exhibitions/);
      }
    });

    test("a country without exhibitions shows the empty text", async ({ page }, info) => {
      const login = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
      expect(login.status()).toBe(200);
      const { csrfToken } = ((await login.json()) as { data: { csrfToken: string } }).data;
      const name = `Testland ${info.project.name} ${lng}`;
      const created = await page.request.post("/api/countries", {
        headers: { "X-CSRF-Token": csrfToken },
        multipart: { name, coverImage: { name: "cover.png", mimeType: "image/png", buffer: PNG } },
      });
      expect(created.status(), await created.text()).toBe(201);
      const country = ((await created.json()) as { data: ApiCountry }).data;
      try {
        await page.goto(`/exhibitions?country=${country.id}&lng=${lng}`);
        await expect(page.locator("h1")).toHaveText(name);
        await expect(page.getByText(text.empty(name))).toBeVisible();
        await page.goto(`/exhibitions?lng=${lng}`);
        await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
      } finally {
        const removed = await page.request.delete(`/api/countries/${country.id}`, {
          headers: { "X-CSRF-Token": csrfToken },
        });
        expect(removed.status()).toBe(204);
      }
    });

    test("an exhibition: title, photos and the lightbox", async ({ page }, info) => {
      const fair = await firstExhibitionWithPhotos(page, lng);
      const photos = await api<ApiPhoto[]>(page, `/api/exhibitions/${fair.id}/photos?lng=${lng}`);
      const n = fair.photo_count;
      const response = await page.goto(`/exhibition/${fair.id}?lng=${lng}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(fair.title);
      await expect(page.getByRole("heading", { level: 2, name: text.photos(n) })).toBeVisible();
      const buttons = page.locator(".exh-page").getByRole("button", { name: new RegExp(`^${text.enlarge}`) });
      await expect(buttons).toHaveCount(n);
      expect((await page.locator(".exh-page .exh-photo img").first().boundingBox())?.height).toBeCloseTo(
        250,
        0,
      );
      await hydrated(page);
      await expectAxeClean(page);
      await screenshot(page, info, "exhibition", lng);

      // Opens on the first photo, '1 of n'.
      const first = buttons.first();
      await first.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog).toHaveAccessibleName(photos[0]!.title);
      await expect(dialog.getByText(text.counter(1, n), { exact: true })).toBeVisible();
      await expect(dialog.getByRole("button", { name: text.close })).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await expect(dialog.locator("img")).toHaveAttribute("sizes", "100vw");
      await expect(dialog.locator("img")).toHaveAttribute("srcset", /1600w/);
      if (photos[0]!.description) await expect(dialog.getByText(photos[0]!.description)).toBeVisible();
      await expectAxeClean(page);
      await screenshot(page, info, "lightbox", lng, false);

      // Arrow keys, with wrap-around both ways.
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText(text.counter(2, n), { exact: true })).toBeVisible();
      await expect(dialog.getByRole("heading")).toHaveText(photos[1]!.title);
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByText(text.counter(1, n), { exact: true })).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(dialog.getByText(text.counter(n, n), { exact: true })).toBeVisible();
      await expect(dialog.getByRole("heading")).toHaveText(photos[n - 1]!.title);
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText(text.counter(1, n), { exact: true })).toBeVisible();

      // The buttons do the same.
      await dialog.getByRole("button", { name: text.previous }).click();
      await expect(dialog.getByText(text.counter(n, n), { exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: text.next }).click();
      await expect(dialog.getByText(text.counter(1, n), { exact: true })).toBeVisible();

      // Tab and Shift+Tab stay inside the dialog.
      const inside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
      for (let k = 0; k < 5; k += 1) {
        await page.keyboard.press("Tab");
        expect(await inside()).toBe(true);
      }
      for (let k = 0; k < 5; k += 1) {
        await page.keyboard.press("Shift+Tab");
        expect(await inside()).toBe(true);
      }

      // Escape closes and gives focus back to the photo that opened it.
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(first).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

      // Another photo opens at its own place; the close button closes.
      await buttons.nth(1).click();
      await expect(dialog.getByText(text.counter(2, n), { exact: true })).toBeVisible();
      await dialog.getByRole("button", { name: text.close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(buttons.nth(1)).toBeFocused();
    });

    test("the back link leads to the exhibition's country", async ({ page }) => {
      const fair = await firstExhibitionWithPhotos(page, lng);
      await page.goto(`/exhibition/${fair.id}?lng=${lng}`);
      await hydrated(page);
      await page.locator(".exh-page .exh-back").click();
      await expect(page).toHaveURL(new RegExp(`[?&]country=${fair.country_id}(&|$)`));
      await expect(page.locator("h1")).toHaveText(COUNTRY_NAMES[lng][0]!);
    });

    test("a missing exhibition is a 404", { tag: "@any-screen" }, async ({ page }) => {
      for (const path of ["/exhibition/99999", "/exhibition/abc"]) {
        const response = await page.goto(`${path}?lng=${lng}`);
        expect(response?.status()).toBe(404);
        await expect(page.locator("h1")).toHaveText(text.notFound);
      }
      await expectAxeClean(page);
    });
  });
}

test("swiping in the lightbox moves to the next and previous photo", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "touch screens only");
  const fair = await firstExhibitionWithPhotos(page, "en");
  const n = fair.photo_count;
  await page.goto(`/exhibition/${fair.id}?lng=en`);
  await hydrated(page);
  await page.locator(".exh-page .exh-photo").first().click();
  const stage = page.locator(".lightbox-stage");
  const swipe = async (fromX: number, toX: number) => {
    const start = [{ identifier: 0, clientX: fromX, clientY: 300 }];
    const end = [{ identifier: 0, clientX: toX, clientY: 305 }];
    await stage.dispatchEvent("touchstart", { touches: start, changedTouches: start, targetTouches: start });
    await stage.dispatchEvent("touchend", { touches: [], changedTouches: end, targetTouches: [] });
  };
  await swipe(300, 200);
  await expect(page.getByText(TEXTS.en.counter(2, n), { exact: true })).toBeVisible();
  await swipe(100, 200);
  await expect(page.getByText(TEXTS.en.counter(1, n), { exact: true })).toBeVisible();
  // Less than 40 px is not a swipe.
  await swipe(200, 170);
  await expect(page.getByText(TEXTS.en.counter(1, n), { exact: true })).toBeVisible();
});
