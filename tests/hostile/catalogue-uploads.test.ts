// The catalogue's uploads: certificate scans (public while valid), collection covers and the CSV
// import, attacked as the CVs and the fabric images are (tests/hostile/uploads.test.ts).
import { beforeAll, describe, expect, test } from "vitest";
import { admin, multipart, type Part, request, type Session, login, snapshot } from "./support/http";
import { pdf, pngImage } from "./support/world";

let session: Session;
beforeAll(async () => {
  session = await login();
});

const MiB = 1024 * 1024;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const MZ = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
  Buffer.alloc(4200),
]);
const HTML = Buffer.from(
  `<!doctype html><html><body><script>alert(document.cookie)</script>${" ".repeat(4200)}</body></html>`,
);
const SVG = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`,
);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(4200)]);

function certificate(file: Part | null, number = "H-1") {
  const parts: Part[] = [
    { name: "standard", value: "gots" },
    { name: "number", value: number },
    { name: "issuer", value: "Control Union" },
    { name: "scope", value: "Organik pamuklu kumaşlar" },
    { name: "valid_from", value: day(-1) },
    { name: "valid_until", value: day(60) },
  ];
  if (file) parts.push(file);
  return admin(session, "/api/certificates", { method: "POST", ...multipart(parts) });
}

describe("certificate scans", () => {
  test("EXE, HTML, SVG and ZIP named .pdf are refused (415); nothing is stored", async () => {
    const before = await snapshot(session);
    for (const [name, data] of Object.entries({ MZ, HTML, SVG, ZIP })) {
      const answer = await certificate({ name: "file", filename: "scan.pdf", type: "application/pdf", data });
      expect(answer.status, name).toBe(415);
      expect(answer.json.error.fields).toEqual({ file: "file_type" });
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("a scan of 10 MiB + 1 byte is refused with file_size; nothing is stored", async () => {
    const before = await snapshot(session);
    const answer = await certificate({
      name: "file",
      filename: "scan.pdf",
      type: "application/pdf",
      data: pdf(10 * MiB + 1),
    });
    expect(answer.status).toBe(413);
    expect(answer.json.error.fields).toEqual({ file: "file_size" });
    expect(await snapshot(session)).toEqual(before);
  });

  test("a public scan carrying HTML is served sandboxed and nosniff, never under /uploads, and goes with its certificate", async () => {
    const data = Buffer.concat([pdf(), Buffer.from("<html><script>alert('scan')</script></html>")]);
    const created = await certificate(
      { name: "file", filename: "scan.pdf", type: "application/pdf", data },
      "H-SCAN",
    );
    expect(created.status, created.text).toBe(201);
    const { id, file } = created.json.data;
    expect(file.url).toBe(`/api/certificates/${id}/file`);
    const served = await request(file.url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toMatch(/sandbox/);
    expect(served.headers["content-disposition"]).toMatch(/^inline; filename="gots-H-SCAN\.pdf"/);
    expect((await admin(session, `/api/certificates/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await request(file.url)).status).toBe(404);
  });
});

describe("collection covers", () => {
  test("SVG with script, HTML and a PDF are refused as covers; nothing is stored", async () => {
    const before = await snapshot(session);
    for (const [data, filename, type] of [
      [SVG, "cover.svg", "image/svg+xml"],
      [SVG, "cover.png", "image/png"],
      [HTML, "cover.jpg", "image/jpeg"],
      [pdf(), "cover.png", "image/png"],
    ] as [Buffer, string, string][]) {
      const answer = await admin(session, "/api/collections", {
        method: "POST",
        ...multipart([
          { name: "name", value: "Riviera" },
          { name: "season", value: "SS27" },
          { name: "kind", value: "main" },
          { name: "coverImage", filename, type, data },
        ]),
      });
      expect(answer.status, filename).toBe(415);
    }
    expect(await snapshot(session)).toEqual(before);
  });
});

describe("the CSV import", () => {
  const upload = (data: Buffer, filename = "fabrics.csv", type = "text/csv") =>
    admin(session, "/api/imports/fabrics.csv", {
      method: "POST",
      ...multipart([{ name: "file", filename, type, data }]),
    });

  test("binaries named .csv, a CSV named otherwise, and a file over 2 MB are refused; nothing is written", async () => {
    const before = await snapshot(session);
    for (const data of [MZ, ZIP, await pngImage()]) expect((await upload(data)).status).toBe(415);
    expect((await upload(Buffer.from("id,code\n"), "fabrics.exe")).status).toBe(415);
    const big = Buffer.concat([Buffer.from("id,code\n"), Buffer.alloc(2 * MiB, 0x61)]);
    expect((await upload(big)).status).toBe(413);
    expect(await snapshot(session)).toEqual(before);
  });

  test("HTML sent as a CSV is read as text: refused for its header, as JSON, its text not echoed whole", async () => {
    const before = await snapshot(session);
    const answer = await upload(HTML);
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const fields = (answer.json.error.rows as { field: string }[]).map((r) => r.field);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.length).toBeLessThanOrEqual(40);
    expect(answer.text).not.toContain("alert(document.cookie)");
    expect(await snapshot(session)).toEqual(before);
  });
});
