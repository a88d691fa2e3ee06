// /compare?ids= from outside: whatever a stranger writes in the address — negative, zero,
// decimal, huge, injected, thousands of ids, repeated — is a page that says the address cannot
// be read (400) or the comparison of the first four ids (200, 404 when none is a fabric); never a
// 500, and nothing written is sent back unescaped.
import { describe, expect, test } from "vitest";
import { request } from "./support/http";

const enc = encodeURIComponent;
const german = { headers: { "accept-language": "de-DE,de;q=0.9" } };
const UNREADABLE = "Die Adresse dieses Vergleichs ist nicht lesbar.";

/** No script or markup of the address in the page, and nothing of the server's insides. */
function reflectsNothing(text: string) {
  expect(text).not.toMatch(/<script>alert|<img src=x|onerror=alert|<svg onload/i);
  expect(text).not.toMatch(/stack|at \/|node_modules|postgres|pglite|select |zod/i);
}

describe("/compare?ids=", () => {
  test("the control: an empty comparison is a page", async () => {
    const answer = await request("/compare", german);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<meta name="robots" content="noindex"/>');
  });

  test("ids that are not ids are a 400 page that says so, in the reader's language", async () => {
    const values = [
      "-1",
      "0",
      "01",
      "1.5",
      "1e3",
      "0x10",
      "99999999999999999999",
      "9007199254740993",
      "abc",
      "１",
      "1;DROP TABLE fabrics",
      "1%00",
      "<script>alert(1)</script>",
      "1,<img src=x onerror=alert(1)>",
      '"><svg onload=alert(1)>',
      "x".repeat(5000),
    ];
    for (const value of values) {
      const answer = await request(`/compare?ids=${enc(value)}`, german);
      expect(answer.status, value.slice(0, 40)).toBe(400);
      expect(String(answer.headers["content-type"])).toBe("text/html; charset=utf-8");
      expect(answer.text).toContain(UNREADABLE);
      reflectsNothing(answer.text);
    }
  });

  test("thousands of ids: refused as unreadable past a length, never a 500", async () => {
    const many = Array.from({ length: 1000 }, (_, i) => i + 1).join(",");
    const answer = await request(`/compare?ids=${many}`, german);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(UNREADABLE);
    // 10,000 ids: longer than the server reads in a request line; refused before the page.
    const huge = Array.from({ length: 10_000 }, (_, i) => i + 1).join(",");
    const refused = await request(`/compare?ids=${huge}`, german);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  test("many valid ids, repeated ones and repeated parameters: the first four, a note, no 500", async () => {
    const ids = Array.from({ length: 200 }, (_, i) => 999_000 + i).join(",");
    const answer = await request(`/compare?ids=${ids}`, german);
    expect(answer.status).toBe(404); // none of them is a fabric
    expect(answer.text).toContain("Ein Vergleich umfasst höchstens 4 Stoffe");
    expect(answer.text).toContain("Nicht gefunden: 999000, 999001, 999002, 999003.");
    // Past the fourth, nothing is read (the language menu's links keep the address, encoded).
    expect(answer.text).not.toMatch(/Nicht gefunden: [^<]*999004/);
    const repeated = await request("/compare?ids=999000&ids=999000,999000&ids=", german);
    expect(repeated.status).toBe(404);
    expect(repeated.text).toContain("Nicht gefunden: 999000. ");
  });
});
