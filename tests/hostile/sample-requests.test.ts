// "Request samples" (POST /api/sample-requests), a public form that mails the address it is
// given and names fabrics by id: the same hostile input as the other forms (oversize, bad types,
// spam, header injection in names and companies), checked at the real SMTP server the site
// delivers to; ids that are not fabrics; the mail to one address capped per day.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { admin, ipFor, login, request, type Session } from "./support/http";
import { ALLOWED, fieldsOf, received, waitFor } from "./support/mail";
import { makeWorld, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "samples");
});

const valid = () => ({
  company: "Chemiserie Lyonnaise",
  full_name: "Claire Dubois",
  email: `claire.${randomBytes(4).toString("hex")}@example.com`,
  country: "FR",
  kind: "swatch",
  message: "Coloris pastel",
  items: [{ fabric_id: world.fabricId }],
});

const send = (body: unknown, label: string, raw = false) =>
  request("/api/sample-requests?lng=fr", {
    method: "POST",
    from: ipFor(label),
    headers: { "content-type": "application/json" },
    body: raw ? (body as string) : JSON.stringify(body),
  });

const BREAKS = ["\r\n", "\n", "\r", "%0d%0a", "\u2028", "\u0085", "\u000b"];

describe("sample requests: hostile input", () => {
  test("line breaks in the company, the name, the e-mail and the phone are refused or defused: no injected header, no extra recipient", async () => {
    const marker = `s${randomBytes(6).toString("hex")}`;
    let accepted = 0;
    for (const [i, brk] of BREAKS.entries()) {
      for (const field of ["company", "full_name", "email", "phone"] as const) {
        const body: Record<string, unknown> = { ...valid(), message: `${marker} ${field} ${i}` };
        body[field] =
          field === "email"
            ? `eve@example.com${brk}Bcc: victim@evil.example`
            : `Eve${brk}Bcc: victim@evil.example${brk}X-Injected: yes`;
        const answer = await send(body, `samples-${marker}-${field}-${i}`);
        expect([201, 400], `${field} ${JSON.stringify(brk)}`).toContain(answer.status);
        if (/[\r\n]/.test(brk)) expect(answer.status, `${field} ${JSON.stringify(brk)}`).toBe(400);
        if (answer.status === 201) accepted += 1;
      }
    }
    expect((await send({ ...valid(), message: `${marker} clean` }, `samples-${marker}-clean`)).status).toBe(
      201,
    );
    // Each accepted request: the staff's mail carries the message; the buyer's lists the fabric.
    const staff = await waitFor(marker, accepted + 1);
    expect(staff.length).toBe(accepted + 1);
    for (const mail of staff) {
      expect(mail.to).toEqual(["staff@example.com"]);
      for (const [name] of fieldsOf(mail.raw)) expect(ALLOWED.has(name), `header ${name}`).toBe(true);
      const replyTo = fieldsOf(mail.raw).find(([name]) => name === "reply-to")?.[1] ?? "";
      expect(replyTo).not.toMatch(/evil\.example|,|;/);
    }
    for (const mail of received()) expect(mail.to).not.toContain("victim@evil.example");
  });

  test("bad types, ids that are no fabric, unknown fields and oversize bodies are 4xx; what an attacker adds is not stored", async () => {
    const item = (fabric_id: unknown, colourway?: unknown) => ({
      ...valid(),
      items: [{ fabric_id, colourway }],
    });
    const cases: [unknown, number][] = [
      [item(String(world.fabricId)), 400],
      [item({ $gt: 0 }), 400],
      [item(1.5), 400],
      [item(-1), 400],
      [item(2 ** 31), 400],
      [item(null), 400],
      [item(world.fabricId, ["01"]), 400],
      [item(world.fabricId, "01\r\nBcc: x@evil.example"), 400],
      [{ ...valid(), items: "all" }, 400],
      [{ ...valid(), items: { 0: { fabric_id: world.fabricId } } }, 400],
      [{ ...valid(), items: Array.from({ length: 21 }, () => ({ fabric_id: world.fabricId })) }, 400],
      [{ ...valid(), kind: "length", metres: "3" }, 400],
      [{ ...valid(), kind: "length", metres: 1e9 }, 400],
      [{ ...valid(), kind: ["swatch"] }, 400],
      [{ ...valid(), country: "FRA" }, 400],
      [{ ...valid(), country: { toString: "FR" } }, 400],
      [{ ...valid(), message: "x".repeat(5001) }, 400],
      [{ ...valid(), company: "C".repeat(201) }, 400],
      [{ ...valid(), intended_use: "u".repeat(201) }, 400],
      [{ ...valid(), quantity: "q".repeat(101) }, 400],
      [[valid()], 400],
      ["null", 400],
      ['{"company":', 400],
      [JSON.stringify({ ...valid(), message: "x".repeat(40_000) }), 413],
      // Ids that are no fabric: the request is refused as a whole, nothing is mailed.
      [item(2_000_000_000), 400],
      // A cut length: a number of metres to one decimal, of a colourway with stock figures.
      ...["3", -1, 0, 0.99, 2.25, 1e308, Number.MAX_SAFE_INTEGER, { $gt: 0 }, [3], true, "NaN"].map(
        (cut_m): [unknown, number] => [
          { ...valid(), items: [{ fabric_id: world.fabricId, colourway: "01", cut_m }] },
          400,
        ],
      ),
      // Well formed, but of a colourway without figures (and of no colourway at all): refused, not stored.
      [{ ...valid(), items: [{ fabric_id: world.fabricId, colourway: "01", cut_m: 3.5 }] }, 400],
      [{ ...valid(), items: [{ fabric_id: world.fabricId, cut_m: 3.5 }] }, 400],
      [
        '{"company":"C","full_name":"N","email":"a@example.com","country":"FR","kind":"swatch","items":[{"fabric_id":1,"colourway":"01","cut_m":1e400}]}',
        400,
      ],
    ];
    for (const [i, [body, status]] of cases.entries()) {
      const raw = typeof body === "string";
      const answer = await send(body, `samples-types-${i}`, raw);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(answer.text).not.toMatch(/at .*\.js:\d+|drizzle|syntax error|postgres/i);
    }
    const extra = await send(
      { ...valid(), status: "sent", notes: "VIP", id: 1, language: "xx", created_at: "2001-01-01T00:00:00Z" },
      "samples-extra",
    );
    expect(extra.status).toBe(201);
    const stored = (await admin(session, `/api/sample-requests/${extra.json.data.id}`)).json.data;
    expect(stored).toMatchObject({ status: "new", notes: "", language: "fr" });
    expect(Date.parse(stored.created_at)).toBeGreaterThan(Date.parse("2020-01-01"));
  });

  test("a filled honeypot is refused without a field named; the list, items, facets and CSV need a session", async () => {
    const bot = await send({ ...valid(), website: "https://spam.example" }, "samples-bot");
    expect(bot.status).toBe(400);
    expect(bot.json.error.fields).toBeUndefined();
    expect(
      (
        await request("/api/sample-requests/1/items/1/cut-status", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ status: "shipped" }),
        })
      ).status,
    ).toBe(401);
    for (const url of [
      "/api/sample-requests",
      "/api/sample-requests/1",
      "/api/sample-requests/facets",
      "/api/sample-requests/1/replies",
      "/api/exports/sample-requests.csv",
    ]) {
      expect((await request(url)).status, url).toBe(401);
    }
    const search = await admin(session, "/api/sample-requests?q=%27%20OR%20%271%27=%271");
    expect(search.status).toBe(200);
    expect(search.json.data).toEqual([]);
    for (const query of ["country=FR'--", "fabric=1%20OR%201=1", "fabric=-1", "sort=id;drop"]) {
      expect((await admin(session, `/api/sample-requests?${query}`)).status, query).toBe(400);
    }
  });

  test("one address gets at most three confirmations a day, even from many IPs", async () => {
    const email = `flood.${randomBytes(4).toString("hex")}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await send({ ...valid(), email: i === 4 ? email.toUpperCase() : email }, `samples-flood-${i}`))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
