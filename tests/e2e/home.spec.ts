import { expect, type Locator, type Page, test } from "./fixtures";
import { expectAxeClean, watchConsole } from "./page-checks";
import { saveScreenshot } from "./screenshots";

// The home page on the demo content (24 fabrics, the ring holding the newest 12; four
// collections of one year; four valid certificates; five countries with upcoming fairs): hero
// timing and pausing, the scroll arrow, the current collections, the fabric ring, the
// certificates carousel (timer, swipe threshold, lightbox, scans), the fairs teaser and the
// About copy, in Turkish and French.

/** Any fixed moment: the page's timers run only when the test moves this clock. */
const T0 = new Date("2026-03-02T09:00:00+03:00");

type Lng = "tr" | "fr";

const TEXTS = {
  tr: {
    pause: "Slayt gösterisini duraklat",
    play: "Slayt gösterisini başlat",
    markets: ["Fransa", "İspanya", "Almanya", "Kanada", "Yunanistan"],
    enlargeIso: "ISO 9001:2015 sertifikasını büyüt",
    title: "Gömleklik kumaş üreticisi | Dokuma Tekstil",
  },
  fr: {
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
    markets: ["France", "Espagne", "Allemagne", "Canada", "Grèce"],
    enlargeIso: "Agrandir le certificat ISO 9001:2015",
    title: "Fabricant de tissus pour chemises | Dokuma Tekstil",
  },
} as const;

/**
 * Opens the home page with the browser's clock stopped at T0 (timers fire only on runFor) and
 * past the first visit's loading overlay (fixtures.ts); waits for hydration,
 * i.e. for the hero's rotation to be armed.
 */
async function openHome(page: Page, lng: Lng, { rotating = true } = {}) {
  await page.clock.install({ time: T0 });
  // Stopped a minute later (the installed clock ticks until then; no page exists yet).
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
  await page.goto(`/?lng=${lng}`);
  await expect(page.locator(".hero")).toHaveAttribute("data-rotating", String(rotating));
}

const heroSlide = (page: Page, n: number) => page.locator(`.hero-slide[data-slide="${n}"]`);

async function expectHeroSlide(page: Page, n: 1 | 2) {
  await expect(heroSlide(page, n)).toBeVisible();
  await expect(heroSlide(page, n === 1 ? 2 : 1)).toBeHidden();
}

/** The demo's valid certificates (server/db/seed/certificates.ts), in the carousel's order: quality system first. */
const CERTIFICATES = ["iso_9001", "gots", "oeko_tex_100", "grs"] as const;
type Standard = (typeof CERTIFICATES)[number];

const certificate = (page: Page, standard: Standard) =>
  page.locator(`.cert-slide[data-standard="${standard}"]`);

/** That certificate is the one shown; every other slide is hidden. */
async function expectCertificate(page: Page, standard: Standard) {
  await expect(certificate(page, standard)).not.toHaveAttribute("aria-hidden", "true");
  await expect(page.locator('.cert-slide[aria-hidden="true"]')).toHaveCount(CERTIFICATES.length - 1);
}

/** A horizontal drag of `dx` px across an element: the mouse on desktop, a finger on mobile. */
async function drag(page: Page, target: Locator, dx: number, isMobile: boolean) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (!isMobile) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 6 });
    await page.mouse.up();
    return;
  }
  // A real touch sequence (touch and pointer events, as a phone sends them).
  const cdp = await page.context().newCDPSession(page);
  const point = (px: number) => [{ x: px, y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(x) });
  for (let step = 1; step <= 6; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(x + (dx * step) / 6),
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

let consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors = watchConsole(page);
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test.describe("hero", () => {
  test("the server's HTML carries the first slide's picture only, with high priority", {
    tag: "@any-screen",
  }, async ({ page }) => {
    const html = await (await page.request.get("/?lng=de")).text();
    const pictures = html.match(/<img[^>]*class="hero-image"[^>]*>/g) ?? [];
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toContain('fetchPriority="high"');
  });

  test("swaps every 5 s with a fade, not before, and wraps around", async ({ page }) => {
    await openHome(page, "tr");
    await expectHeroSlide(page, 1);
    await page.clock.runFor(4900);
    await expectHeroSlide(page, 1);
    await page.clock.runFor(200);
    // The fade (500 ms of CSS opacity) has begun: slide 2 is showing.
    await expect(heroSlide(page, 2)).toBeVisible();
    await expect(heroSlide(page, 2)).toHaveCSS("opacity", "1");
    // Its picture, not in the server's HTML (it would compete with the first paint), is there.
    const picture = page.locator(".hero-backdrop").nth(1).locator("img");
    await expect(picture).toHaveCount(1);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.clock.runFor(500);
    await expectHeroSlide(page, 2);
    await page.clock.runFor(5000);
    await expectHeroSlide(page, 1);
  });

  test("the pause button stops it and play starts it again", async ({ page }) => {
    await openHome(page, "fr");
    const toggle = page.locator(".hero-control");
    await expect(toggle).toHaveAccessibleName(TEXTS.fr.pause);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(TEXTS.fr.play);
    await expect(page.locator(".hero")).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(16_000);
    await expectHeroSlide(page, 1);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(TEXTS.fr.pause);
    await page.clock.runFor(5100);
    await expectHeroSlide(page, 2);
  });

  test("a mouse resting on the text pauses it", async ({ page }) => {
    await openHome(page, "tr");
    await heroSlide(page, 1).locator(".hero-title").hover();
    await expect(page.locator(".hero")).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    await expectHeroSlide(page, 1);
    // Away from the text (still over the hero's picture): it moves on after a full 5 s.
    const hero = (await page.locator(".hero").boundingBox())!;
    await page.mouse.move(hero.x + hero.width - 10, hero.y + hero.height - 10);
    await expect(page.locator(".hero")).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(5100);
    await expectHeroSlide(page, 2);
  });

  test("keyboard focus inside pauses it; its own play/pause control does not", async ({ page }) => {
    await openHome(page, "tr");
    await page.locator(".hero-control").focus();
    await page.keyboard.press("Shift+Tab");
    await expect(heroSlide(page, 1).getByRole("link")).toBeFocused();
    await expect(page.locator(".hero")).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    await expectHeroSlide(page, 1);
    await page.keyboard.press("Tab");
    await expect(page.locator(".hero-control")).toBeFocused();
    await page.clock.runFor(5100);
    await expectHeroSlide(page, 2);
  });

  test("the arrow scrolls down to the About block", async ({ page }) => {
    await openHome(page, "tr");
    await expect(page.locator("#about")).not.toBeInViewport();
    await page.locator(".hero-scroll").click();
    await expect(page.locator("#about")).toBeInViewport();
    await expect(page.locator("#about")).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("nothing advances by itself; play is offered", async ({ page }) => {
      await openHome(page, "tr", { rotating: false });
      await expect(page.locator(".hero-control")).toHaveAccessibleName(TEXTS.tr.play);
      await page.clock.runFor(20_000);
      await expectHeroSlide(page, 1);
      await expectCertificate(page, "iso_9001");
    });
  });
});

test.describe("fabric slider", () => {
  test("shows 3 cards on desktop (1 on a phone) and wraps with next and previous", async ({
    page,
    isMobile,
  }) => {
    await openHome(page, "tr");
    const api = await page.request.get("/api/fabrics?lng=tr&page=1&page_size=12");
    const names = ((await api.json()) as { data: { name: string }[] }).data.map((f) => f.name);
    expect(names).toHaveLength(12);

    const shown = page.locator(".fabric-slide:visible h3");
    const perView = isMobile ? 1 : 3;
    await expect(shown).toHaveText(names.slice(0, perView));
    await expect(shown.first().getByRole("link")).toHaveAttribute("href", /^\/fabric\/\d+\?lng=tr$/);

    const next = page.getByRole("button", { name: "Sonraki kumaşlar" });
    const previous = page.getByRole("button", { name: "Önceki kumaşlar" });
    await next.click();
    await expect(shown).toHaveText(names.slice(1, 1 + perView));
    await previous.click();
    await previous.click();
    // Before the first comes the last.
    await expect(shown).toHaveText([names.at(-1)!, ...names.slice(0, perView - 1)]);
    for (let i = 0; i <= names.length; i++) await next.click();
    await expect(shown).toHaveText(names.slice(0, perView));
    await expect(page.getByRole("link", { name: "Tüm kumaşları görün" })).toHaveAttribute(
      "href",
      "/fabrics?lng=tr",
    );
  });
});

test.describe("certificates", () => {
  test("advance every 5 s and wrap", async ({ page }) => {
    await openHome(page, "fr");
    await expect(page.locator(".cert-carousel")).toHaveAttribute("data-rotating", "true");
    await expectCertificate(page, "iso_9001");
    await page.clock.runFor(4900);
    await expectCertificate(page, "iso_9001");
    await page.clock.runFor(200);
    await expectCertificate(page, "gots");
    await page.clock.runFor(5000);
    await expectCertificate(page, "oeko_tex_100");
    await page.clock.runFor(5000);
    await expectCertificate(page, "grs");
    await page.clock.runFor(5000);
    await expectCertificate(page, "iso_9001");
  });

  test("a swipe under 40 px does nothing, 60 px changes the certificate", async ({ page, isMobile }) => {
    await openHome(page, "tr");
    const text = certificate(page, "iso_9001").locator(".cert-title");
    await drag(page, text, -30, isMobile);
    await expectCertificate(page, "iso_9001");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await drag(page, text, -60, isMobile);
    await expectCertificate(page, "gots");
    await drag(page, certificate(page, "gots").locator(".cert-title"), 60, isMobile);
    await expectCertificate(page, "iso_9001");
  });

  test("previous, next and the indicators move it; its pause control stops it", async ({ page }) => {
    await openHome(page, "tr");
    const carousel = page.locator(".cert-carousel");
    await carousel.getByRole("button", { name: "Sonraki sertifika" }).click();
    await expectCertificate(page, "gots");
    await carousel.getByRole("button", { name: "Önceki sertifika" }).click();
    await expectCertificate(page, "iso_9001");
    // Before the first comes the last.
    await carousel.getByRole("button", { name: "Önceki sertifika" }).click();
    await expectCertificate(page, "grs");
    await carousel.getByRole("button", { name: "ISO 9001:2015 sertifikasını göster" }).click();
    await expectCertificate(page, "iso_9001");
    await expect(
      carousel.getByRole("button", { name: "ISO 9001:2015 sertifikasını göster" }),
    ).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Otomatik geçişi duraklat" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expectCertificate(page, "iso_9001");
  });

  test("the picture opens in a lightbox; Escape closes it and focus returns", async ({ page }) => {
    await openHome(page, "fr");
    const picture = page.getByRole("button", { name: TEXTS.fr.enlargeIso });
    await picture.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toContainText("ISO 9001:2015");
    await expect(dialog.getByRole("img")).toHaveAttribute("src", "/certificates/iso-9001.svg");
    await expect(dialog.getByRole("button", { name: "Fermer" })).toBeFocused();
    // Focus stays inside while it is open; the carousel does not move behind it.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.clock.runFor(12_000);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(picture).toBeFocused();
    await expectCertificate(page, "iso_9001");
  });

  test("shows the demo's four valid certificates, each with its number, issuer, validity and scan", async ({
    page,
  }) => {
    await openHome(page, "tr");
    const api = (await (await page.request.get("/api/certificates?lng=tr")).json()) as {
      data: { id: number; standard: string; number: string; issuer: string; scope: string }[];
    };
    expect(api.data.map((c) => c.standard).sort()).toEqual([...CERTIFICATES].sort());
    await expect(page.locator(".cert-slide")).toHaveCount(4);
    await expect(page.locator(".cert-dots button")).toHaveCount(4);
    for (const standard of CERTIFICATES) {
      const record = api.data.find((c) => c.standard === standard)!;
      const slide = certificate(page, standard);
      await expect(slide).toHaveAttribute("data-certificate", String(record.id));
      await expect(slide.locator(".cert-subtitle")).toHaveText(`${record.number} · ${record.issuer}`);
      await expect(slide).toContainText(record.scope);
      await expect(slide).toContainText(/Son geçerlilik tarihi: \d{1,2} \S+ \d{4}/);
      await expect(slide.locator("img")).toHaveAttribute(
        "src",
        `/certificates/${standard.replace(/_/g, "-")}.svg`,
      );
      // Hidden slides are out of the accessibility tree: the link is found by its class.
      const scan = slide.locator("a.cert-file");
      await expect(scan).toHaveText(/^Sertifikayı açın \(PDF, \d+\skB\)$/);
      await expect(scan).toHaveAttribute("href", `/api/certificates/${record.id}/file`);
    }
    const scan = await page.request.get(`/api/certificates/${api.data[0]!.id}/file`);
    expect(scan.status()).toBe(200);
    expect(scan.headers()["content-type"]).toBe("application/pdf");
    await expect(
      page.locator(".home-certificates").getByRole("link", { name: "Tüm sertifikalar" }),
    ).toHaveAttribute("href", "/certificates?lng=tr");
  });
});

test.describe("current collections", () => {
  test("the newest year's four collections, spring–summer first, each linking to its page", async ({
    page,
  }) => {
    await openHome(page, "fr");
    const api = (await (await page.request.get("/api/collections?lng=fr")).json()) as {
      data: { id: number; name: string; season: string; kind: string; year: number }[];
    };
    expect(api.data).toHaveLength(4);
    const section = page.locator(".home-collections");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(/^Collections SS\d\d \/ AW\d\d$/);
    const tiles = section.locator(".collection-tile");
    await expect(tiles).toHaveCount(4);
    const order = [...api.data].sort(
      (a, b) => a.season.localeCompare(b.season) * -1 || (a.kind === "main" ? -1 : 1),
    );
    await expect(tiles.getByRole("heading", { level: 3 })).toHaveText(order.map((c) => c.name));
    for (const [i, c] of order.entries()) {
      await expect(tiles.nth(i).getByRole("link")).toHaveAttribute("href", `/collections/${c.id}?lng=fr`);
    }
    await expect(section.getByRole("link", { name: "Toutes les collections" })).toHaveAttribute(
      "href",
      "/collections?lng=fr",
    );
    await tiles.first().click();
    await expect(page).toHaveURL(new RegExp(`/collections/${order[0]!.id}\\?lng=fr$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(order[0]!.name);
  });
});

test.describe("fairs and about", () => {
  for (const lng of ["tr", "fr"] as const) {
    test(`first 3 countries link to their fairs; About names 1980 and the markets (${lng})`, async ({
      page,
    }) => {
      await openHome(page, lng);
      await expect(page).toHaveTitle(TEXTS[lng].title);
      const countries = page.getByTestId("fair-countries").getByRole("listitem");
      await expect(countries).toHaveCount(3);
      for (const link of await page.getByTestId("fair-countries").getByRole("link").all()) {
        await expect(link).toHaveAttribute("href", new RegExp(`^/exhibitions\\?country=\\d+&lng=${lng}$`));
      }
      await expect(page.locator(".home-fairs a[href^='/exhibitions?lng=']").first()).toBeVisible();
      await expect(page.locator(".upcoming-item")).toHaveCount(3);
      await expect(page.locator(".upcoming-item time").first()).toHaveText(/20\d\d/);

      const about = page.locator("#about");
      await expect(about).toContainText("1980");
      for (const market of TEXTS[lng].markets) await expect(about).toContainText(market);

      // axe schedules its own work with timers: let the clock run again.
      await page.clock.resume();
      await expectAxeClean(page);
    });
  }
});

for (const lng of ["tr", "fr"] as const) {
  test(`full-page screenshot, nothing wider than the screen (${lng})`, async ({ page }, testInfo) => {
    await openHome(page, lng);
    // Every part of the page on screen once, then back to the top for the full-page picture. A
    // lazy picture scrolled past before the browser saw it would never start (and never be
    // complete), so the pictures are then asked for at once: what is checked is the page with
    // all its pictures, not when the browser fetches them.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => {
      for (const img of document.querySelectorAll("img[loading='lazy']"))
        (img as HTMLImageElement).loading = "eager";
      window.scrollTo(0, 0);
    });
    // Under the two browser projects' load, some thirty pictures may take longer than the
    // default 10 s to arrive.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.images]
              .filter((img) => img.getClientRects().length > 0 && !img.closest("[aria-hidden='true']"))
              .every((img) => img.complete),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll(".home *")]
        .filter(
          (el) => !el.closest(".cert-track") && el.getBoundingClientRect().right > window.innerWidth + 0.5,
        )
        .map((el) => `${el.tagName}.${el.className}`),
    );
    expect(wide).toEqual([]);
    await saveScreenshot(page, `home-${testInfo.project.name}-${lng}`, { fullPage: true });
  });
}
