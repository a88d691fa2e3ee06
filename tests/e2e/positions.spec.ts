import { expect, type Page, test, loginAs } from "./fixtures";
import { vocabularyErrors } from "../helpers/schema-vocabulary";
import de from "../../common/i18n/locales/de";
import en from "../../common/i18n/locales/en";
import es from "../../common/i18n/locales/es";
import fr from "../../common/i18n/locales/fr";
import tr from "../../common/i18n/locales/tr";

// An open position: opened by the admin, on /careers and its own page in the five languages
// with its JobPosting, applied to (talent pool ticked), closed from the admin screen: its page
// answers 404 and it leaves /careers, its structured data and the sitemap. Everything the test
// makes is deleted again: other tests count the demo content.

const LANGS = { tr, en, de, fr, es } as const;
type Lng = keyof typeof LANGS;
const TITLES: Record<Lng, string> = {
  tr: "Kalite Kontrol Uzmanı E2E",
  en: "Quality Control Specialist E2E",
  de: "Qualitätsprüfer E2E",
  fr: "Contrôleur qualité E2E",
  es: "Especialista en control de calidad E2E",
};
const DESCRIPTIONS: Record<Lng, string> = {
  tr: "Ham ve mamul kumaşın kalite kontrolü.",
  en: "Quality control of greige and finished fabric.",
  de: "Qualitätsprüfung von Roh- und Fertigware.",
  fr: "Contrôle qualité des tissus écrus et finis.",
  es: "Control de calidad del tejido crudo y acabado.",
};

/** An admin call from the page's session: its cookies and the CSRF token the session hands out. */
async function admin(page: Page, method: "post" | "delete", url: string, data?: object) {
  const me = await page.request.get("/api/auth/me");
  const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return page.request[method](url, { headers: { "X-CSRF-Token": csrf }, ...(data ? { data } : {}) });
}

async function jobPostings(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((b) => b["@type"] === "JobPosting");
}

test("a position opened in the admin is on /careers in five languages, applied to, and gone once closed @any-screen", async ({
  page,
  browser,
}) => {
  test.slow();
  await loginAs(page, "/admin/positions");
  const body: Record<string, string> = {
    employment_type: "FULL_TIME",
    department: "Kalite",
    valid_through: "2099-12-31",
  };
  for (const lng of Object.keys(LANGS) as Lng[]) {
    body[lng === "tr" ? "title" : `title_${lng}`] = TITLES[lng];
    body[lng === "tr" ? "description" : `description_${lng}`] = DESCRIPTIONS[lng];
  }
  const created = await admin(page, "post", "/api/positions", body);
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  let applicationId: number | null = null;
  try {
    await page.reload();
    await expect(page.getByTestId(`position-${id}`)).toContainText(TITLES.tr);

    // A visitor without a session (the admin's cookie would skip the public cache).
    const visitor = await browser.newPage();
    for (const [lng, t] of Object.entries(LANGS) as [Lng, (typeof LANGS)[Lng]][]) {
      await visitor.goto(`/careers?lng=${lng}`);
      const link = visitor.getByRole("link", { name: TITLES[lng] });
      await expect(link).toBeVisible();
      await link.click();
      await visitor.waitForURL((url) => url.pathname === `/careers/${id}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLES[lng]);
      await expect(visitor.getByText(DESCRIPTIONS[lng])).toBeVisible();
      await expect(visitor.getByText(t.positions.employmentTypes.FULL_TIME)).toBeVisible();
      const [posting] = await jobPostings(visitor);
      expect(posting, lng).toBeDefined();
      expect(vocabularyErrors(posting!)).toEqual([]);
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        title: TITLES[lng],
        description: DESCRIPTIONS[lng],
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        validThrough: "2099-12-31",
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization", name: tr.site.company },
        jobLocation: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: "İstanbul", addressCountry: "TR" },
        },
      });
    }
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/careers/${id}</loc>`);

    // Apply from the position's page: the form has it chosen, the free-text position is not asked for.
    await visitor.goto(`/careers/${id}?lng=en`);
    await visitor.getByRole("link", { name: en.positions.apply }).click();
    await visitor.waitForURL(
      (url) => url.pathname === "/careers" && url.searchParams.get("position") === String(id),
    );
    const submit = visitor.getByRole("button", { name: en.careers.form.submit });
    await expect(submit).toBeEnabled();
    await expect(visitor.locator("#careers-position-id")).toHaveValue(String(id));
    await expect(visitor.locator("#careers-position")).toHaveCount(0);
    await visitor.locator("#careers-full-name").fill("Elif Arslan");
    await visitor.locator("#careers-email").fill("elif.arslan@example.com");
    await visitor.locator("#careers-talent-pool").check();
    const answer = visitor.waitForResponse((r) => new URL(r.url()).pathname === "/api/careers");
    await submit.click();
    expect((await answer).status()).toBe(201);
    applicationId = ((await (await answer).json()) as { data: { id: number } }).data.id;
    await expect(visitor.getByRole("dialog", { name: en.careers.success_title })).toBeVisible();

    const stored = await page.request.get(`/api/applications/${applicationId}`);
    expect((await stored.json()).data).toMatchObject({
      position_id: id,
      position: TITLES.tr,
      talent_pool: true,
    });
    const filtered = await page.request.get(`/api/applications?position=${id}`);
    expect(((await filtered.json()).data as { id: number }[]).map((a) => a.id)).toEqual([applicationId]);

    // Closed from the admin screen: the page is a 404 without its JobPosting, and it leaves the lists.
    await page.goto("/admin/positions");
    const row = page.getByTestId(`position-${id}`);
    await row.getByRole("button", { name: tr.adminPositions.actions.close }).click();
    await expect(row).toContainText(tr.adminPositions.status.closed);
    for (const lng of Object.keys(LANGS) as Lng[]) {
      const response = await visitor.goto(`/careers/${id}?lng=${lng}`);
      expect(response?.status()).toBe(404);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(LANGS[lng].positions.notFound);
      expect(await jobPostings(visitor)).toEqual([]);
    }
    await visitor.goto("/careers?lng=tr");
    await expect(visitor.getByRole("link", { name: TITLES.tr })).toHaveCount(0);
    expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(`/careers/${id}<`);
    await visitor.close();
  } finally {
    if (applicationId !== null) await admin(page, "delete", `/api/applications/${applicationId}`);
    await admin(page, "delete", `/api/positions/${id}`);
  }
});
