import { type BrowserContext, expect, type Page, test } from "./fixtures";
import { expectAxeClean, expectNoHorizontalOverflow, watchConsole } from "./page-checks";
import { saveScreenshot } from "./screenshots";

// The public site's shell on the demo content: navigation bar, mobile menu, language switch,
// footer, floating messaging button, loading overlay, sitemap, robots.txt, structured data,
// the privacy notice and the 404 page.

/** Waits until React Router has hydrated the page (links then navigate on the client). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
      .__reactRouterDataRouter;
    return router?.state.initialized === true;
  });
}

/** The loading overlay shows on a session's first page; most tests start past it. */
async function skipOverlay(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "seen", value: "1", url: baseURL ?? "http://127.0.0.1" }]);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

type ContactInfo = {
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  social: { facebook: string; instagram: string; linkedin: string };
};

async function apiContact(page: Page): Promise<ContactInfo> {
  const res = await page.request.get("/api/contact-info");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ContactInfo }).data;
}

const nav = (page: Page) => page.locator("header.site-nav");

// A visitor whose browser asks for Turkish (the site's default language) unless a test says otherwise.
test.use({ locale: "tr-TR" });

test.describe("navigation bar", () => {
  test.beforeEach(async ({ context, baseURL }) => skipOverlay(context, baseURL));

  test("turns 'scrolled' after 50 px, not before; solid inner style off home", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/privacy");
    await hydrated(page);
    await expect(nav(page)).toHaveClass(/site-nav-inner/);
    await expect(nav(page)).not.toHaveClass(/\bscrolled\b/);
    await scrollTo(page, 50);
    await expect(nav(page)).not.toHaveClass(/\bscrolled\b/);
    await scrollTo(page, 51);
    await expect(nav(page)).toHaveClass(/\bscrolled\b/);
    await scrollTo(page, 0);
    await expect(nav(page)).not.toHaveClass(/\bscrolled\b/);
    // The page's head starts below the fixed bar, not under it.
    const barBottom = await nav(page).evaluate((el) => el.getBoundingClientRect().bottom);
    const headTop = await page.locator(".site-page-head").evaluate((el) => el.getBoundingClientRect().top);
    expect(headTop).toBeGreaterThanOrEqual(barBottom - 1);
    expect(errors).toEqual([]);
  });

  test("is always 'scrolled' on exhibition pages and transparent at the top of home", async ({ page }) => {
    await page.goto("/exhibitions");
    await hydrated(page);
    await expect(nav(page)).toHaveClass(/\bscrolled\b/);
    await page.goto("/");
    await hydrated(page);
    await expect(nav(page)).toHaveClass(/site-nav-home/);
    await expect(nav(page)).not.toHaveClass(/\bscrolled\b/);
  });

  test("the skip link is the first stop and leads to the main content", async ({ page, isMobile }) => {
    test.skip(isMobile, "keyboard navigation is checked on the desktop");
    await page.goto("/privacy");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.locator(".site-skip");
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("mobile menu: opens over an overlay, locks scrolling, closes on overlay, Escape and page change", async ({
    page,
    isMobile,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/privacy");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Menüyü aç" });
    if (!isMobile) {
      await expect(toggle).toBeHidden();
      await expect(
        page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Kariyer" }),
      ).toBeVisible();
      return;
    }
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
    const menu = page.getByRole("dialog", { name: "Menü" });

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await expect(page.locator(".offcanvas-backdrop")).toBeVisible();
    await expectAxeClean(page);
    // A click on the overlay (left of the panel) closes it.
    await page.mouse.click(12, 400);
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Kariyer" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    expect(errors).toEqual([]);
  });

  test("About and Certificates from another page go to home and bring the section into view", async ({
    page,
  }) => {
    await page.goto("/fabrics");
    await hydrated(page);
    const homeHasSections = (await page.request.get("/").then((r) => r.text())).includes('id="about"');
    test.skip(!homeHasSections, "the home page has no #about section yet");
    for (const [name, id] of [
      ["Hakkımızda", "about"],
      ["Sertifikalar", "certificates"],
    ] as const) {
      await page.goto("/fabrics");
      await hydrated(page);
      const toggle = page.getByRole("button", { name: "Menüyü aç" });
      if (await toggle.isVisible()) await toggle.click();
      await page.locator("#site-menu").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // Below the fixed bar, not hidden under it.
      const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
      const barBottom = await nav(page).evaluate((el) => el.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(barBottom - 2);
    }
  });
});

test.describe("language", () => {
  test.beforeEach(async ({ context, baseURL }) => skipOverlay(context, baseURL));

  test("the dropdown switches to German, keeps other parameters, persists across navigation and reload, and back", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/privacy?from=test");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    const toggle = page.locator("#site-language");
    await expect(toggle).toContainText("TR");
    await toggle.click();
    const menu = page.locator(".site-lang-menu");
    await expect(menu.getByRole("link")).toHaveText([/Türkçe/, /English/, /Deutsch/, /Español/, /Français/]);
    await menu.getByRole("link", { name: /Deutsch/ }).click();

    await expect(page).toHaveURL(/\/privacy\?from=test&lng=de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzhinweis");
    await expect(page).toHaveTitle("Datenschutzhinweis | Dokuma Tekstil");
    await expect(toggle).toContainText("DE");
    await expect(page.locator("footer")).toContainText("Alle Rechte vorbehalten");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("de");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "i18next")?.value).toBe("de");

    // A client-side navigation without ?lng= stays German (the cookie).
    await page.locator("footer").getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator(".site-nav")).toContainText("Startseite");
    // And a reload too.
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator(".site-nav")).toContainText("Karriere");

    // Back to Turkish.
    await toggle.click();
    await menu.getByRole("link", { name: /Türkçe/ }).click();
    await expect(page).toHaveURL(/\/contact\?lng=tr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.locator(".site-nav")).toContainText("Ana Sayfa");
    await page.goto("/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gizlilik bildirimi");
    expect(errors).toEqual([]);
  });

  test("a language kept in localStorage wins over the browser's language when no cookie or ?lng= says otherwise", {
    tag: "@any-screen",
  }, async ({ page }) => {
    const errors = watchConsole(page);
    await page.addInitScript(() => {
      if (!localStorage.getItem("i18nextLng")) localStorage.setItem("i18nextLng", "fr");
    });
    await page.goto("/privacy");
    await expect(page).toHaveURL(/\/privacy\?lng=fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    // An explicit ?lng= wins over the stored one, and becomes the stored one.
    await page.goto("/privacy?lng=es");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");
    expect(errors).toEqual([]);
  });
});

test.describe("language from the browser", () => {
  test.use({ locale: "de-DE" });
  test.beforeEach(async ({ context, baseURL }) => skipOverlay(context, baseURL));

  test("without ?lng=, cookie or stored choice, the browser's language is used and then stored", {
    tag: "@any-screen",
  }, async ({ page }) => {
    await page.goto("/privacy");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzhinweis");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("de");
  });
});

test.describe("footer and messaging button", () => {
  test.beforeEach(async ({ context, baseURL }) => skipOverlay(context, baseURL));

  test("shows the contact details and social links of the contact settings", async ({ page }) => {
    const contact = await apiContact(page);
    await page.goto("/privacy");
    const footer = page.locator("footer.site-footer");
    await expect(footer).toContainText(contact.address);
    await expect(footer.getByRole("link", { name: contact.phone })).toHaveAttribute(
      "href",
      `tel:${contact.phone.replace(/[^\d+]/g, "")}`,
    );
    await expect(footer.getByRole("link", { name: contact.email })).toHaveAttribute(
      "href",
      `mailto:${contact.email}`,
    );
    await expect(footer.getByRole("link", { name: /Haritada göster/ })).toHaveAttribute("href", /maps/);
    for (const [name, href] of [
      ["Facebook sayfamız", contact.social.facebook],
      ["Instagram hesabımız", contact.social.instagram],
      ["LinkedIn sayfamız", contact.social.linkedin],
    ] as const) {
      const link = footer.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© 1980–${year} Dokuma Tekstil`);
    await expect(footer.getByRole("link", { name: "Gizlilik bildirimi" }).first()).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  for (const [lng, text] of [
    ["tr", "Merhaba, Dokuma Tekstil'in gömleklik kumaşları hakkında bilgi almak istiyorum."],
    ["en", "Hello, I would like to know more about Dokuma Tekstil's shirt fabrics."],
  ] as const) {
    test(`the WhatsApp button opens a chat with the company number and a ${lng} text`, async ({ page }) => {
      const contact = await apiContact(page);
      await page.goto(`/privacy?lng=${lng}`);
      const button = page.locator("a.site-whatsapp");
      await expect(button).toBeVisible();
      const href = new URL((await button.getAttribute("href"))!);
      expect(href.origin + href.pathname).toBe(`https://wa.me/${contact.whatsapp.replace(/\D/g, "")}`);
      expect(href.searchParams.get("text")).toBe(text);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", /noopener/);
      await expect(button).toHaveAccessibleName(
        lng === "tr" ? /WhatsApp'tan bize yazın/ : /Message us on WhatsApp/,
      );
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
    });
  }
});

test.describe("loading overlay", () => {
  test.use({ firstVisit: true });
  test("shows on the first page of a session, not on the next one", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/privacy");
    const overlay = page.locator(".site-loading");
    await expect(overlay).toHaveCount(1);
    await expect(overlay).toHaveAttribute("aria-hidden", "true");
    // The page is already rendered under it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gizlilik bildirimi");
    // Then it fades away by itself (CSS) and lets clicks through.
    await expect(overlay).toBeHidden({ timeout: 5_000 });
    await page.goto("/contact");
    await expect(page.locator(".site-loading")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("never shows under reduced motion", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".site-loading")).toBeHidden();
    await context.close();
  });
});

test.describe("search engines", () => {
  test("sitemap.xml lists every public page in every language with hreflang alternates", {
    tag: "@any-screen",
  }, async ({ request }) => {
    const [fabrics, countries, exhibitions, collections, positions] = await Promise.all(
      [
        "/api/fabrics?page_size=100",
        "/api/countries?page_size=100",
        "/api/exhibitions?page_size=100",
        "/api/collections",
        "/api/positions",
      ].map(async (url) => {
        const res = await request.get(url);
        return ((await res.json()) as { data: { id: number }[] }).data;
      }),
    );
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await res.text();
    const pages =
      10 + fabrics!.length + countries!.length + exhibitions!.length + collections!.length + positions!.length;
    expect(xml.match(/<url>/g)?.length).toBe(pages * 5);
    const origin = new URL(res.url()).origin;
    const fabric = fabrics![0]!.id;
    expect(xml).toContain(`<loc>${origin}/fabric/${fabric}?lng=de</loc>`);
    expect(xml).toContain(`<loc>${origin}/fabric/${fabric}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${origin}/fabric/${fabric}?lng=fr"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/fabric/${fabric}"/>`,
    );
    expect(xml).toContain(`<loc>${origin}/exhibitions?country=${countries![0]!.id}&amp;lng=es</loc>`);
    expect(xml).toContain(`<loc>${origin}/exhibition/${exhibitions![0]!.id}?lng=en</loc>`);
    const collection = collections![0]!.id;
    expect(xml).toContain(`<loc>${origin}/collections/${collection}?lng=fr</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${origin}/collections/${collection}?lng=es"/>`,
    );
    // The open positions, each in every language.
    expect(positions!.length).toBeGreaterThan(0);
    expect(xml).toContain(`<loc>${origin}/careers/${positions![0]!.id}?lng=fr</loc>`);
    for (const path of [
      "/",
      "/fabrics",
      "/collections",
      "/certificates",
      "/exhibitions",
      "/about",
      "/careers",
      "/contact",
      "/privacy",
      "/traceability",
    ]) {
      expect(xml).toContain(`<loc>${origin}${path}?lng=de</loc>`);
    }
  });

  test("robots.txt keeps crawlers out of the admin area and the API and names the sitemap", {
    tag: "@any-screen",
  }, async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api$/m);
    expect(text).toContain(`Sitemap: ${new URL(res.url()).origin}/sitemap.xml`);
  });

  test("the organization's structured data parses and names the company", { tag: "@any-screen" }, async ({
    page,
    context,
    baseURL,
  }) => {
    await skipOverlay(context, baseURL);
    const contact = await apiContact(page);
    await page.goto("/privacy?lng=en");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length).toBe(1);
    const org = JSON.parse(blocks[0]!) as Record<string, unknown>;
    expect(org["@type"]).toBe("Organization");
    expect(org.name).toBe("Dokuma Tekstil");
    expect(org.foundingDate).toBe("1980");
    expect(org.telephone).toBe(contact.phone);
    expect(org.email).toBe(contact.email);
    expect((org.address as { addressLocality: string }).addressLocality).toBe("İstanbul");
    expect(org.sameAs).toEqual([contact.social.facebook, contact.social.instagram, contact.social.linkedin]);
    // One title, one description and one canonical link: the root adds none of its own.
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/privacy\?lng=en$/);
  });
});

test.describe("page start", () => {
  test.beforeEach(async ({ context, baseURL }) => skipOverlay(context, baseURL));

  for (const path of ["/?lng=fr", "/fabrics?lng=de"]) {
    test(`${path}: the JavaScript is fetched only after load and the first paint, then hydrates`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        return {
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
          load: navigation.loadEventStart,
          scripts: scripts.length,
          firstScript: Math.min(...scripts),
        };
      });
      expect(timing.paint).not.toBeNull();
      expect(timing.scripts).toBeGreaterThan(5);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
    });
  }
});

test.describe("privacy notice and 404 page", () => {
  test.beforeEach(async ({ context, baseURL }) => skipOverlay(context, baseURL));

  test("the privacy notice renders in Spanish with the contact address for requests", async ({ page }) => {
    const errors = watchConsole(page);
    const contact = await apiContact(page);
    const response = await page.goto("/privacy?lng=es");
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aviso de privacidad");
    await expect(page.getByRole("heading", { level: 2, name: "Durante cuánto tiempo" })).toBeVisible();
    await expect(page.locator("main")).toContainText("2 años desde nuestro último intercambio");
    await expect(page.locator("main")).toContainText("Última actualización: 29 de noviembre de 2026");
    await expect(page.locator("#privacy-request").getByRole("link", { name: contact.email })).toHaveAttribute(
      "href",
      `mailto:${contact.email}`,
    );
    await expect(page.locator("main")).toContainText("i18next");
    await expectAxeClean(page);
    await expectNoHorizontalOverflow(page);
    expect(errors).toEqual([]);
  });

  test("an unknown path answers 404 in the visitor's language, noindex, with helpful links", {
    tag: "@any-screen",
  }, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto("/no/such/page?lng=en");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Page not found");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    for (const name of ["Home", "Fabrics", "Exhibitions", "Contact"]) {
      await expect(page.locator("main").getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The layout is there too.
    await expect(page.locator("header.site-nav")).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await expectAxeClean(page);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  test("axe finds nothing on the layout with the language menu open", async ({ page }) => {
    await page.goto("/privacy?lng=de");
    await hydrated(page);
    await expectAxeClean(page);
    const toggle = page.locator("#site-language");
    await toggle.click();
    await expect(page.locator(".site-lang-menu")).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectAxeClean(page);
    // Keyboard: arrows move through the languages, Escape closes and gives focus back.
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(".site-lang-menu a").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(".site-lang-menu a").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator(".site-lang-menu")).toBeHidden();
    await expect(toggle).toBeFocused();
    // A click elsewhere closes it too.
    await toggle.click();
    await page.mouse.click(5, 500);
    await expect(page.locator(".site-lang-menu")).toBeHidden();
  });
});

test.describe("screenshots", () => {
  test.beforeEach(async ({ context, baseURL }) => skipOverlay(context, baseURL));

  for (const lng of ["tr", "de"] as const) {
    test(`privacy and 404 pages (${lng})`, async ({ page }, testInfo) => {
      for (const [name, url] of [
        ["privacy", `/privacy?lng=${lng}`],
        ["404", `/no-such-page?lng=${lng}`],
      ] as const) {
        await page.goto(url);
        await hydrated(page);
        await expectNoHorizontalOverflow(page);
        // The footer's logo loads lazily: bring it in before the full-page picture.
        const footerLogo = page.locator("footer img");
        await footerLogo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => footerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        await scrollTo(page, 0);
        await saveScreenshot(page, `layout-${name}-${testInfo.project.name}-${lng}`, { fullPage: true });
      }
      await scrollTo(page, 200);
      await saveScreenshot(page, `layout-scrolled-${testInfo.project.name}-${lng}`);
      if (testInfo.project.name === "mobile") {
        await page.getByRole("button", { name: lng === "tr" ? "Menüyü aç" : "Menü öffnen" }).click();
        await expect(page.locator(".site-menu.show:not(.showing)")).toBeVisible();
        // Slid fully in: the panel ends at the viewport's right edge.
        await expect
          .poll(() =>
            page.locator(".site-menu.show").evaluate((el) => Math.round(el.getBoundingClientRect().right)),
          )
          .toBe(375);
        await saveScreenshot(page, `layout-menu-${testInfo.project.name}-${lng}`);
      } else {
        await page.locator("#site-language").click();
        await saveScreenshot(page, `layout-language-${testInfo.project.name}-${lng}`);
      }
    });
  }
});
