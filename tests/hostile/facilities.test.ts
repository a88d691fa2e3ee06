// Facilities (/traceability, admin 'Facilities'): every bad value of the admin API is a 400 naming
// its field, and nothing is written: unknown or no kinds, a country that is no ISO code, a GLN with
// a wrong check digit or not 13 digits, a bad Open Supply Hub ID, an unknown certificate, the
// Turkish description missing, texts too long; odd shapes (numbers for strings, huge arrays,
// unknown keys, a prototype key) are 400s too, never a 500; a visitor cannot write or read ?lng=all.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { admin, json, login, request, type Session, snapshot } from "./support/http";

let session: Session;
let certificateId: number;
const made: number[] = [];

const valid = {
  name: "Hostile Spinning Mill",
  kinds: ["spinning"],
  ownership: "partner",
  country: "TR",
  city: "Denizli",
  address: "Organize Sanayi Bölgesi 1",
  gln: "4006381333931",
  os_id: "TR2019123ABC4DE",
  description: "İplik.",
};

const post = (body: unknown) => admin(session, "/api/facilities", { method: "POST", ...json(body) });

beforeAll(async () => {
  session = await login();
  const list = await admin(session, "/api/certificates?lng=all");
  certificateId = list.json.data[0]?.id;
});
afterAll(async () => {
  for (const id of made) await admin(session, `/api/facilities/${id}`, { method: "DELETE" });
});

describe("the facilities' admin API", () => {
  test("refuses each bad field with its code, and writes nothing", async () => {
    const before = await snapshot(session);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kinds: ["weaving", "knitting"] }, { kinds: "invalid" }],
      [{ kinds: ["WEAVING"] }, { kinds: "invalid" }],
      [{ kinds: [] }, { kinds: "required" }],
      [{ kinds: undefined }, { kinds: "required" }],
      [{ kinds: [1, 2] }, { kinds: "invalid" }],
      [{ kinds: Array(100).fill("weaving") }, { kinds: "too_long" }],
      [{ country: "XX" }, { country: "invalid" }],
      [{ country: "tr" }, { country: "invalid" }],
      [{ country: "TUR" }, { country: "invalid" }],
      [{ country: "EU" }, { country: "invalid" }],
      [{ country: "" }, { country: "invalid" }],
      [{ gln: "4006381333932" }, { gln: "check_digit" }],
      [{ gln: "400638133393" }, { gln: "invalid" }],
      [{ gln: "40063813339310" }, { gln: "invalid" }],
      [{ gln: "4006381333 31" }, { gln: "invalid" }],
      [{ gln: "４００６３８１３３３９３１" }, { gln: "invalid" }],
      [{ gln: 4006381333931 }, { gln: "invalid" }],
      [{ os_id: "TR2019123ABC4D" }, { os_id: "invalid" }],
      [{ os_id: "TR2019123ABC4DEF" }, { os_id: "invalid" }],
      [{ os_id: "tr2019123abc4de" }, { os_id: "invalid" }],
      [{ os_id: "TR2019123ABC4D-" }, { os_id: "invalid" }],
      [{ certificate_ids: [2_000_000_000] }, { certificate_ids: "not_found" }],
      [{ certificate_ids: [0] }, { certificate_ids: "invalid" }],
      [{ certificate_ids: [-1] }, { certificate_ids: "invalid" }],
      [{ certificate_ids: [1.5] }, { certificate_ids: "invalid" }],
      [{ certificate_ids: [99_999_999_999] }, { certificate_ids: "invalid" }],
      [{ certificate_ids: "1" }, { certificate_ids: "invalid" }],
      [{ certificate_ids: Array(51).fill(1) }, { certificate_ids: "too_long" }],
      [{ description: undefined }, { description: "required" }],
      [{ description: "   " }, { description: "required" }],
      [{ description_de: "ü".repeat(1001) }, { description_de: "too_long" }],
      [{ description: "a".repeat(1001) }, { description: "too_long" }],
      [{ name: "n".repeat(201) }, { name: "too_long" }],
      [{ name: "" }, { name: "required" }],
      [{ city: "c".repeat(101) }, { city: "too_long" }],
      [{ address: "a".repeat(301) }, { address: "too_long" }],
      [{ address: "Line\nbreak" }, { address: "invalid" }],
      [{ name: "Mill\u001b[31m" }, { name: "invalid" }],
      [{ ownership: "leased" }, { ownership: "invalid" }],
      [{ ownership: ["own"] }, { ownership: "invalid" }],
    ];
    for (const [change, fields] of cases) {
      const body = { ...valid, ...change };
      const answer = await post(body);
      const label = JSON.stringify(change).slice(0, 80);
      expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(400);
      expect(answer.json.error.fields, label).toEqual(fields);
    }
    expect(await snapshot(session)).toEqual(before);
  });

  test("odd bodies are 400s, never a 500, and write nothing", async () => {
    const before = await snapshot(session);
    const bodies: unknown[] = [
      { ...valid, extra: "field" },
      JSON.parse(`{"__proto__": {"admin": true}, "name": "x"}`),
      [valid],
      "a string",
      null,
      { ...valid, name: { tr: "Localized?" } },
      { ...valid, description: ["İplik."] },
    ];
    for (const body of bodies) {
      const answer = await post(body);
      expect(answer.status, `${JSON.stringify(body).slice(0, 60)}: ${answer.text.slice(0, 200)}`).toBe(400);
    }
    const huge = await post({ ...valid, kinds: Array(100_000).fill("weaving") });
    expect(huge.status, "a body past the JSON limit").toBe(413);
    const notJson = await admin(session, "/api/facilities", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);
    expect(await snapshot(session)).toEqual(before);
  });

  test("an edit with one bad field changes nothing of the facility", async () => {
    const created = await post({ ...valid, certificate_ids: certificateId ? [certificateId] : [] });
    expect(created.status, created.text).toBe(201);
    const { id, updated_at } = created.json.data;
    made.push(id);
    for (const change of [
      { name: "Renamed", gln: "4006381333932" },
      { name: "Renamed", certificate_ids: [2_000_000_000] },
      { name: "Renamed", description: "" },
      { name: "Renamed", kinds: [] },
    ]) {
      const answer = await admin(session, `/api/facilities/${id}`, { method: "PUT", ...json(change) });
      expect(answer.status, JSON.stringify(change)).toBe(400);
    }
    const now = await admin(session, `/api/facilities/${id}?lng=all`);
    expect(now.json.data).toMatchObject({ name: valid.name, updated_at, gln: valid.gln });
    for (const path of [`/api/facilities/${id}x`, "/api/facilities/0", "/api/facilities/99999999999"]) {
      const answer = await admin(session, path, { method: "PUT", ...json({ name: "x" }) });
      expect([400, 404], path).toContain(answer.status);
    }
  });

  test("a visitor can neither write nor read the admin's answer", async () => {
    const write = await request("/api/facilities", { method: "POST", ...json(valid) });
    expect([401, 403]).toContain(write.status);
    expect((await request("/api/facilities?lng=all")).status).toBe(401);
    expect((await request("/api/facilities?lng=xx")).status).toBe(400);
    expect((await request("/api/facilities/1;jsessionid=x")).status).toBeLessThan(500);
    const list = await request("/api/facilities?lng=de");
    expect(list.status).toBe(200);
    expect(list.text).not.toContain("Hostile Spinning Mill\u001b");
  });
});
