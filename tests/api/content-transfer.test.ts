// The site's content moved between installations (ADR 16): the demo site exported as a zip and
// imported into an empty one answers the same public API with the same images; a second export
// is the same bytes but manifest's date; a site with content refuses an import (409); a tampered,
// broken or hostile archive is refused with each problem named (400) and leaves nothing behind.
import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { max } from "drizzle-orm";
import { positions } from "../../server/db/schema";
import { pdfOfSize } from "../fixtures/images";
import {
  type AdminSession,
  createTempDatabase,
  listFiles,
  loginAdmin,
  multipart,
  TEST_DB,
  type TestApp,
} from "../helpers/app";
import { createDemoApp } from "../helpers/demo";
import { adminApp } from "../helpers/suite";

let src: TestApp;
let dst: TestApp;
let srcAdmin: AdminSession;
let dstAdmin: AdminSession;
let archive: Buffer;

beforeAll(async () => {
  src = await createDemoApp();
  srcAdmin = await loginAdmin(src);
  ({ t: dst, admin: dstAdmin } = await adminApp());
  const res = await src.app.inject({
    method: "GET",
    url: "/api/exports/content.zip",
    headers: { cookie: srcAdmin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(res.headers["content-disposition"]).toMatch(
    /^attachment; filename="content-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  archive = res.rawPayload;
}, 240_000);
afterAll(async () => {
  await src?.close();
  await dst?.close();
});

const upload = (t: TestApp, admin: AdminSession, zip: Buffer, filename = "content.zip") => {
  const form = multipart({}, [{ field: "file", filename, content: zip, contentType: "application/zip" }]);
  return t.app.inject({
    method: "POST",
    url: "/api/imports/content",
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
};
const status = async (t: TestApp, admin: AdminSession) =>
  (
    await t.app.inject({ method: "GET", url: "/api/imports/content", headers: { cookie: admin.cookie } })
  ).json().data;

const PUBLIC = [
  "/api/fabrics?page_size=100",
  "/api/fabrics?page_size=100&lng=de",
  "/api/collections",
  "/api/certificates",
  "/api/exhibitions?when=upcoming",
  "/api/exhibitions?when=past&lng=fr",
  "/api/countries",
  "/api/positions",
  "/api/facilities",
  "/api/facilities?lng=es",
  "/api/contact-info",
];

describe("export and import", () => {
  it("the export holds one JSON file per entity, the files and a manifest; no personal data", () => {
    const files = unzipSync(new Uint8Array(archive));
    const names = Object.keys(files);
    expect(names.filter((n) => !n.startsWith("files/")).sort()).toEqual(
      [
        "certificate_fabrics",
        "certificates",
        "collections",
        "contact_info",
        "countries",
        "exhibition_photos",
        "exhibitions",
        "fabric_photos",
        "fabric_reports",
        "fabrics",
        "facilities",
        "facility_certificates",
        "manifest",
        "media",
        "positions",
        "private_files",
      ].map((n) => `${n}.json`),
    );
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
    expect(manifest.format).toBe(1);
    expect(manifest.counts.fabrics).toBe(24);
    expect(manifest.counts.media).toBe(90);
    for (const [name, hash] of Object.entries(manifest.files))
      expect(createHash("sha256").update(files[name]!).digest("hex"), name).toBe(hash);
    const text = names
      .filter((n) => n.endsWith(".json"))
      .map((n) => strFromU8(files[n]!))
      .join("\n");
    expect(text).not.toMatch(/\.example"|full_name|password_hash|meeting_time|token_hash|fabric_code/);
    // The certificates' scans (4) and the lab reports the passports name (3).
    expect(names.filter((n) => n.startsWith("files/private/"))).toHaveLength(7);
  });

  it("an empty site takes the archive; its public API answers as the source's, its images are served", async () => {
    expect((await status(dst, dstAdmin)).empty).toBe(true);
    const res = await upload(dst, dstAdmin, archive);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.counts.fabrics).toBe(24);
    for (const url of PUBLIC) {
      const [a, b] = await Promise.all([src.app.inject(url), dst.app.inject(url)]);
      expect(b.statusCode, url).toBe(200);
      expect(b.json(), url).toEqual(a.json());
    }
    const fabric = (await dst.app.inject("/api/fabrics?page_size=1")).json().data[0];
    const detail = await dst.app.inject(`/api/fabrics/${fabric.id}`);
    // Stock is the ERP's, not content: the archive leaves it out, the source's colourways show it.
    const withoutStock = (answer: { data: { fabric: { colourways: { stock?: unknown }[] } } }) => {
      for (const colourway of answer.data.fabric.colourways) delete colourway.stock;
      return answer;
    };
    expect(detail.json()).toEqual(withoutStock((await src.app.inject(`/api/fabrics/${fabric.id}`)).json()));
    // The passports and the facilities their steps name come across whole.
    expect(detail.json().data.fabric.passport.completeness).toBeGreaterThan(0);
    for (const url of [
      "/api/exports/passport.csv?lng=en",
      `/api/fabrics/${fabric.id}/passport.jsonld?lng=fr`,
    ]) {
      const [a, b] = await Promise.all([src.app.inject(url), dst.app.inject(url)]);
      expect(b.statusCode, url).toBe(200);
      expect(b.body, url).toBe(a.body);
    }
    const image = await dst.app.inject(fabric.image.src);
    expect(fabric.image.src).toMatch(/^\/uploads\/[A-Za-z0-9]+-800\.webp$/);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const certificate = (await dst.app.inject("/api/certificates")).json().data[0];
    const scan = await dst.app.inject(certificate.file.url);
    expect(scan.statusCode).toBe(200);
    expect(scan.headers["content-type"]).toBe("application/pdf");
    // The kept counts and the sequences follow the rows.
    const dash = (
      await dst.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie: dstAdmin.cookie } })
    ).json();
    expect(dash.data.counts.fabrics).toBe(24);
    expect(dash.data.counts.photos).toBe(35);
    expect(listFiles(dst.ctx.storage.tmpDir)).toEqual([]);
  });

  it("a second export is the same files but manifest's exported_at", async () => {
    const res = await dst.app.inject({
      method: "GET",
      url: "/api/exports/content.zip",
      headers: { cookie: dstAdmin.cookie },
    });
    const a = unzipSync(new Uint8Array(archive));
    const b = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    for (const name of Object.keys(a)) {
      if (name === "manifest.json") continue;
      expect(Buffer.from(b[name]!).equals(Buffer.from(a[name]!)), name).toBe(true);
    }
    const { exported_at: _a, ...ma } = JSON.parse(strFromU8(a["manifest.json"]!));
    const { exported_at: _b, ...mb } = JSON.parse(strFromU8(b["manifest.json"]!));
    expect(mb).toEqual(ma);
  });

  it("new rows after an import get the next ids", async () => {
    const res = await dst.app.inject({
      method: "POST",
      url: "/api/positions",
      headers: dstAdmin.headers,
      payload: { title: "Kalite kontrol", description: "Dokuma" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await src.ctx.db.select({ top: max(positions.id) }).from(positions);
    expect(res.json().data.id).toBe(row!.top! + 1);
  });

  it("a site with content refuses an import: 409, nothing changed", async () => {
    const before = await status(dst, dstAdmin);
    const files = listFiles(dst.dataDir).sort();
    const res = await upload(dst, dstAdmin, archive);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("site_not_empty");
    expect(await status(dst, dstAdmin)).toEqual(before);
    expect(
      listFiles(dst.dataDir)
        .filter((f) => !f.startsWith("db/"))
        .sort(),
    ).toEqual(files.filter((f) => !f.startsWith("db/")));
  });
});

describe("refused archives leave nothing behind", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp());
  });
  afterAll(() => t.close());

  /** The archive with `change` applied; the manifest's checksums follow unless `rehash` is false. */
  function edited(change: (files: Record<string, Uint8Array>) => void, rehash = true): Buffer {
    const files = unzipSync(new Uint8Array(archive));
    change(files);
    if (rehash) {
      const manifest = JSON.parse(strFromU8(files["manifest.json"]!));
      for (const name of Object.keys(manifest.files))
        if (files[name]) manifest.files[name] = createHash("sha256").update(files[name]!).digest("hex");
      files["manifest.json"] = strToU8(JSON.stringify(manifest));
    }
    return Buffer.from(zipSync(files, { level: 0 }));
  }
  const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!));
  const put = (files: Record<string, Uint8Array>, name: string, value: unknown) => {
    files[name] = strToU8(JSON.stringify(value));
  };

  async function refused(zip: Buffer) {
    const res = await upload(t, admin, zip);
    expect(res.statusCode, res.body).toBe(400);
    expect((await status(t, admin)).empty).toBe(true);
    for (const dir of [t.ctx.storage.local.uploadsDir, t.ctx.storage.local.privateDir, t.ctx.storage.tmpDir])
      expect(listFiles(dir), dir).toEqual([]);
    return res.json().error.problems as { file: string; where: string; code: string }[];
  }

  it("a file changed after the export (checksum)", async () => {
    const zip = edited((f) => {
      const rows = json(f, "fabrics.json");
      rows[0].name.tr = "Değiştirildi";
      put(f, "fabrics.json", rows);
    }, false);
    expect(await refused(zip)).toContainEqual({ file: "fabrics.json", where: "", code: "checksum" });
  });

  it("a file that is not JSON, and a row of the wrong shape", async () => {
    const zip = edited((f) => {
      f["collections.json"] = strToU8("[{");
      const rows = json(f, "positions.json");
      rows[1].employment_type = "SLAVE";
      put(f, "positions.json", rows);
    });
    const problems = await refused(zip);
    expect(problems).toContainEqual({ file: "collections.json", where: "", code: "invalid_json" });
    expect(problems).toContainEqual({ file: "positions.json", where: "1.employment_type", code: "invalid" });
  });

  it("a reference to a row that is not in the archive", async () => {
    const zip = edited((f) => {
      const rows = json(f, "fabric_photos.json");
      rows[2].fabric_id = 999_999;
      put(f, "fabric_photos.json", rows);
    });
    const problems = await refused(zip);
    expect(problems).toContainEqual({
      file: "fabric_photos.json",
      where: "2.fabric_id",
      code: "unknown_reference",
    });
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(["unknown_reference"]));
  });

  it("a passport the passport's own checks refuse, naming the fabric's row", async () => {
    type Passport = {
      steps: { step: string; facility_id: number | null }[];
      fibres: { fiber: string; recycled_percent: number | null; recycled_source: string | null }[];
      colourways: { ref: string; gtin: string | null }[];
    };
    type Fabric = {
      passport: Passport | null;
      card: { composition: { fiber: string; percent: number }[] } | null;
    };
    const at: Record<string, number> = {};
    const zip = edited((f) => {
      const rows = json(f, "fabrics.json") as Fabric[];
      const facilities = json(f, "facilities.json") as { id: number; kinds: string[] }[];
      const withSteps = rows.findIndex((r) => (r.passport?.steps ?? []).some((s) => s.facility_id !== null));
      const step = rows[withSteps]!.passport!.steps.find((s) => s.facility_id !== null)!;
      // A facility of the archive that does not do the step.
      step.facility_id = facilities.find((x) => !x.kinds.includes(step.step))!.id;
      at.step = withSteps;
      const blend = rows.findIndex(
        (r, i) => i !== withSteps && (r.card?.composition.length ?? 0) > 1 && r.passport,
      );
      const line = rows[blend]!.card!.composition[0]!;
      rows[blend]!.passport!.fibres = [
        { fiber: line.fiber, recycled_percent: line.percent + 1, recycled_source: "post_consumer" },
      ];
      at.blend = blend;
      const coloured = rows.findIndex(
        (r, i) => i !== withSteps && i !== blend && (r.passport?.colourways ?? []).some((c) => c.gtin),
      );
      rows[coloured]!.passport!.colourways[0]!.gtin = "4006381333932";
      at.gtin = coloured;
      put(f, "fabrics.json", rows);
    });
    const problems = await refused(zip);
    const passportProblems = problems.filter((p) => p.where.includes(".passport"));
    expect(passportProblems).toContainEqual({
      file: "fabrics.json",
      where: expect.stringMatching(new RegExp(`^${at.step}\\.passport\\.steps\\.\\d\\.facility_id$`)),
      code: "invalid",
    });
    expect(passportProblems).toContainEqual({
      file: "fabrics.json",
      where: `${at.blend}.passport.fibres.0.recycled_percent`,
      code: "invalid",
    });
    expect(passportProblems).toContainEqual({
      file: "fabrics.json",
      where: `${at.gtin}.passport.colourways.0.gtin`,
      code: "invalid",
    });
  });

  it("a file under files/ that is not the image its row describes", async () => {
    let name = "";
    const zip = edited((f) => {
      name = Object.keys(f).find((n) => n.startsWith("files/uploads/"))!;
      f[name] = strToU8(
        `<html><script>alert(1)</script></html>${" ".repeat(f[name]!.length)}`.slice(0, f[name]!.length),
      );
    });
    expect(await refused(zip)).toEqual([{ file: name, where: "", code: "not_an_image" }]);
  });

  it("names that climb out of the archive, unknown entities and stray files", async () => {
    const zip = edited((f) => {
      f["../evil.json"] = strToU8("[]");
      f["files/uploads/../../x.webp"] = strToU8("x");
      f["orders.json"] = strToU8("[]");
    }, false);
    const problems = await refused(zip);
    expect(problems).toContainEqual({ file: "../evil.json", where: "", code: "unsafe_name" });
    expect(problems).toContainEqual({ file: "files/uploads/../../x.webp", where: "", code: "unsafe_name" });
    expect(problems).toContainEqual({ file: "orders.json", where: "", code: "unknown_entity" });
  });

  it("a zip bomb is refused before it is unpacked", async () => {
    const bomb = Buffer.from(zipSync({ "manifest.json": new Uint8Array(80 * 1024 * 1024) }, { level: 9 }));
    // The directory says 80 MB: a JSON file may unpack to at most 16 MB, so nothing is inflated.
    const problems = await refused(bomb);
    expect(problems[0]!.code).toBe("too_large");
  });

  it("a site holding only a CV (not content) takes the archive; the certificates' and lab reports' files get new ids", async () => {
    const form = multipart({ full_name: "Ada", email: "ada@example.com", position: "Dokumacı" }, [
      { field: "file", filename: "cv.pdf", content: pdfOfSize(3000), contentType: "application/pdf" },
    ]);
    expect((await t.app.inject({ method: "POST", url: "/api/careers", ...form })).statusCode).toBe(201);
    expect((await status(t, admin)).empty).toBe(true);
    const res = await upload(t, admin, archive);
    expect(res.statusCode, res.body).toBe(200);
    const certificate = (await t.app.inject("/api/certificates")).json().data[0];
    const scan = await t.app.inject(certificate.file.url);
    expect(scan.statusCode).toBe(200);
    expect(scan.headers["content-type"]).toBe("application/pdf");
    // The lab reports the passports show still open, their files under their new ids.
    const fabrics = (await t.app.inject("/api/fabrics?page_size=100")).json().data as { id: number }[];
    const reports: string[] = [];
    for (const { id } of fabrics) {
      const { tests } = (await t.app.inject(`/api/fabrics/${id}`)).json().data.fabric.passport;
      for (const test of tests as { report: { url: string; public: boolean } | null }[])
        if (test.report?.public) reports.push(test.report.url);
    }
    expect(reports).toHaveLength(2);
    for (const url of reports) expect((await t.app.inject(url)).statusCode, url).toBe(200);
    // The CV, the certificates' 4 scans and the 3 lab reports.
    expect(listFiles(t.ctx.storage.local.privateDir)).toHaveLength(8);
  });

  it("a file that is not a zip is refused as such (415)", async () => {
    const res = await upload(t, admin, Buffer.from("id,code\n1,KM-1\n"), "content.zip");
    expect(res.statusCode).toBe(415);
  });
});

describe("the command line", () => {
  it("exports to a folder and imports the folder into an empty data folder", async () => {
    const run = promisify(execFile);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-cli-"));
    const out = path.join(root, "export");
    const zipPath = path.join(root, "content.zip");
    fs.writeFileSync(zipPath, archive);
    const dataDir = path.join(root, "data");
    const temp = TEST_DB === "postgres" ? await createTempDatabase() : undefined;
    try {
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED: "empty" };
      if (temp) Object.assign(env, { DATABASE_URL: temp.url });
      const tsx = path.resolve("node_modules/.bin/tsx");
      const imported = await run(tsx, ["scripts/content.ts", "import", zipPath], { env });
      expect(imported.stdout).toMatch(/Imported .*fabrics 24/);
      const exported = await run(tsx, ["scripts/content.ts", "export", out], { env });
      expect(exported.stdout).toMatch(/Exported \d+ files/);
      const files = unzipSync(new Uint8Array(archive));
      for (const name of Object.keys(files).filter((n) => n !== "manifest.json"))
        expect(fs.readFileSync(path.join(out, name)).equals(Buffer.from(files[name]!)), name).toBe(true);
      const again = await run(tsx, ["scripts/content.ts", "import", out], { env }).catch((e) => e);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/already holds content/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      await temp?.drop();
    }
    // Three command-line processes, each compiling the sources and opening its database (the first
    // one making it): 19 s on a quiet machine, over 120 s on a slow one beside the other suites.
  }, 360_000);
});
