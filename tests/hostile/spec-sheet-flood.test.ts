// Spec sheets (GET /api/fabrics/:id/spec-sheet.pdf) flooded: 60 asked at once, each with a Host
// of its own, over every fabric × language, against a server started as `npm start` starts it
// (160 MB heap). A sheet is kept on what it shows only (never the Host) and made a few at a
// time: past the queue a 503 with Retry-After. Meanwhile /healthz and a cached page answer
// within 100 ms (p99; above what the same probes take without the flood, when other work shares
// the machine); the resident memory grows by less than 80 MB over what it was just before (one
// render at a time in a worker of 32 MB heap, eight waiting) and stays within QUALITY.md's 350 MB
// under load. (The process's memory before the flood holds the embedded database's too, 250–270
// MB on PGlite, 155 MB on PostgreSQL: a bar on the total alone measured the database, not the
// flood.)
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LANGUAGES } from "../../common/constants";
import { PORTS } from "./support/global-setup";
import { type Answer, loginOn, multipart, request, type Session } from "./support/http";
import { type RunningServer, startServer } from "./support/server";
import { pngImage } from "./support/world";

const AS_NPM_START = {
  NODE_OPTIONS: "--max-old-space-size=160 --max-semi-space-size=8",
  MALLOC_ARENA_MAX: "1",
};
const FABRICS = 12;

let server: RunningServer;
let session: Session;
const fabricIds: number[] = [];

beforeAll(async () => {
  server = await startServer(PORTS.spare2, AS_NPM_START);
  session = await loginOn(server);
  for (let i = 0; i < FABRICS; i++) {
    // A photo of some size, as a real one: the sheet re-encodes it.
    const image = await pngImage(1600, 1200);
    const made = await request("/api/fabrics", {
      method: "POST",
      base: server.url,
      cookie: session.cookie,
      ...(() => {
        const form = multipart([
          { name: "name", value: `Flood poplin ${i}` },
          { name: "description", value: "Cotton poplin, 120 g/m²" },
          { name: "main_image", filename: "poplin.png", type: "image/png", data: image },
        ]);
        return { headers: { ...form.headers, "x-csrf-token": session.csrf }, body: form.body };
      })(),
    });
    expect(made.status, made.text).toBe(201);
    fabricIds.push(made.json.data.id);
  }
});

afterAll(async () => {
  await server?.stop();
});

const rssMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) / 1024;
};

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

async function timed(path: string): Promise<number> {
  const start = performance.now();
  const answer = await request(path, { base: server.url });
  expect(answer.status, path).toBe(200);
  return performance.now() - start;
}

const sheet = (id: number, lng: string, host: string) =>
  request(`/api/fabrics/${id}/spec-sheet.pdf?lng=${lng}`, { base: server.url, headers: { host } });

describe("spec sheets flooded with new Hosts", () => {
  test("60 at once over every fabric × language: /healthz and a cached page within 100 ms p99, RSS bounded, 200 or 503 + Retry-After", async () => {
    await timed("/fabrics");
    await timed("/fabrics"); // now cached
    // The same probes without the flood first: what this machine gives them while busy with
    // other work (a test run beside this one). The bar is 100 ms above that.
    const quiet: number[] = [];
    for (const until = performance.now() + 1500; performance.now() < until; ) {
      quiet.push(await timed("/healthz"));
      quiet.push(await timed("/fabrics"));
    }
    const pid = server.pid;
    const before = rssMb(pid);
    let peak = before;
    const latencies: number[] = [];
    let done = false;
    const probe = (async () => {
      while (!done) {
        latencies.push(await timed("/healthz"));
        latencies.push(await timed("/fabrics"));
        peak = Math.max(peak, rssMb(pid));
      }
    })();
    const started = performance.now();
    const asked: Promise<Answer>[] = [];
    let n = 0;
    for (const id of fabricIds)
      for (const lng of LANGUAGES) asked.push(sheet(id, lng, `flood${n++}.example`));
    const answers = await Promise.all(asked);
    const took = performance.now() - started;
    done = true;
    await probe;
    peak = Math.max(peak, rssMb(pid));
    const statuses = answers.map((a) => a.status);
    const ok = statuses.filter((s) => s === 200).length;
    const busy = answers.filter((a) => a.status === 503);
    // The figures, for docs/hardening.md.
    process.stdout.write(
      `flood: ${answers.length} sheets in ${Math.round(took)} ms, ${ok} made, ${busy.length} refused 503; ` +
        `probes ${latencies.length}, p99 ${p99(latencies).toFixed(1)} ms (without the flood ${p99(quiet).toFixed(1)} ms), max ${Math.max(...latencies).toFixed(1)} ms; ` +
        `RSS ${Math.round(before)} MB before, peak ${Math.round(peak)} MB\n`,
    );
    expect(answers).toHaveLength(FABRICS * LANGUAGES.length);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    for (const answer of busy) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.json.error.code).toBe("unavailable");
    }
    expect(ok).toBeGreaterThan(0);
    expect(p99(latencies)).toBeLessThan(100 + p99(quiet));
    expect(peak - before, "growth of the resident memory during the flood (MB)").toBeLessThan(80);
    expect(peak, "resident memory at its peak (MB)").toBeLessThan(350);
  });

  test("one ordinary request for a sheet succeeds, and the same sheet asked with other Hosts is the one kept", async () => {
    const id = fabricIds[0]!;
    const first = await sheet(id, "en", "one.example");
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    for (const host of ["two.example", "three.example", `127.0.0.1:${server.port}`]) {
      const again = await sheet(id, "en", host);
      expect(again.status).toBe(200);
      expect(again.headers.etag, host).toBe(first.headers.etag);
    }
  });
});
