// The catalogue feeds (GET /api/feeds/fabrics.json, GET /feeds/fabrics.atom) and
// GET /api/fabrics?ids= from outside: every value of their query parameters a stranger may
// write — unknown, repeated, injected, absurd, huge — is a 400 in the API's envelope, its
// message written in the reader's language (the Accept-Language asked for here), naming the
// field and nothing of the server; never a 500. The controls answer 200.
import { describe, expect, test } from "vitest";
import { request } from "./support/http";

/** Nothing of the server's insides in an answer. */
const leaksNothing = (text: string) => expect(text).not.toMatch(/stack|at \/|node_modules|postgres|pglite|select |zod/i);

const german = { headers: { "accept-language": "de-DE,de;q=0.9" } };

async function refused(path: string, field: string, message: RegExp) {
  const answer = await request(path, german);
  expect(answer.status, `${path}: ${answer.text}`).toBe(400);
  expect(String(answer.headers["content-type"])).toMatch(/^application\/json/);
  expect(answer.json.error.code, path).toBe("invalid_input");
  expect(Object.keys(answer.json.error.fields ?? {}), path).toEqual([field]);
  expect(answer.json.error.message, path).toMatch(message);
  leaksNothing(answer.text);
}

const enc = encodeURIComponent;
const LANGUAGE = /^Unbekannte Sprache/;
const SINCE = /since (muss|liegt)/;
const IDS = /Stoff-IDs/;

describe("the feeds' query", () => {
  test("the controls: both feeds answer in a language, with since", async () => {
    expect((await request("/api/feeds/fabrics.json?lng=de")).status).toBe(200);
    const changes = await request(`/api/feeds/fabrics.json?since=${enc(new Date(Date.now() - 86_400_000).toISOString())}`);
    expect(changes.status, changes.text).toBe(200);
    const atom = await request("/feeds/fabrics.atom?lng=fr");
    expect(atom.status).toBe(200);
    expect(String(atom.headers["content-type"])).toBe("application/atom+xml; charset=utf-8");
  });

  test("an unknown, repeated, injected or huge language is a 400 in the reader's language", async () => {
    const values = ["xx", "all", "DE", "de-DE", "de%00", "de'--", "<script>", "../../etc/passwd", "x".repeat(5000)];
    for (const feed of ["/api/feeds/fabrics.json", "/feeds/fabrics.atom"]) {
      for (const value of values) await refused(`${feed}?lng=${enc(value)}`, "lng", LANGUAGE);
      await refused(`${feed}?lng=de&lng=fr`, "lng", LANGUAGE);
    }
  });

  test("a since that is no moment, or older than the deletions kept, is a 400; one ahead lists nothing", async () => {
    const values = [
      "yesterday",
      "2026-13-01",
      "2026-02-30",
      "2026-11-01T25:00:00Z",
      "2026-11-01T08:00:00",
      "NaN",
      "Infinity",
      "-1",
      "1e309",
      "0",
      "+275760-09-13T00:00:00Z",
      "２０２６-11-01",
      "2026-11-01'; drop table fabrics;--",
      "1970-01-01T00:00:00Z",
      "9".repeat(10_000),
    ];
    for (const value of values) await refused(`/api/feeds/fabrics.json?since=${enc(value)}`, "since", SINCE);
    await refused("/api/feeds/fabrics.json?since=2026-11-01&since=2026-11-02", "since", SINCE);
    await refused("/api/feeds/fabrics.json?since=", "since", SINCE);
    const ahead = await request(`/api/feeds/fabrics.json?since=${enc(new Date(Date.now() + 86_400_000).toISOString())}`);
    expect(ahead.status).toBe(200);
    expect(ahead.json.data).toEqual([]);
    expect(ahead.json.deleted).toEqual([]);
  });

  test("ids that are not ids, or more than 24 of them, are a 400 in the reader's language", async () => {
    const values = ["x", "1;2", "1 OR 1=1", "0x10", "1e3", "-5", "0", "1.5", "1,,2", "%00", "1000000000", "", "١٢"];
    for (const value of values) await refused(`/api/fabrics?ids=${enc(value)}`, "ids", IDS);
    const many = Array.from({ length: 25 }, (_, i) => i + 1);
    await refused(`/api/fabrics?ids=${many.join(",")}`, "ids", IDS);
    await refused(`/api/fabrics?${many.map((id) => `ids=${id}`).join("&")}`, "ids", IDS);
    await refused(`/api/fabrics?ids=${enc("1,".repeat(3000))}1`, "ids", IDS);
    const enough = await request(`/api/fabrics?ids=${many.slice(0, 24).join(",")}`);
    expect(enough.status, enough.text).toBe(200);
  });
});
