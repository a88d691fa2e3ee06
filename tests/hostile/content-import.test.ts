// The content import (POST /api/imports/content, ADR 16) attacked as the other uploads are: a
// declared huge body, files of the wrong type behind a .zip name, no session, no CSRF token, and
// hostile archives (names that climb out, a decompression bomb). Nothing is ever stored.
import http from "node:http";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import { admin, baseUrl, multipart, request, type Session, login, snapshot } from "./support/http";
import { pngImage } from "./support/world";

let session: Session;
beforeAll(async () => {
  session = await login();
});

const MiB = 1024 * 1024;
const URL_PATH = "/api/imports/content";
const MZ = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
  Buffer.alloc(4200),
]);
const A_ZIP = Buffer.from(zipSync({ "manifest.json": new TextEncoder().encode("{}") }));

const form = (data: Buffer, filename = "content.zip", type = "application/zip") =>
  multipart([{ name: "file", filename, type, data }]);
const upload = (data: Buffer, filename?: string, type?: string) =>
  admin(session, URL_PATH, { method: "POST", ...form(data, filename, type) });

describe("the content import", () => {
  test("a declared 600 MB body is refused before it is read (413)", async () => {
    const before = await snapshot(session);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${baseUrl()}${URL_PATH}`, {
        method: "POST",
        headers: {
          cookie: session.cookie,
          "x-csrf-token": session.csrf,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(600 * MiB),
        },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.write("--x\r\n");
    });
    expect(status).toBe(413);
    expect(await snapshot(session)).toEqual(before);
  });

  test("an EXE, a PNG and a CSV named .zip, and a zip named .csv, are refused (415); nothing is stored", async () => {
    const before = await snapshot(session);
    for (const data of [MZ, await pngImage(), Buffer.from(`id,code\n${"1,KM-1\n".repeat(800)}`)])
      expect((await upload(data)).status).toBe(415);
    expect((await upload(A_ZIP, "content.csv", "text/csv")).status).toBe(415);
    expect(await snapshot(session)).toEqual(before);
  });

  test("without a session (401) or without the CSRF token (403) nothing is read", async () => {
    const before = await snapshot(session);
    const body = form(A_ZIP);
    expect((await request(URL_PATH, { method: "POST", ...body })).status).toBe(401);
    expect((await request(URL_PATH, { method: "POST", cookie: session.cookie, ...body })).status).toBe(403);
    const wrong = { ...body, headers: { ...body.headers, "x-csrf-token": "x".repeat(43) } };
    expect((await request(URL_PATH, { method: "POST", cookie: session.cookie, ...wrong })).status).toBe(403);
    expect((await request("/api/exports/content.zip")).status).toBe(401);
    expect((await request("/api/imports/content")).status).toBe(401);
    expect(await snapshot(session)).toEqual(before);
  });

  test("hostile archives: names that climb out, a bomb; refused (400, or 409 on a site with content)", async () => {
    const before = await snapshot(session);
    const climbing = Buffer.from(
      zipSync({
        "../../../../tmp/evil.json": new Uint8Array(4),
        "files/uploads/../../db/x": new Uint8Array(4),
      }),
    );
    const bomb = Buffer.from(zipSync({ "fabrics.json": new Uint8Array(100 * MiB) }, { level: 9 }));
    for (const data of [climbing, bomb]) {
      const answer = await upload(data);
      expect([400, 409]).toContain(answer.status);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      if (answer.status === 400) expect(answer.json.error.problems.length).toBeGreaterThan(0);
    }
    expect(await snapshot(session)).toEqual(before);
  });
});
