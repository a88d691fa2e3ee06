// The passport's lab reports (POST /api/fabrics/:id/reports, GET …/reports/:reportId), attacked as
// the certificate scans are (catalogue-uploads.test.ts): no file but a PDF, JPEG or PNG by its
// bytes, nothing over 10 MiB, nothing without a staff session and its CSRF token; a report another
// fabric owns, or one no passport shows as public, is never served to a visitor; a crafted PDF is
// served sandboxed; odd ids are 400s, never a 500.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { admin, json, multipart, type Part, request, type Session, login, snapshot } from "./support/http";
import { day, pdf, pngImage } from "./support/world";

let session: Session;
const fabricIds: number[] = [];
const MiB = 1024 * 1024;
const MZ = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
  Buffer.alloc(4200),
]);
const HTML = Buffer.from(
  `<!doctype html><html><body><script>alert(document.cookie)</script>${" ".repeat(4200)}</body></html>`,
);
const SVG = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`,
);

async function newFabric(code: string) {
  const answer = await admin(session, "/api/fabrics", {
    method: "POST",
    ...multipart([
      { name: "name", value: `Report ${code}` },
      { name: "description", value: "Poplin" },
      { name: "card", value: JSON.stringify({ ...EMPTY_CARD, code }) },
      { name: "main_image", filename: "p.png", type: "image/png", data: await pngImage() },
    ]),
  });
  if (answer.status !== 201) throw new Error(`fabric: ${answer.status} ${answer.text}`);
  fabricIds.push(answer.json.data.id);
  return answer.json.data.id as number;
}

const upload = (fabricId: number, file: Part) =>
  admin(session, `/api/fabrics/${fabricId}/reports`, { method: "POST", ...multipart([file]) });
const asPdf = (data: Buffer): Part => ({
  name: "file",
  filename: "report.pdf",
  type: "application/pdf",
  data,
});
const name = (tests: object[]) => ({ tests });
const pilling = (report: unknown) => ({
  property: "pilling",
  method: "ISO 12945-2",
  result: "4",
  unit: "grade",
  tested_on: day(-20),
  lab: "TÜV",
  report,
});

let mine: number;
let other: number;
beforeAll(async () => {
  session = await login();
  mine = await newFabric(`HR-${Date.now() % 1_000_000}`);
  other = await newFabric(`HS-${Date.now() % 1_000_000}`);
});
afterAll(async () => {
  for (const id of fabricIds) await admin(session, `/api/fabrics/${id}`, { method: "DELETE" });
});

describe("lab report uploads", () => {
  test("EXE, HTML and SVG named .pdf are refused (415), a file over 10 MiB too (413); nothing is stored", async () => {
    const before = await snapshot(session);
    for (const [label, data] of Object.entries({ MZ, HTML, SVG })) {
      const answer = await upload(mine, asPdf(data));
      expect(answer.status, label).toBe(415);
      expect(answer.json.error.fields).toEqual({ file: "file_type" });
    }
    const big = await upload(mine, asPdf(pdf(10 * MiB + 1)));
    expect(big.status).toBe(413);
    expect(big.json.error.fields).toEqual({ file: "file_size" });
    const none = await admin(session, `/api/fabrics/${mine}/reports`, {
      method: "POST",
      ...multipart([{ name: "note", value: "x" }]),
    });
    expect(none.status).toBe(400);
    expect(await snapshot(session)).toEqual(before);
  });

  test("without a session, or without the CSRF token, nothing is taken", async () => {
    const before = await snapshot(session);
    const body = multipart([asPdf(pdf())]);
    expect((await request(`/api/fabrics/${mine}/reports`, { method: "POST", ...body })).status).toBe(401);
    const noToken = await request(`/api/fabrics/${mine}/reports`, {
      method: "POST",
      ...body,
      headers: { ...body.headers, cookie: session.cookie },
    });
    expect(noToken.status).toBe(403);
    expect(await snapshot(session)).toEqual(before);
  });

  test("an unknown fabric or odd ids are 400/404, never a 500", async () => {
    expect((await upload(2_000_000_000, asPdf(pdf()))).status).toBe(404);
    for (const path of [
      "/api/fabrics/x/reports/1",
      "/api/fabrics/1/reports/-1",
      "/api/fabrics/1/reports/99999999999",
      "/api/fabrics/1/reports/1%00",
      "/api/fabrics/1/reports/1;jsessionid=x",
    ]) {
      const answer = await request(path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.text).not.toMatch(/stack|at \w+ \(|postgres|drizzle/i);
    }
  });
});

describe("lab reports served", () => {
  test("a visitor never reaches a private report, one no passport names, or one through another fabric", async () => {
    const hidden = (await upload(mine, asPdf(pdf()))).json.data;
    const loose = (await upload(mine, asPdf(pdf()))).json.data;
    const put = await admin(session, `/api/fabrics/${mine}/passport`, {
      method: "PUT",
      ...json(name([pilling({ id: hidden.id, public: false })])),
    });
    expect(put.status, put.text).toBe(200);
    for (const url of [hidden.url, loose.url, `/api/fabrics/${other}/reports/${hidden.id}`]) {
      const answer = await request(url);
      expect(answer.status, url).toBe(404);
      expect(answer.text).not.toContain("%PDF");
    }
    // Another fabric's passport cannot name it, public or not.
    const theft = await admin(session, `/api/fabrics/${other}/passport`, {
      method: "PUT",
      ...json(name([pilling({ id: hidden.id, public: true })])),
    });
    expect(theft.status).toBe(400);
    expect(theft.json.error.fields).toEqual({ "tests.0.report": "not_found" });
    expect((await request(`/api/fabrics/${other}/reports/${hidden.id}`)).status).toBe(404);
  });

  test("a public report carrying HTML is served sandboxed and nosniff", async () => {
    const data = Buffer.concat([pdf(), Buffer.from("<html><script>alert('report')</script></html>")]);
    const report = (await upload(mine, asPdf(data))).json.data;
    const put = await admin(session, `/api/fabrics/${mine}/passport`, {
      method: "PUT",
      ...json(name([pilling({ id: report.id, public: true })])),
    });
    expect(put.status, put.text).toBe(200);
    const served = await request(report.url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(served.headers["content-disposition"]).toMatch(/^inline; filename="lab-report-\d+-\d+\.pdf"/);
  });

  test("a report named with a wrong shape is a 400 naming the field", async () => {
    for (const report of [
      { id: "1", public: true },
      { id: 1 },
      { id: 1, public: "yes" },
      { id: 0, public: true },
      7,
    ]) {
      const answer = await admin(session, `/api/fabrics/${mine}/passport`, {
        method: "PUT",
        ...json(name([pilling(report)])),
      });
      expect(answer.status, JSON.stringify(report)).toBe(400);
      expect(Object.keys(answer.json.error.fields)[0]).toMatch(/^tests\.0\.report/);
    }
  });
});
