// Operations under attack. The files of applicants, uploads in progress, the embedded database
// and the backups belong to the server's user alone (0600 files in 0700 folders, also where an
// older version left them readable); an edited or corrupt backup is refused before anything in
// the target is touched, and restoring a PostgreSQL backup loads data and runs no command.
// The operator's commands run as child processes (`npm run backup` / `restore` through tsx).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { PORTS } from "./support/global-setup";
import { admin, baseUrl, ipFor, json, multipart, request, type Session } from "./support/http";
import {
  copyOf,
  dumpFile,
  entryModes,
  filesUnder,
  loosen,
  looserThanOwner,
  type Place,
  pack,
  plainSql,
  readManifest,
  recomputeChecksums,
  removeTempDirs,
  runScript,
  sha256,
  stateOf,
  tables,
  tempDir,
  unpack,
  writeManifest,
} from "./support/operations";
import { createTempDatabase, HOSTILE_DB, type RunningServer, startServer } from "./support/server";
import { pdf, pngImage } from "./support/world";

const onPostgres = HOSTILE_DB === "postgres";
const drops: (() => Promise<void>)[] = [];

/** A place for a server or a restore: a fresh folder and, on PostgreSQL, a fresh database. */
async function freshPlace(): Promise<Place> {
  if (!onPostgres) return { dataDir: tempDir() };
  const db = await createTempDatabase();
  drops.push(db.drop);
  return { dataDir: tempDir(), databaseUrl: db.url };
}

function careers(label: string, file: Buffer, base?: string) {
  return request("/api/careers", {
    method: "POST",
    base,
    from: ipFor(`ops-${label}`),
    ...multipart([
      { name: "full_name", value: "Ops Applicant" },
      { name: "email", value: "ops@example.com" },
      { name: "position", value: "Weaver" },
      { name: "file", filename: "cv.pdf", type: "application/pdf", data: file },
    ]),
  });
}

async function loginTo(server: RunningServer): Promise<Session> {
  const answer = await request("/api/auth/login", {
    method: "POST",
    base: server.url,
    ...json(server.admin),
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  const pair = (answer.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  return { cookie: pair, csrf: answer.json.data.csrfToken, token: pair.split("=")[1] ?? "" };
}

/** What the restore printed, as one line (a refusal is one line). */
const said = (run: { stderr: string }) => run.stderr.trim();

afterAll(async () => {
  for (const drop of drops.splice(0)) await drop();
  removeTempDirs();
});

/** The partial uploads (`.part`) under tmp/, at any depth, relative to it. */
const partsUnder = (tmp: string) =>
  (fs.readdirSync(tmp, { recursive: true }) as string[]).filter((name) => name.endsWith(".part"));

describe("file modes on the running server", () => {
  test("a CV lands in private/ as a 0600 file in a 0700 folder; tmp/ and the embedded database are 0700", async () => {
    const dataDir = inject("hostileDataDir");
    expect((await careers("modes-cv", pdf())).status).toBe(201);
    expect(filesUnder(path.join(dataDir, "private")).length).toBeGreaterThan(0);
    expect(looserThanOwner(path.join(dataDir, "private"))).toEqual([]);
    expect(looserThanOwner(path.join(dataDir, "tmp"))).toEqual([]);
    if (!onPostgres) expect(looserThanOwner(path.join(dataDir, "db"))).toEqual([]);
  });

  test("an upload being received is a 0600 file in tmp/, and is gone when the client goes", async () => {
    const tmp = path.join(inject("hostileDataDir"), "tmp");
    const form = multipart([
      { name: "full_name", value: "Ops Partial" },
      { name: "email", value: "ops@example.com" },
      { name: "position", value: "Weaver" },
      { name: "file", filename: "cv.pdf", type: "application/pdf", data: pdf(3 * 1024 * 1024) },
    ]);
    const base = new URL(baseUrl());
    const req = http.request({
      host: base.hostname,
      port: base.port,
      path: "/api/careers",
      method: "POST",
      localAddress: ipFor("ops-partial"),
      agent: false,
      headers: { ...form.headers, "content-length": String(form.body.length) },
    });
    req.on("error", () => {});
    req.write(form.body.subarray(0, 512 * 1024));
    let partial: string | undefined;
    const deadline = Date.now() + 10_000;
    while (!partial && Date.now() < deadline) {
      // tmp/ holds a folder per server process (tmp/<host>-<pid>-<random>/).
      partial = partsUnder(tmp)[0];
      if (!partial) await new Promise((r) => setTimeout(r, 50));
    }
    try {
      expect(partial, "no partial file appeared in tmp/").toBeDefined();
      expect((fs.statSync(path.join(tmp, partial!)).mode & 0o777).toString(8)).toBe("600");
      expect(looserThanOwner(tmp)).toEqual([]);
    } finally {
      req.destroy();
    }
    const gone = Date.now() + 10_000;
    while (partsUnder(tmp).length > 0 && Date.now() < gone) await new Promise((r) => setTimeout(r, 50));
    expect(partsUnder(tmp)).toEqual([]);
  });
});

describe("backup and restore", () => {
  let source: Place;
  let target: Place;
  let archive: string;
  let genuine: string;

  beforeAll(async () => {
    source = await freshPlace();
    const server = await startServer(PORTS.spare, {}, source);
    try {
      const session = await loginTo(server);
      const fabric = await admin(session, "/api/fabrics", {
        method: "POST",
        base: server.url,
        ...multipart([
          { name: "name", value: "Ops Poplin" },
          { name: "description", value: "Cotton poplin" },
          { name: "main_image", filename: "poplin.png", type: "image/png", data: await pngImage() },
        ]),
      });
      expect(fabric.status, fabric.text).toBe(201);
      expect((await careers("source-cv", pdf(), server.url)).status).toBe(201);
      const message = await request("/api/contact-messages", {
        method: "POST",
        base: server.url,
        from: ipFor("ops-source-message"),
        ...json({ full_name: "Ops Sender", email: "ops@example.com", message: "Merhaba" }),
      });
      expect(message.status).toBe(201);
    } finally {
      // The embedded database is backed up with no server holding it.
      await server.stop();
    }
    // A folder the backup makes for its archive.
    archive = path.join(tempDir(), "made-by-backup", "site.tar.gz");
    const backup = runScript("backup", ["--out", archive], source);
    expect(backup.code, backup.stderr).toBe(0);
    target = await freshPlace();
    const restore = runScript("restore", [archive], target);
    expect(restore.code, restore.stderr).toBe(0);
    genuine = await unpack(archive);
  }, 180_000);

  test("the archive is 0600 in a folder made 0700, its entries are 0600 / 0700, and a restore writes 0600 / 0700", async () => {
    expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe("600");
    expect((fs.statSync(path.dirname(archive)).mode & 0o777).toString(8)).toBe("700");
    const loose = Object.entries(await entryModes(archive)).filter(
      ([, mode]) => mode !== "File 600" && mode !== "Directory 700",
    );
    expect(loose).toEqual([]);
    expect(filesUnder(path.join(target.dataDir, "private")).length).toBe(1);
    expect(looserThanOwner(path.join(target.dataDir, "private"))).toEqual([]);
    if (!onPostgres) expect(looserThanOwner(path.join(target.dataDir, "db"))).toEqual([]);
  });

  test("the manifest carries the SHA-256 of every other file of the archive, the database's included", () => {
    const manifest = readManifest(genuine);
    const files = filesUnder(genuine).filter((f) => f !== "manifest.json");
    expect(files.some((f) => f.startsWith("database/"))).toBe(true);
    expect(Object.keys(manifest.sha256 ?? {}).sort()).toEqual(files);
    for (const file of files) expect(manifest.sha256[file], file).toBe(sha256(path.join(genuine, file)));
  });

  test("folders an older version left readable (0755, files 0644) are closed at start-up", async () => {
    const folders = ["private", "tmp", ...(onPostgres ? [] : ["db"])];
    for (const folder of folders) {
      fs.mkdirSync(path.join(source.dataDir, folder), { recursive: true });
      loosen(path.join(source.dataDir, folder));
    }
    expect(looserThanOwner(path.join(source.dataDir, "private")).length).toBeGreaterThan(1);
    const server = await startServer(PORTS.spare, {}, source);
    try {
      for (const folder of folders)
        expect(looserThanOwner(path.join(source.dataDir, folder)), folder).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  type Edit = { name: string; refusal: RegExp; edit(dir: string): string[] | undefined };
  const firstUnder = (dir: string, folder: string) => {
    const file = filesUnder(path.join(dir, folder))[0];
    if (!file) throw new Error(`nothing under ${folder}/`);
    return path.join(dir, folder, file);
  };
  const flipByte = (file: string) => {
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(file, bytes);
  };
  const escapeName = `site-hostile-escape-${process.pid}.txt`;
  const EDITS: Edit[] = [
    {
      name: "a CV changed by one byte",
      refusal: /SHA-256/,
      edit: (d) => void flipByte(firstUnder(d, "private")),
    },
    {
      name: "a database file changed by one byte",
      refusal: /SHA-256/,
      edit: (d) => void flipByte(firstUnder(d, "database")),
    },
    {
      name: "a public image removed",
      refusal: /missing/,
      edit: (d) => void fs.rmSync(firstUnder(d, "uploads")),
    },
    {
      name: "a file added that the manifest does not list",
      refusal: /not list/,
      edit: (d) => void fs.writeFileSync(path.join(d, "uploads", "extra.html"), "<script>alert(1)</script>"),
    },
    {
      name: "an unknown format version",
      refusal: /format 99/,
      edit: (d) => void writeManifest(d, { ...readManifest(d), format: 99 }),
    },
    {
      name: "an entry outside the archive (../)",
      refusal: /outside/,
      edit: (d) => {
        fs.writeFileSync(path.join(path.dirname(d), escapeName), "escaped");
        return [`../${escapeName}`];
      },
    },
    {
      name: "a symbolic link",
      refusal: /link/i,
      edit: (d) => void fs.symlinkSync("/etc/hostname", path.join(d, "uploads", "link.webp")),
    },
    {
      name: "an older version's format (1), checksums removed",
      refusal: /older version/,
      edit: (d) => {
        const { sha256: _dropped, ...manifest } = readManifest(d);
        writeManifest(d, { ...manifest, format: 1 });
      },
    },
  ];

  for (const { name, refusal, edit } of EDITS) {
    test(`a backup with ${name} is refused with one line, and the target is unchanged (even with --force)`, async () => {
      const dir = copyOf(genuine);
      const outside = edit(dir) ?? [];
      const edited = await pack(dir, path.join(tempDir(), "edited.tar.gz"), outside);
      // What an entry outside the archive was packed from is gone: only a restore could bring it back.
      for (const entry of outside) fs.rmSync(path.resolve(dir, entry));
      const before = await stateOf(target);
      const run = runScript("restore", [edited, "--force"], target);
      expect(run.code, run.stdout).not.toBe(0);
      expect(said(run)).toMatch(refusal);
      expect(said(run)).not.toContain("\n");
      expect(await stateOf(target)).toEqual(before);
      expect(fs.existsSync(path.join(os.tmpdir(), escapeName))).toBe(false);
    }, 120_000);
  }

  describe.runIf(onPostgres)("an edited PostgreSQL backup", () => {
    type Attack = { name: string; refusal: RegExp; edit(dir: string, sql: string): void };
    const ATTACKS: Attack[] = [
      {
        name: "its SQL with `\\! touch pwned` as database/dump.sql, the manifest as it was",
        refusal: /not list|not part/,
        edit: (d, sql) => fs.writeFileSync(path.join(d, "database", "dump.sql"), sql),
      },
      {
        name: "its SQL with `\\! touch pwned` as database/dump.sql, the checksums recomputed",
        refusal: /not part/,
        edit: (d, sql) => {
          fs.writeFileSync(path.join(d, "database", "dump.sql"), sql);
          recomputeChecksums(d);
        },
      },
      {
        name: "its SQL with `\\! touch pwned` in place of the dump, the checksums recomputed",
        refusal: /custom-format/,
        edit: (d, sql) => {
          fs.writeFileSync(path.join(d, dumpFile(d)), sql);
          recomputeChecksums(d);
        },
      },
      {
        name: "an older version's archive (format 1, database/dump.sql) with `\\! touch pwned`",
        refusal: /older version/,
        edit: (d, sql) => {
          fs.rmSync(path.join(d, dumpFile(d)));
          fs.writeFileSync(path.join(d, "database", "dump.sql"), sql);
          const { sha256: _dropped, ...manifest } = readManifest(d);
          writeManifest(d, { ...manifest, format: 1 });
        },
      },
    ];

    for (const { name, refusal, edit } of ATTACKS) {
      test(`An edited PostgreSQL backup (${name}) restores nothing that runs a command`, async () => {
        const pwnedDir = tempDir("site-hostile-pwned-");
        const pwned = path.join(pwnedDir, "pwned");
        const dir = copyOf(genuine);
        edit(dir, `\\! touch ${pwned}\n${plainSql(genuine)}`);
        const edited = await pack(dir, path.join(tempDir(), "edited.tar.gz"));

        // Over the restored copy, with --force (the operator means to replace it).
        const before = await stateOf(target);
        expect(Object.keys(before.tables).length).toBeGreaterThan(5);
        const forced = runScript("restore", [edited, "--force"], target);
        expect(fs.existsSync(pwned), "the restore ran the archive's shell command").toBe(false);
        expect(forced.code, forced.stdout).not.toBe(0);
        expect(said(forced)).toMatch(refusal);
        expect(said(forced)).not.toContain("\n");
        expect(await stateOf(target)).toEqual(before);

        // Into an empty database and folder.
        const empty = await freshPlace();
        const fresh = runScript("restore", [edited], empty);
        expect(fs.existsSync(pwned), "the restore ran the archive's shell command").toBe(false);
        expect(fresh.code, fresh.stdout).not.toBe(0);
        expect(await tables(empty.databaseUrl!)).toEqual({});
        expect(filesUnder(empty.dataDir)).toEqual([]);
      }, 120_000);
    }
  });
});
