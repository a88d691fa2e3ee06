// Swatch labels (GET /api/fabrics/labels.pdf): staff only, and every bad list is a 400 on `ids`
// that says what is wrong — more than 240 labels, ids or colourway references that name nothing
// (named in the message), anything that is no list of ids — never a 500, never a PDF.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EMPTY_CARD } from "../../common/fabric-card";
import { admin, login, multipart, request, type Session } from "./support/http";
import { pngImage } from "./support/world";

let session: Session;
let fabricId: number;

beforeAll(async () => {
  session = await login();
  const card = { ...EMPTY_CARD, code: `LBL-${Date.now() % 1e6}`, colourways: [{ ref: "01", shade: "white", hex: "#ffffff", photo_id: null }] };
  const answer = await admin(session, "/api/fabrics", {
    method: "POST",
    ...multipart([
      { name: "name", value: "Etiket poplin" },
      { name: "description", value: "Pamuk" },
      { name: "card", value: JSON.stringify(card) },
      { name: "main_image", filename: "p.png", type: "image/png", data: await pngImage() },
    ]),
  });
  if (answer.status !== 201) throw new Error(`fabric: ${answer.status} ${answer.text}`);
  fabricId = answer.json.data.id;
});
afterAll(async () => {
  await admin(session, `/api/fabrics/${fabricId}`, { method: "DELETE" });
});

const labels = (query: string) => request(`/api/fabrics/labels.pdf?${query}`, { cookie: session.cookie });

describe("swatch labels", () => {
  test("without a session, or with a forged one, nothing is made: 401", async () => {
    for (const cookie of [undefined, "sid=forged", `${session.cookie}x`]) {
      const answer = await request(`/api/fabrics/labels.pdf?ids=${fabricId}`, { cookie });
      expect(answer.status, String(cookie)).toBe(401);
      expect(answer.headers["content-type"]).not.toContain("pdf");
    }
  });

  test("the staff's own request is a PDF", async () => {
    const answer = await labels(`ids=${fabricId},${fabricId}:01&lng=es`);
    expect(answer.status).toBe(200);
    expect(answer.body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("241 labels are refused with the limit named; 240 are made", async () => {
    const many = (count: number) => `ids=${Array.from({ length: count }, () => fabricId).join(",")}`;
    const refused = await labels(many(241));
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ ids: "too_long" });
    expect(refused.json.error.message).toContain("240");
    const made = await labels(many(240));
    expect(made.status).toBe(200);
    expect(made.headers["content-type"]).toBe("application/pdf");
  });

  test("ids and colourway references that name nothing are refused by name", async () => {
    const answer = await labels(`ids=${fabricId},987654321,${fabricId}:ZZ,${encodeURIComponent(`${fabricId}:01' OR '1'='1`)}`);
    expect(answer.status).toBe(400);
    expect(answer.json.error.fields).toEqual({ ids: "not_found" });
    for (const named of ["987654321", `${fabricId}:ZZ`, `${fabricId}:01' OR '1'='1`])
      expect(answer.json.error.message).toContain(named);
    expect(answer.json.error.message).not.toMatch(/select|stack|at \//i);
  });

  test("anything that is no list of ids is a 400, never a 500", async () => {
    const bad = [
      "",
      "ids=",
      "ids=abc",
      "ids=1,,2",
      "ids=0",
      "ids=-1",
      "ids=1.5",
      "ids=1e3",
      "ids=9999999999",
      "ids=1;2",
      "ids=1:",
      "ids=%00",
      `ids=${encodeURIComponent("1 OR 1=1")}`,
      `ids=${"1,".repeat(5000)}1`,
      "ids=1&ids=2",
      "ids[]=1",
      "ids[a]=1",
    ];
    for (const query of bad) {
      const answer = await labels(query);
      expect(answer.status, query.slice(0, 60)).toBe(400);
      expect(answer.headers["content-type"], query.slice(0, 60)).toContain("application/json");
    }
  });

  test("other methods on the address make nothing", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const answer = await admin(session, `/api/fabrics/labels.pdf?ids=${fabricId}`, { method });
      expect(answer.status, method).toBeGreaterThanOrEqual(400);
      expect(answer.status, method).toBeLessThan(500);
      expect(answer.body.subarray(0, 5).toString()).not.toBe("%PDF-");
    }
  });
});
