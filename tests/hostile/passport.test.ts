// Fabric passports (PUT /api/fabrics/:id/passport): every bad value is a 400 naming its field with
// a code the admin's catalogue words in all five languages, and the stored passport stays as it
// was: a fibre the composition lacks, a recycled share above the fibre's, a facility that does
// not do the step, a wrong GTIN check digit, a GTIN another fabric has (or given twice), an HS
// code that is not 6–10 digits, a date in the future, an unknown certificate or facility,
// oversized lists and texts, wrong types; odd bodies are 400s, never a 500, and leak nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import de from "../../common/i18n/locales/de/admin.json" with { type: "json" };
import en from "../../common/i18n/locales/en/admin.json" with { type: "json" };
import es from "../../common/i18n/locales/es/admin.json" with { type: "json" };
import fr from "../../common/i18n/locales/fr/admin.json" with { type: "json" };
import tr from "../../common/i18n/locales/tr/admin.json" with { type: "json" };
import { admin, json, login, multipart, type Session } from "./support/http";
import { day, pngImage } from "./support/world";

let session: Session;
let fabricId: number;
let otherId: number;
let spinningId: number;
const facilities: number[] = [];
const fabricIds: number[] = [];

const card = (code: string) =>
  JSON.stringify({
    ...EMPTY_CARD,
    code,
    composition: [
      { fiber: "cotton", percent: 60 },
      { fiber: "linen", percent: 40 },
    ],
    colourways: [
      { ref: "01", shade: "white", hex: "#ffffff", photo_id: null },
      { ref: "02", shade: "navy", hex: "#1f2a44", photo_id: null },
    ],
  });

async function newFabric(code: string) {
  const answer = await admin(session, "/api/fabrics", {
    method: "POST",
    ...multipart([
      { name: "name", value: `Passport ${code}` },
      { name: "description", value: "Pamuk keten" },
      { name: "card", value: card(code) },
      { name: "main_image", filename: "p.png", type: "image/png", data: await pngImage() },
    ]),
  });
  if (answer.status !== 201) throw new Error(`fabric: ${answer.status} ${answer.text}`);
  fabricIds.push(answer.json.data.id);
  return answer.json.data.id as number;
}

const put = (id: number, body: unknown) =>
  admin(session, `/api/fabrics/${id}/passport`, { method: "PUT", ...json(body) });
const stored = async (id: number) => (await admin(session, `/api/fabrics/${id}?lng=all`)).json.data.fabric;

const valid = () => ({
  hs_code: "520852",
  dyeing_process: "yarn_dyed",
  fibres: [
    { fiber: "cotton", origin_country: "TR", recycled_percent: 20, recycled_source: "pre_consumer" },
    { fiber: "linen", origin_country: "FR" },
  ],
  steps: [
    { step: "spinning", facility_id: spinningId },
    { step: "weaving", country: "TR" },
  ],
  care: { wash: "40", bleach: "no_bleach", tumble_dry: "low", iron: "medium", professional: "dry_clean_p" },
  tests: [{ property: "pilling", method: "ISO 12945-2", result: "4", unit: "grade", tested_on: day(-20), lab: "TÜV" }],
  substances: { checked_on: day(-3), svhc_above_threshold: [], rsl: "ZDHC MRSL 3.1" },
  colourways: [{ ref: "01", gtin: "4006381333931" }],
});

beforeAll(async () => {
  session = await login();
  const facility = await admin(session, "/api/facilities", {
    method: "POST",
    ...json({
      name: "Hostile Passport Spinner",
      kinds: ["spinning"],
      ownership: "partner",
      country: "TR",
      city: "Kahramanmaraş",
      address: "OSB 2",
      description: "İplik.",
    }),
  });
  if (facility.status !== 201) throw new Error(`facility: ${facility.status} ${facility.text}`);
  spinningId = facility.json.data.id;
  facilities.push(spinningId);
  fabricId = await newFabric(`HP-${Date.now() % 1_000_000}`);
  otherId = await newFabric(`HQ-${Date.now() % 1_000_000}`);
  const first = await put(otherId, { ...valid(), colourways: [{ ref: "02", gtin: "036000291452" }] });
  if (first.status !== 200) throw new Error(`passport: ${first.status} ${first.text}`);
});
afterAll(async () => {
  for (const id of fabricIds) await admin(session, `/api/fabrics/${id}`, { method: "DELETE" });
  for (const id of facilities) await admin(session, `/api/facilities/${id}`, { method: "DELETE" });
});

/** The admin's field error texts, by language (admin.validation.<code>). */
const texts = Object.fromEntries(
  Object.entries({ tr, en, de, es, fr }).map(([lng, catalogue]) => [lng, catalogue.admin.validation as Record<string, string>]),
);

describe("the passport's admin API", () => {
  test("the valid passport is taken", async () => {
    const answer = await put(fabricId, valid());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data.completeness).toBe(88);
  });

  test("refuses each bad field with its code, worded in every language, and changes nothing", async () => {
    const before = await stored(fabricId);
    const change = (patch: Record<string, unknown>) => ({ ...valid(), ...patch });
    const fibre = (patch: Record<string, unknown>) => change({ fibres: [{ fiber: "cotton", ...patch }] });
    const step = (patch: Record<string, unknown>) => change({ steps: [{ step: "spinning", ...patch }] });
    const test = (patch: Record<string, unknown>) => change({ tests: [{ ...valid().tests[0], ...patch }] });
    const gtin = (value: unknown) => change({ colourways: [{ ref: "01", gtin: value }] });
    const cases: [string, unknown, Record<string, string>][] = [
      ["origin of a fibre not in the composition", change({ fibres: [{ fiber: "polyester", origin_country: "CN" }] }), { "fibres.0.fiber": "not_in_composition" }],
      ["recycled share above the fibre's", fibre({ recycled_percent: 61, recycled_source: "post_consumer" }), { "fibres.0.recycled_percent": "above_share" }],
      ["recycled share without its source", fibre({ recycled_percent: 10 }), { "fibres.0.recycled_source": "required" }],
      ["recycled share over 100", fibre({ recycled_percent: 101, recycled_source: "pre_consumer" }), { "fibres.0.recycled_percent": "too_long" }],
      ["an unknown certificate", fibre({ certificate_id: 2_000_000_000 }), { "fibres.0.certificate_id": "not_found" }],
      ["a certificate id that is no id", fibre({ certificate_id: -1 }), { "fibres.0.certificate_id": "invalid" }],
      ["a country that is no ISO code", fibre({ origin_country: "XX" }), { "fibres.0.origin_country": "invalid" }],
      ["a fibre twice", change({ fibres: [{ fiber: "cotton" }, { fiber: "cotton" }] }), { fibres: "duplicate" }],
      ["a facility that does not do the step", change({ steps: [{ step: "weaving", facility_id: spinningId }] }), { "steps.0.facility_id": "wrong_step" }],
      ["an unknown facility", step({ facility_id: 2_000_000_000 }), { "steps.0.facility_id": "not_found" }],
      ["a step with neither facility nor country", step({}), { "steps.0.country": "required" }],
      ["an unknown step", change({ steps: [{ step: "knitting", country: "TR" }] }), { "steps.0.step": "invalid" }],
      ["a GTIN with a wrong check digit", gtin("4006381333932"), { "colourways.0.gtin": "check_digit" }],
      ["a GTIN-8 with a wrong check digit", gtin("96385075"), { "colourways.0.gtin": "check_digit" }],
      ["a GTIN of 11 digits", gtin("12345678901"), { "colourways.0.gtin": "invalid" }],
      ["a GTIN as a number", gtin(4006381333931), { "colourways.0.gtin": "invalid" }],
      ["a GTIN another fabric has", gtin("00036000291452"), { "colourways.0.gtin": "taken" }],
      [
        "a GTIN given twice",
        change({ colourways: [{ ref: "01", gtin: "96385074" }, { ref: "02", gtin: "00000096385074" }] }),
        { "colourways.1.gtin": "duplicate" },
      ],
      ["a colourway the card lacks", change({ colourways: [{ ref: "99", gtin: null }] }), { "colourways.0.ref": "not_found" }],
      ["an HS code of 5 digits", change({ hs_code: "52085" }), { hs_code: "invalid" }],
      ["an HS code of 11 digits", change({ hs_code: "52085200001" }), { hs_code: "invalid" }],
      ["an HS code with a dot", change({ hs_code: "5208.52" }), { hs_code: "invalid" }],
      ["an HS code as a number", change({ hs_code: 520852 }), { hs_code: "invalid" }],
      ["an unknown dyeing process", change({ dyeing_process: "garment_dyed" }), { dyeing_process: "invalid" }],
      ["a wash temperature not on the label", change({ care: { ...valid().care, wash: "50" } }), { "care.wash": "invalid" }],
      ["a wash temperature as a number", change({ care: { ...valid().care, wash: 40 } }), { "care.wash": "invalid" }],
      ["a test date in the future", test({ tested_on: day(2) }), { "tests.0.tested_on": "in_future" }],
      ["a test date that is no date", test({ tested_on: "2025-02-30" }), { "tests.0.tested_on": "invalid_date" }],
      ["an SVHC check in the future", change({ substances: { ...valid().substances, checked_on: day(30) } }), { "substances.checked_on": "in_future" }],
      ["an unknown test property", test({ property: "softness" }), { "tests.0.property": "invalid" }],
      ["a test without a method", test({ method: "" }), { "tests.0.method": "required" }],
      ["a method too long", test({ method: "ISO ".repeat(30) }), { "tests.0.method": "too_long" }],
      ["a laboratory with a control character", test({ lab: "TÜV\u001b[31m" }), { "tests.0.lab": "invalid" }],
      ["too many tests", change({ tests: Array(41).fill(valid().tests[0]) }), { tests: "too_long" }],
      ["too many substances", change({ substances: { ...valid().substances, svhc_above_threshold: Array(51).fill("DEHP") } }), { "substances.svhc_above_threshold": "too_long" }],
      ["a restricted-substances list too long", change({ substances: { ...valid().substances, rsl: "Z".repeat(201) } }), { "substances.rsl": "too_long" }],
      ["too many steps", change({ steps: Array(6).fill({ step: "weaving", country: "TR" }) }), { steps: "too_long" }],
      ["the fibres as a text", change({ fibres: "cotton" }), { fibres: "invalid" }],
    ];
    for (const [label, body, fields] of cases) {
      // Each case on its own (soft): a run lists every case refused wrongly, not the first only.
      const answer = await put(fabricId, body);
      expect.soft(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBe(400);
      expect.soft(answer.json?.error?.fields, label).toEqual(fields);
      expect.soft(answer.text, label).not.toMatch(/stack|select |insert |update |pg_|drizzle|node_modules/i);
      for (const code of Object.values(fields))
        for (const [lng, catalogue] of Object.entries(texts))
          expect(catalogue[code], `${label}: ${code} in ${lng}`).toBeTruthy();
    }
    expect(await stored(fabricId)).toEqual(before);
  });

  test("one bad field among good ones saves none of them", async () => {
    const before = await stored(fabricId);
    const answer = await put(fabricId, {
      ...valid(),
      hs_code: "62052000",
      colourways: [{ ref: "02", gtin: "036000291452" }],
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields).toEqual({ "colourways.0.gtin": "taken" });
    expect(await stored(fabricId)).toEqual(before);
  });

  test("odd bodies are 400s, never a 500, and change nothing", async () => {
    const before = await stored(fabricId);
    for (const body of [
      { ...valid(), extra: "field" },
      JSON.parse(`{"__proto__": {"admin": true}, "hs_code": "520852"}`),
      [valid()],
      "a string",
      null,
      { ...valid(), care: "40" },
      { ...valid(), substances: [] },
      { ...valid(), fibres: [{ fiber: "cotton", origin_country: { $ne: null } }] },
    ]) {
      const answer = await put(fabricId, body);
      expect(answer.status, `${JSON.stringify(body).slice(0, 60)}: ${answer.text.slice(0, 200)}`).toBe(400);
    }
    const huge = await put(fabricId, { ...valid(), tests: Array(1_000).fill(valid().tests[0]) });
    expect(huge.status, "a body past the JSON limit").toBe(413);
    for (const path of [`/api/fabrics/${fabricId}x/passport`, "/api/fabrics/0/passport", "/api/fabrics/99999999999/passport"]) {
      const answer = await admin(session, path, { method: "PUT", ...json(valid()) });
      expect([400, 404], path).toContain(answer.status);
    }
    expect(await stored(fabricId)).toEqual(before);
  });
});
