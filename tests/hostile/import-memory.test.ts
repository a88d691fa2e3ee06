// The content import (ADR 16) against the heap of a server started as `npm start` starts it
// (--max-old-space-size=160): a small zip whose one JSON file unpacks to tens of megabytes of
// `[{},{},…]` must be refused naming the file (too_large), never parsed into the heap until the
// process dies. On an empty site of its own (an import needs one).
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PORTS } from "./support/global-setup";
import { loginOn, multipart, request, type Session } from "./support/http";
import { type RunningServer, startServer } from "./support/server";

const MiB = 1024 * 1024;
/** `npm start`'s memory settings (package.json). */
const AS_NPM_START = {
  NODE_OPTIONS: "--max-old-space-size=160 --max-semi-space-size=8",
  MALLOC_ARENA_MAX: "1",
};

let server: RunningServer;
let session: Session;
let manifest: Record<string, unknown>;

beforeAll(async () => {
  server = await startServer(PORTS.spare, AS_NPM_START);
  session = await loginOn(server);
  // The empty site's own export gives a manifest of the right format and schema version.
  const exported = await request("/api/exports/content.zip", { base: server.url, cookie: session.cookie });
  expect(exported.status).toBe(200);
  manifest = JSON.parse(Buffer.from(unzipSync(exported.body)["manifest.json"]!).toString("utf8"));
});

afterAll(async () => {
  await server?.stop();
});

/** `[x,x,…,x]` of about `bytes` bytes: millions of values in a few kilobytes of zip. */
const manyOf = (item: string, bytes: number) =>
  new TextEncoder().encode(`[${`${item},`.repeat(Math.floor(bytes / (item.length + 1)) - 1)}${item}]`);

const importZip = (files: Record<string, Uint8Array>) => {
  const zip = Buffer.from(zipSync(files, { level: 9 }));
  const form = multipart([{ name: "file", filename: "content.zip", type: "application/zip", data: zip }]);
  return request("/api/imports/content", {
    method: "POST",
    base: server.url,
    cookie: session.cookie,
    headers: { ...form.headers, "x-csrf-token": session.csrf },
    body: form.body,
  });
};

async function expectAlive() {
  const health = await request("/healthz", { base: server.url });
  expect(health.status).toBe(200);
  expect(
    (await request("/api/imports/content", { base: server.url, cookie: session.cookie })).json.data.empty,
  ).toBe(true);
}

describe("a content import inside the stated limits, against a 160 MB heap", () => {
  test("60 MB of `[{},{},…]` in positions.json (a ~60 KB zip): 400 too_large naming the file; the server stays up", async () => {
    const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
    const answer = await importZip({
      "manifest.json": manifestBytes,
      "positions.json": manyOf("{}", 60 * MiB),
    });
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(answer.json.error.problems).toContainEqual({
      file: "positions.json",
      where: "",
      code: "too_large",
    });
    await expectAlive();
  });

  test("a 60 MB manifest of `[{},{},…]`: 400 too_large naming manifest.json; the server stays up", async () => {
    const answer = await importZip({ "manifest.json": manyOf("{}", 60 * MiB) });
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(answer.json.error.problems).toEqual([{ file: "manifest.json", where: "", code: "too_large" }]);
    await expectAlive();
  });

  test("a small file of millions of tiny values (`[0,0,…]`, 6 MB): refused too_large, not parsed; the server stays up", async () => {
    const manifestBytes = new TextEncoder().encode(JSON.stringify(manifest));
    const answer = await importZip({ "manifest.json": manifestBytes, "fabrics.json": manyOf("0", 6 * MiB) });
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(answer.json.error.problems).toContainEqual({ file: "fabrics.json", where: "", code: "too_large" });
    await expectAlive();
  });
});
