import en from "../../common/i18n/locales/en";
import fr from "../../common/i18n/locales/fr";
import { expect, test } from "./fixtures";
import { waitForMailsTo } from "./mail";
import { expectAxeClean, expectNoHorizontalOverflow, fill, watchConsole } from "./page-checks";

// Sharing a sample basket: its link and its text go to the clipboard; the link opens the same
// fabrics and colourways on another device (no shared storage, the language its own), which sends
// them as a sample request or adds them to its own basket. A link cut short or forged is read as
// far as it goes and says what it left out.

const s = fr.samples;

type ApiFabric = {
  id: number;
  name: string;
  code: string | null;
  colourways: { ref: string; shade: keyof typeof fr.fabricCard.shades }[];
};

const colourwayText = (fabric: ApiFabric, ref: string) =>
  `${ref} ${fr.fabricCard.shades[fabric.colourways.find((c) => c.ref === ref)!.shade]}`;

test("a shared basket opens on another device in French, is sent from there and added to its basket", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two devices, axe on both pages, a request through the SMTP server.
  test.slow();
  const errors = watchConsole(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const all = (
    (await (await page.request.get("/api/fabrics?lng=fr&page_size=100")).json()) as { data: ApiFabric[] }
  ).data;
  const several = all.filter((f) => f.colourways.length > 1 && f.code);
  const [a, b, c] = [several[0]!, several[1]!, several[2]!];
  const refA = a.colourways[1]!.ref;
  const refC = c.colourways[0]!.ref;
  const basket = [
    { fabric_id: a.id, colourway: refA, code: a.code, name: a.name, image: null },
    { fabric_id: b.id, colourway: null, code: b.code, name: b.name, image: null },
    { fabric_id: c.id, colourway: refC, code: c.code, name: c.name, image: null },
  ];
  await page.goto("/samples?lng=fr");
  await page.evaluate(
    (value) => localStorage.setItem("sample-basket", value),
    JSON.stringify({ v: 1, items: basket }),
  );
  await page.reload();

  // The link: ids and colourway references, nothing else.
  const url = `${baseURL}/samples?items=${a.id}.${encodeURIComponent(refA)},${b.id},${c.id}.${encodeURIComponent(refC)}`;
  const field = page.getByLabel(s.share.linkLabel);
  await expect(field).toHaveValue(url);
  await page.getByRole("button", { name: s.share.copyLink }).click();
  await expect(page.getByRole("status").filter({ hasText: s.share.linkCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.getByRole("button", { name: s.share.copyText }).click();
  await expect(page.getByRole("status").filter({ hasText: s.share.textCopied })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text.split("\n")).toEqual([
    s.share.textTitle,
    `- ${a.code} ${a.name} — ${fill(s.basket.colourwayIs, { colourway: colourwayText(a, refA) })}`,
    `- ${b.code} ${b.name} — ${s.basket.anyColourway}`,
    `- ${c.code} ${c.name} — ${fill(s.basket.colourwayIs, { colourway: colourwayText(c, refC) })}`,
    "",
    fill(s.share.textLink, { url }),
  ]);
  await expectAxeClean(page);
  await expectNoHorizontalOverflow(page);

  // Another device: nothing in its storage, French from its browser's language.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const other = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    locale: "fr-FR",
  });
  try {
    const receiver = await other.newPage();
    const receiverErrors = watchConsole(receiver);
    await receiver.goto(url);
    await expect(receiver.getByRole("heading", { name: s.shared.title })).toBeVisible();
    const list = receiver.getByRole("region", { name: new RegExp(`^${s.shared.listTitle}`) });
    const items = list.getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(a.name);
    await expect(items.nth(0)).toContainText(
      fill(s.basket.colourwayIs, { colourway: colourwayText(a, refA) }),
    );
    await expect(items.nth(1)).toContainText(b.name);
    await expect(items.nth(1)).toContainText(s.basket.anyColourway);
    await expect(items.nth(2)).toContainText(
      fill(s.basket.colourwayIs, { colourway: colourwayText(c, refC) }),
    );
    // Shown as it came: nothing to remove.
    await expect(list.getByRole("button")).toHaveCount(0);
    await expectAxeClean(receiver);
    await expectNoHorizontalOverflow(receiver);

    // Sent from there as it is; the receiver's own basket stays empty.
    const buyer = {
      company: `Atelier Partagé ${Date.now()}`,
      name: "Inès Moreau",
      email: "ines.moreau@example.fr",
    };
    const form = receiver.getByRole("form", { name: s.form.title });
    await form.getByLabel(s.form.company).fill(buyer.company);
    await form.getByLabel(s.form.full_name).fill(buyer.name);
    await form.getByLabel(s.form.email).fill(buyer.email);
    const posted = receiver.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/sample-requests" && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: s.form.submit }).click();
    const answer = await posted;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON().items).toEqual([
      { fabric_id: a.id, colourway: refA },
      { fabric_id: b.id, colourway: null },
      { fabric_id: c.id, colourway: refC },
    ]);
    await expect(receiver.getByRole("heading", { name: s.sent.title })).toBeFocused();
    expect(await receiver.evaluate(() => localStorage.getItem("sample-basket"))).toBeNull();
    // The staff's mail names the buyer too and may arrive first: wait for the buyer's own.
    const [confirmation] = await waitForMailsTo(baseURL!, buyer.email);
    expect(confirmation, "the buyer's confirmation").toBeDefined();
    for (const fabric of [a, b, c]) expect(confirmation!.text).toContain(fabric.code);

    // Opened again and added to the receiver's own basket: the basket it then shows.
    await receiver.goto(url);
    await receiver.getByRole("button", { name: s.shared.add }).click();
    await expect(receiver).toHaveURL(/\/samples$/);
    await expect(
      receiver.getByRole("status").filter({ hasText: fill(s.shared.added_other, { count: 3 }) }),
    ).toBeVisible();
    const own = receiver.getByRole("region", { name: new RegExp(`^${s.basket.title}`) });
    await expect(own.getByRole("button", { name: s.basket.remove })).toHaveCount(3);
    // The basket keeps each fabric's name once the page has read it (a placeholder until then).
    const stored = async () => {
      const value = JSON.parse((await receiver.evaluate(() => localStorage.getItem("sample-basket")))!) as {
        items: { fabric_id: number; colourway: string | null; name: string }[];
      };
      return value.items.map(({ fabric_id, colourway, name }) => ({ fabric_id, colourway, name }));
    };
    await expect.poll(stored).toEqual([
      { fabric_id: a.id, colourway: refA, name: a.name },
      { fabric_id: b.id, colourway: null, name: b.name },
      { fabric_id: c.id, colourway: refC, name: c.name },
    ]);
    // Said once: not again after a reload.
    await receiver.reload();
    await expect(own.getByRole("button", { name: s.basket.remove })).toHaveCount(3);
    await expect(receiver.getByText(fill(s.shared.added_other, { count: 3 }))).toHaveCount(0);
    // A second time: nothing new.
    await receiver.goto(url);
    await receiver.getByRole("button", { name: s.shared.add }).click();
    await expect(receiver.getByRole("status").filter({ hasText: s.shared.present })).toBeVisible();

    // A link cut short or forged: what can be read, and how much could not.
    await receiver.goto(`/samples?items=${b.id},abc,0,${b.id},${a.id}.%ZZ`);
    await expect(receiver.getByText(fill(s.shared.skipped_other, { count: 3 }))).toBeVisible();
    await expect(
      receiver.getByRole("region", { name: new RegExp(`^${s.shared.listTitle}`) }).getByRole("listitem"),
    ).toHaveCount(1);
    await receiver.goto("/samples?items=abc");
    await expect(receiver.getByText(s.shared.empty)).toBeVisible();
    await expect(receiver.getByRole("form", { name: s.form.title })).toHaveCount(0);
    await receiver.goto(url);
    // The language menu's links re-encode the query (`,` as `%2C`): in English, the same list.
    await receiver.locator("#site-language").click();
    await receiver.locator('.site-lang-menu a[hreflang="en"]').click();
    await expect(receiver).toHaveURL(/items=.*%2C.*lng=en/);
    await expect(
      receiver
        .getByRole("region", { name: new RegExp(`^${en.samples.shared.listTitle}`) })
        .getByRole("listitem"),
    ).toHaveCount(3);
    expect(receiverErrors).toEqual([]);
  } finally {
    await other.close();
  }
  expect(errors).toEqual([]);
});
