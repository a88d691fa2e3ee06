// Load: a burst of contact posts from one address, and a minute of mixed public reads.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpeg } from "../fixtures/images";
import {
  type Admin,
  contact,
  json,
  listAll,
  login,
  multipart,
  percentile,
  portBlock,
  request,
  type Server,
  startServer,
  total,
} from "./harness";

const port = portBlock(3730);
const report = (line: string) => console.info(`[load] ${line}`);

describe("200 parallel contact posts from one IP", () => {
  let server: Server;
  let admin: Admin;
  const limit = 20;
  beforeAll(async () => {
    server = await startServer({
      port: port(),
      env: { FORM_RATE_LIMIT: String(limit), FORM_RATE_WINDOW_MS: "600000" },
    });
    admin = await login(server.url);
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers 201 up to the limit and 429 beyond; every 201 has its row and its mail, no more", async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(server.url, "/api/contact-messages?lng=en", {
          method: "POST",
          ...json(contact(`burst-${i}`)),
        }).then((res) => ({ i, res })),
      ),
    );
    const ms = Date.now() - started;
    const created = answers.filter((a) => a.res.status === 201);
    const limited = answers.filter((a) => a.res.status === 429);
    const other = answers
      .filter((a) => a.res.status !== 201 && a.res.status !== 429)
      .map((a) => a.res.status);
    report(
      `200 parallel posts in ${ms} ms: ${created.length}x201, ${limited.length}x429, other ${JSON.stringify(other)}`,
    );
    expect(other).toEqual([]);
    expect(created).toHaveLength(limit);
    expect(limited).toHaveLength(200 - limit);
    for (const a of limited) expect(Number(a.res.headers["retry-after"])).toBeGreaterThan(0);

    const rows = await listAll(server.url, admin, "/api/contact-messages");
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      created.map((a) => a.res.json().data.id).sort((a, b) => a - b),
    );
    expect(rows.map((r) => r.full_name).sort()).toEqual(
      created.map((a) => contact(`burst-${a.i}`).full_name).sort(),
    );
    const mails = await listAll(server.url, admin, "/api/mail/outbox");
    expect(mails).toHaveLength(limit);
    // One mail per stored message: each names exactly one of them.
    for (const r of rows) expect(mails.filter((m) => m.subject.endsWith(r.full_name))).toHaveLength(1);
    expect(await total(server.url, admin, "/api/contact-messages")).toBe(limit);
  });
});

describe("mixed public reads for a while", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer({ port: port(), env: { LOG_LEVEL: "warn" } });
    // Content of the test's own: fabrics with images (their pages, lists and details).
    const admin = await login(server.url);
    for (let i = 0; i < 6; i++) {
      const form = multipart(
        {
          name: `Poplin ${i}`,
          name_en: `Poplin ${i}`,
          description: `Gömleklik poplin ${i}`,
          description_en: `Shirting poplin ${i}`,
        },
        [
          {
            field: "main_image",
            filename: `p${i}.jpg`,
            contentType: "image/jpeg",
            content: await jpeg(1200, 900, ["#124", "#241", "#412", "#421", "#214", "#142"][i]),
          },
        ],
      );
      const res = await request(server.url, "/api/fabrics", {
        method: "POST",
        headers: { ...admin.headers, ...form.headers },
        body: form.body,
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server.stop();
  });

  it("serves pages and API reads with no 5xx; p95 and error rate reported", async () => {
    const seconds = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);
    const fabrics = (await request(server.url, "/api/fabrics?lng=en")).json().data as { id: number }[];
    const exhibitions = (await request(server.url, "/api/exhibitions?lng=en")).json().data as {
      id: number;
    }[];
    expect(fabrics.length).toBe(6);
    const paths = [
      "/",
      "/?lng=en",
      "/fabrics",
      "/fabrics?lng=de",
      `/fabric/${fabrics[0]!.id}`,
      `/fabric/${fabrics[fabrics.length - 1]!.id}?lng=en`,
      "/exhibitions",
      ...(exhibitions[0] ? [`/exhibition/${exhibitions[0].id}`] : []),
      "/about?lng=fr",
      "/contact?lng=es",
      "/api/fabrics?lng=en",
      `/api/fabrics/${fabrics[0]!.id}?lng=tr`,
      "/api/exhibitions?lng=de",
      "/api/countries?lng=en",
      "/api/contact-info",
    ];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const latencies: number[] = [];
    const byStatus = new Map<number, number>();
    let networkErrors = 0;
    const end = Date.now() + seconds * 1000;
    const get = (p: string) =>
      new Promise<number>((resolve) => {
        const req = http.get(new URL(p, server.url), { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", () => resolve(0));
      });
    const worker = async (w: number) => {
      for (let i = w; Date.now() < end; i++) {
        const t = performance.now();
        const status = await get(paths[i % paths.length]!);
        latencies.push(performance.now() - t);
        if (status === 0) networkErrors++;
        else byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    agent.destroy();
    const count = latencies.length;
    const errors = [...byStatus].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0) + networkErrors;
    report(
      `${seconds} s of mixed reads, 16 connections: ${count} requests (${Math.round(count / seconds)}/s), ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `error rate ${((errors / count) * 100).toFixed(2)} %, statuses ${JSON.stringify(Object.fromEntries(byStatus))}, network errors ${networkErrors}`,
    );
    expect([...byStatus.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(networkErrors).toBe(0);
    expect(errors).toBe(0);
  });
});
