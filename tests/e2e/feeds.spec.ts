import de from "../../common/i18n/locales/de/fabrics.json" with { type: "json" };
import tr from "../../common/i18n/locales/tr/fabrics.json" with { type: "json" };
import { childElements, parseXml } from "../../scripts/lib/xml";
import { expectAxeClean, expectNoHorizontalOverflow, watchConsole } from "./page-checks";
import { expect, test } from "./fixtures";
import { saveScreenshot } from "./screenshots";

// The catalogue's Atom feed from the fabrics page (demo content): the page names it in its head
// for feed readers and under its title for people, in the page's language; the feed it leads to
// holds the newest fabrics as the page lists them, in that language.

const text = (element: ReturnType<typeof parseXml>, name: string) =>
  childElements(element, name)[0]?.children.filter((c) => typeof c === "string").join("");

for (const [lng, texts] of [
  ["de", de],
  ["tr", tr],
] as const) {
  // The German page on both screens (the link under the title must fit a phone), the Turkish on the desktop.
  const tag = lng === "tr" ? { tag: "@any-screen" } : {};
  test(`a buyer reading ${lng} finds the Atom feed of new fabrics on /fabrics and subscribes to it`, tag, async ({ page }, info) => {
    const errors = watchConsole(page, [], { exceptFavicon: true });
    await page.goto(`/fabrics?lng=${lng}`);
    const label = texts.fabrics.atomFeed;
    const visible = page.getByRole("link", { name: label });
    await expect(visible).toBeVisible();
    const href = await visible.getAttribute("href");
    expect(href).toBe(`/feeds/fabrics.atom?lng=${lng}`);
    // Feed readers find it in the head, with an absolute address and the same title.
    const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(head).toHaveCount(1);
    expect(await head.getAttribute("title")).toBe(label);
    const absolute = new URL(String(await head.getAttribute("href")));
    expect(`${absolute.pathname}${absolute.search}`).toBe(href);

    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = parseXml(await answer.text());
    expect(feed.attrs["xml:lang"]).toBe(lng);
    const entries = childElements(feed, "entry");
    expect(entries.length).toBeGreaterThan(0);
    // The newest fabric is the page's first card, named as the page names it.
    const firstCard = page.locator(".fabric-list li").first();
    const firstName = text(entries[0]!, "title")!.replace(/ \([^)]*\)$/, "");
    await expect(firstCard).toContainText(firstName);
    const entryLink = childElements(entries[0]!, "link").find((l) => l.attrs.rel === "alternate")!.attrs.href!;
    const cardLink = await firstCard.locator("a").first().getAttribute("href");
    expect(new URL(entryLink).pathname).toBe(new URL(cardLink!, absolute).pathname);

    await expectNoHorizontalOverflow(page);
    await expectAxeClean(page);
    await saveScreenshot(page, `feeds-${lng}-${info.project.name}`);
    expect(errors).toEqual([]);
  });
}
