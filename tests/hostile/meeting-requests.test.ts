// "Book a meeting at our stand" (POST /api/meeting-requests), the first public form that mails
// the address it is given: the same hostile input as the other forms (oversize, bad types,
// spam, header injection in names and companies), checked at the real SMTP server the site
// delivers to, and the mail to the buyer's address capped per day.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { admin, ipFor, login, request, type Session } from "./support/http";
import { ALLOWED, fieldsOf, received, waitFor } from "./support/mail";
import { dateFair, day, makeWorld, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "meetings");
  await dateFair(session, world, 10);
});

const valid = () => ({
  exhibition_id: world.exhibitionId,
  date: day(11),
  time: "10:00",
  company: "Camisería Sur S.L.",
  full_name: "Lucía Gómez",
  email: `lucia.${randomBytes(4).toString("hex")}@example.com`,
  topic: "Popelín de algodón orgánico",
});

const book = (body: unknown, label: string, raw = false) =>
  request("/api/meeting-requests?lng=es", {
    method: "POST",
    from: ipFor(label),
    headers: { "content-type": "application/json" },
    body: raw ? (body as string) : JSON.stringify(body),
  });

const BREAKS = ["\r\n", "\n", "\r", "%0d%0a", "\u2028", "\u0085", "\u000b"];

describe("meeting requests: hostile input", () => {
  test("line breaks in the company, the name and the e-mail are refused or defused: no injected header, no extra recipient", async () => {
    const marker = `m${randomBytes(6).toString("hex")}`;
    let accepted = 0;
    for (const [i, brk] of BREAKS.entries()) {
      for (const field of ["company", "full_name", "email"] as const) {
        const body = { ...valid(), topic: `${marker} ${field} ${i}` };
        body[field] =
          field === "email"
            ? `eve@example.com${brk}Bcc: victim@evil.example`
            : `Eve${brk}Bcc: victim@evil.example${brk}X-Injected: yes`;
        const answer = await book(body, `meeting-${marker}-${field}-${i}`);
        expect([201, 400], `${field} ${JSON.stringify(brk)}`).toContain(answer.status);
        if (answer.status === 201) accepted += 1;
      }
    }
    expect((await book({ ...valid(), topic: `${marker} clean` }, `meeting-${marker}-clean`)).status).toBe(
      201,
    );
    // Each accepted request: one mail to the staff and one to the buyer, both with the topic.
    const mails = await waitFor(marker, 2 * (accepted + 1));
    expect(mails.length).toBe(2 * (accepted + 1));
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.to[0]).toMatch(/^(staff@example\.com|lucia\.[0-9a-f]{8}@example\.com)$/);
      for (const [name] of fieldsOf(mail.raw)) expect(ALLOWED.has(name), `header ${name}`).toBe(true);
    }
    for (const mail of received()) expect(mail.to).not.toContain("victim@evil.example");
  });

  test("bad types, unknown fields and oversize bodies are 4xx; what an attacker adds is not stored", async () => {
    const cases: [unknown, number][] = [
      [{ ...valid(), exhibition_id: String(world.exhibitionId) }, 400],
      [{ ...valid(), exhibition_id: [world.exhibitionId] }, 400],
      [{ ...valid(), exhibition_id: { $gt: 0 } }, 400],
      [{ ...valid(), exhibition_id: 1.5 }, 400],
      [{ ...valid(), exhibition_id: null }, 400],
      [{ ...valid(), time: 1000 }, 400],
      [{ ...valid(), date: "2031-2-3" }, 400],
      [{ ...valid(), date: `${day(11)}T00:00:00Z` }, 400],
      [{ ...valid(), topic: "x".repeat(1001) }, 400],
      [{ ...valid(), company: "C".repeat(201) }, 400],
      [[valid()], 400],
      ["null", 400],
      [JSON.stringify({ ...valid(), topic: "x".repeat(40_000) }), 413],
    ];
    for (const [i, [body, status]] of cases.entries()) {
      const raw = typeof body === "string";
      const answer = await book(body, `meeting-types-${i}`, raw);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(answer.text).not.toMatch(/at .*\.js:\d+|drizzle|syntax error/i);
    }
    const extra = await book(
      { ...valid(), status: "confirmed", notes: "VIP", id: 1, language: "xx" },
      "meeting-extra",
    );
    expect(extra.status).toBe(201);
    const stored = (await admin(session, `/api/meeting-requests/${extra.json.data.id}`)).json.data;
    expect(stored).toMatchObject({ status: "new", notes: "", language: "es" });
  });

  test("a filled honeypot is refused without a field named; the list and items need a session", async () => {
    const bot = await book({ ...valid(), website: "https://spam.example" }, "meeting-bot");
    expect(bot.status).toBe(400);
    expect(bot.json.error.fields).toBeUndefined();
    for (const url of [
      "/api/meeting-requests",
      "/api/meeting-requests/1",
      "/api/meeting-requests?q=%27%20OR%201=1--",
    ]) {
      expect((await request(url)).status, url).toBe(401);
    }
    const search = await admin(session, "/api/meeting-requests?q=%27%20OR%20%271%27=%271");
    expect(search.status).toBe(200);
    expect(search.json.data).toEqual([]);
  });

  test("one address gets at most three confirmations a day, even from many IPs", async () => {
    const email = `flood.${randomBytes(4).toString("hex")}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await book({ ...valid(), email: i === 4 ? email.toUpperCase() : email }, `meeting-flood-${i}`))
          .status,
      );
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
