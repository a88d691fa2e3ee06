// GS1 Digital Link (GET /01/{gtin}) and a fabric's passport as JSON-LD
// (GET /api/fabrics/:id/passport.jsonld) from outside: a wrong check digit, a length no GTIN has,
// letters, path-traversal-looking and huge values are 400s (or the server's 414 for a path
// parameter past its limit), never a 500, and name nothing of the server; an id that is no id is
// a 400 and an unknown one a 404, in the API's envelope.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { gs1CheckDigit } from "../../common/gs1";
import { admin, json, login, multipart, request, type Session } from "./support/http";
import { pngImage } from "./support/world";

let session: Session;
let fabricId: number;
/** A GTIN-13 of this run, its check digit right. */
const body12 = `869${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;
const gtin = `${body12}${gs1CheckDigit(body12)}`;
const wrongDigit = `${body12}${(gs1CheckDigit(body12) + 1) % 10}`;

beforeAll(async () => {
  session = await login();
  const answer = await admin(session, "/api/fabrics", {
    method: "POST",
    ...multipart([
      { name: "name", value: "Digital Link" },
      { name: "description", value: "Pamuk poplin" },
      {
        name: "card",
        value: JSON.stringify({
          ...EMPTY_CARD,
          code: `DL-${Date.now() % 1_000_000}`,
          composition: [{ fiber: "cotton", percent: 100 }],
          colourways: [{ ref: "07", shade: "blue", hex: "#3355aa", photo_id: null }],
        }),
      },
      { name: "main_image", filename: "p.png", type: "image/png", data: await pngImage() },
    ]),
  });
  if (answer.status !== 201) throw new Error(`fabric: ${answer.status} ${answer.text}`);
  fabricId = answer.json.data.id;
  const passport = await admin(session, `/api/fabrics/${fabricId}/passport`, {
    method: "PUT",
    ...json({ colourways: [{ ref: "07", gtin }] }),
  });
  if (passport.status !== 200) throw new Error(`passport: ${passport.status} ${passport.text}`);
});
afterAll(async () => {
  await admin(session, `/api/fabrics/${fabricId}`, { method: "DELETE" });
});

const asJson = { headers: { accept: "application/json" } };
const asBrowser = { headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8", "accept-language": "de" } };

/** Nothing of the server's insides in an answer. */
const leaksNothing = (text: string) => expect(text).not.toMatch(/stack|at \/|node_modules|postgres|pglite|select /i);

describe("GS1 Digital Link", () => {
  test("the GTIN of the fabric's colourway resolves (the control)", async () => {
    const answer = await request(`/01/${gtin}`, asJson);
    expect(answer.status, answer.text).toBe(303);
    expect(answer.headers.location).toContain(`/fabric/${fabricId}?`);
  });

  test("a wrong check digit, a wrong length, letters: 400 in the envelope naming the field", async () => {
    for (const value of [wrongDigit, `0${wrongDigit}`, "1234567", "123456789", "12345678901", "123456789012345", "4oo6381333931", "400638133393X"]) {
      const answer = await request(`/01/${value}`, asJson);
      expect(answer.status, `${value}: ${answer.text}`).toBe(400);
      expect(answer.json.error.fields).toEqual({ gtin: expect.any(String) });
      leaksNothing(answer.text);
    }
  });

  test("a browser gets a page, not JSON, for a wrong check digit", async () => {
    const answer = await request(`/01/${wrongDigit}`, asBrowser);
    expect(answer.status).toBe(400);
    expect(String(answer.headers["content-type"])).toMatch(/^text\/html/);
    expect(answer.text).toContain('lang="de"');
  });

  test("path-traversal-looking, encoded and absurd values are refused, never a 500", async () => {
    const values = [
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "..",
      "%00",
      "0%0A4006381333931",
      "4006381333931%20",
      "-4006381333931",
      "4006381333931.0",
      "1e13",
      "9".repeat(150),
      "9".repeat(5_000),
      `${gtin}/22/${"x".repeat(5_000)}`,
    ];
    for (const value of values) {
      const answer = await request(`/01/${value}`, asJson);
      expect([400, 404, 414], `${value.slice(0, 40)}: ${answer.status}`).toContain(answer.status);
      leaksNothing(answer.text);
    }
  });

  test("a 14-digit GTIN nobody has is a 404", async () => {
    const other = "0".repeat(13);
    const answer = await request(`/01/${other}${gs1CheckDigit(other)}`, asJson);
    expect(answer.status).toBe(404);
  });
});

describe("the passport's JSON-LD", () => {
  test("an id that is no id is a 400, an unknown one a 404, never a 500", async () => {
    for (const id of ["abc", "-1", "0", "1.5", "1e3", "%00", "..%2F..", "9".repeat(30)]) {
      const answer = await request(`/api/fabrics/${id}/passport.jsonld`);
      expect([400, 404], `${id}: ${answer.status}`).toContain(answer.status);
      expect(answer.json.error.code).toMatch(/^(invalid_input|not_found)$/);
      leaksNothing(answer.text);
    }
    const unknown = await request("/api/fabrics/999999999/passport.jsonld");
    expect(unknown.status).toBe(404);
  });

  test("an unknown language is a 400", async () => {
    const answer = await request(`/api/fabrics/${fabricId}/passport.jsonld?lng=xx`);
    expect(answer.status).toBe(400);
  });
});
