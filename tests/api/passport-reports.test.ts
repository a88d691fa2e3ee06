/**
 * The lab reports behind a passport's test results (POST /api/fabrics/:id/reports, a test row's
 * `report`): uploaded by staff, named by the passport, opened by visitors only while the passport
 * shows them as public ("on request" otherwise), gone with the passport that no longer names them,
 * with their fabric, and a day after an upload no passport named.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fabricReports, privateFiles } from "../../server/db/schema";
import { applyRetention } from "../../server/modules/retention/service";
import { adminSender, dayFromToday } from "../helpers/admin-api";
import { type AdminSession, listFiles, multipart, type TestApp } from "../helpers/app";
import { fabricWithPassport } from "../helpers/passport";
import { adminApp } from "../helpers/suite";
import { pdfOfSize } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let send: ReturnType<typeof adminSender>;
let privateDir: string;

beforeAll(async () => {
  ({ t, admin } = await adminApp({}, { site: true }));
  send = adminSender(t, admin);
  privateDir = path.join(t.dataDir, "private");
});
afterAll(() => t.close());

type Report = { id: number; name: string; mime_type: string; bytes: number; url: string };

async function upload(fabricId: number, content = pdfOfSize(2_000), filename = "Pilling ISO 12945-2.pdf") {
  const form = multipart({}, [{ field: "file", filename, content, contentType: "application/pdf" }]);
  return t.app.inject({
    method: "POST",
    url: `/api/fabrics/${fabricId}/reports`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
}

const pilling = (report: { id: number; public: boolean } | null) => ({
  property: "pilling",
  method: "ISO 12945-2",
  result: "4",
  unit: "grade",
  tested_on: dayFromToday(-9),
  lab: "TÜV",
  report,
});

async function passportOf(fabricId: number) {
  const res = await t.app.inject({
    url: `/api/fabrics/${fabricId}?lng=all`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fabric.passport;
}

async function savePassport(fabricId: number, tests: object[]) {
  const current = await passportOf(fabricId);
  const body = {
    hs_code: current.hs_code,
    dyeing_process: current.dyeing_process,
    care: current.care,
    tests,
  };
  return send("PUT", `/api/fabrics/${fabricId}/passport`, body);
}

const asVisitor = (url: string) => t.app.inject({ url });
const asStaff = (url: string) => t.app.inject({ url, headers: { cookie: admin.cookie } });

describe("a test result's lab report", () => {
  it("is uploaded by staff, opens for staff only until the passport shows it as public", async () => {
    const fabric = await fabricWithPassport(t, admin, []);
    const content = pdfOfSize(3_000);
    const res = await upload(fabric, content);
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json().data as Report;
    expect(report).toMatchObject({
      name: "Pilling ISO 12945-2.pdf",
      mime_type: "application/pdf",
      bytes: 3_000,
    });
    expect(report.url).toBe(`/api/fabrics/${fabric}/reports/${report.id}`);

    // Not named by any passport yet: staff open it, a visitor finds nothing.
    expect((await asVisitor(report.url)).statusCode).toBe(404);
    const staff = await asStaff(report.url);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(content)).toBe(true);
    expect(staff.headers["cache-control"]).toBe("private, no-store");
    expect(staff.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(staff.headers["x-content-type-options"]).toBe("nosniff");

    // Named, on request: the answer says so, the page says so, the file stays closed.
    expect((await savePassport(fabric, [pilling({ id: report.id, public: false })])).statusCode).toBe(200);
    const onRequest = await passportOf(fabric);
    expect(onRequest.tests[0].report).toEqual({ id: report.id, public: false, url: report.url });
    expect((await asVisitor(report.url)).statusCode).toBe(404);
    const page = await asVisitor(`/fabric/${fabric}?lng=de`);
    expect(page.body).toContain("Auf Anfrage");
    expect(page.body).not.toContain(`href="${report.url}"`);

    // Public: visitors open it from the page, the JSON-LD and the CSV name it.
    expect((await savePassport(fabric, [pilling({ id: report.id, public: true })])).statusCode).toBe(200);
    const shown = await asVisitor(report.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("application/pdf");
    expect(shown.headers["content-disposition"]).toBe(
      `inline; filename="lab-report-${fabric}-${report.id}.pdf"; filename*=UTF-8''lab-report-${fabric}-${report.id}.pdf`,
    );
    expect(shown.rawPayload.equals(content)).toBe(true);
    const german = await asVisitor(`/fabric/${fabric}?lng=de`);
    expect(german.body).toContain(`href="${report.url}"`);
    expect(german.body).toContain("Bericht öffnen");
    const ld = (await asVisitor(`/api/fabrics/${fabric}/passport.jsonld?lng=en`)).json();
    expect(ld.testResult[0].testReport).toBe(`${t.ctx.config.origin}${report.url}`);
    const csv = await asStaff("/api/exports/fabrics.csv");
    expect(csv.body).toContain(`TÜV:${report.id}:public`);
  });

  it("goes, file and all, when the passport is saved without it; one report may serve two results", async () => {
    const fabric = await fabricWithPassport(t, admin, []);
    const report = (await upload(fabric)).json().data as Report;
    const shared = { id: report.id, public: true };
    const twice = [pilling(shared), { ...pilling(shared), property: "tensile", unit: "N", result: "420" }];
    expect((await savePassport(fabric, twice)).statusCode).toBe(200);
    expect((await passportOf(fabric)).tests.map((test: { report: unknown }) => test.report)).toEqual([
      { ...shared, url: report.url },
      { ...shared, url: report.url },
    ]);
    const before = listFiles(privateDir).length;
    expect((await savePassport(fabric, [pilling(null)])).statusCode).toBe(200);
    expect(listFiles(privateDir)).toHaveLength(before - 1);
    expect((await asStaff(report.url)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(fabricReports).where(eq(fabricReports.id, report.id))).toEqual([]);
  });

  it("is refused when it belongs to another fabric or to none, and nothing is saved", async () => {
    const mine = await fabricWithPassport(t, admin, []);
    const other = await fabricWithPassport(t, admin, []);
    const theirs = (await upload(other)).json().data as Report;
    const stored = await passportOf(mine);
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await savePassport(mine, [pilling({ id, public: true })]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ "tests.0.report": "not_found" });
    }
    expect(await passportOf(mine)).toEqual(stored);
    // Their report stays theirs, still closed to visitors.
    expect((await asVisitor(theirs.url)).statusCode).toBe(404);
    expect((await asVisitor(`/api/fabrics/${mine}/reports/${theirs.id}`)).statusCode).toBe(404);
    expect((await asStaff(`/api/fabrics/${mine}/reports/${theirs.id}`)).statusCode).toBe(404);
  });

  it("leaves with its fabric", async () => {
    const fabric = await fabricWithPassport(t, admin, []);
    const report = (await upload(fabric)).json().data as Report;
    expect((await savePassport(fabric, [pilling({ id: report.id, public: true })])).statusCode).toBe(200);
    const before = listFiles(privateDir).length;
    expect((await send("DELETE", `/api/fabrics/${fabric}`)).statusCode).toBe(204);
    expect(listFiles(privateDir)).toHaveLength(before - 1);
    expect((await asStaff(report.url)).statusCode).toBe(404);
  });

  it("an upload no passport names goes at the retention run a day later, not before", async () => {
    const fabric = await fabricWithPassport(t, admin, []);
    const left = (await upload(fabric)).json().data as Report;
    const kept = (await upload(fabric)).json().data as Report;
    expect((await savePassport(fabric, [pilling({ id: kept.id, public: false })])).statusCode).toBe(200);
    expect((await applyRetention(t.ctx)).lab_reports).toBe(0);
    expect((await asStaff(left.url)).statusCode).toBe(200);
    const dayAfter = new Date(Date.now() + 25 * 60 * 60 * 1000);
    // This one and the other tests' uploads that no passport names.
    expect((await applyRetention(t.ctx, dayAfter)).lab_reports).toBeGreaterThanOrEqual(1);
    expect((await asStaff(left.url)).statusCode).toBe(404);
    expect((await asStaff(kept.url)).statusCode).toBe(200);
    // Every file left has its row, every row its file.
    const rows = await t.ctx.db.select({ key: privateFiles.storageKey }).from(privateFiles);
    expect(listFiles(privateDir).sort()).toEqual(rows.map((row) => row.key).sort());
  });
});
