// A forged Host header against everything the site writes links into (ADR 21): without
// PUBLIC_URL the server's origin is its own listening address, never the request's Host, so
// `Host: evil.example` must not reach a calendar file, a spec sheet (its printed link and QR
// code), a confirmation mail and its attached calendar, the sitemap, robots.txt or a page.
import { randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, test } from "vitest";
import { baseUrl, ipFor, login, request, type Session } from "./support/http";
import { waitFor } from "./support/mail";
import { dateFair, day, makeWorld, type World } from "./support/world";

const EVIL = "evil.example";
let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "one-origin");
  await dateFair(session, world, 20);
});

const forged = { host: EVIL, "x-forwarded-host": EVIL };

describe("a forged Host header reaches no content", () => {
  test("the calendar file: its URL and UID name the server's own origin", async () => {
    const answer = await request(`/api/exhibitions/${world.exhibitionId}/calendar.ics?lng=fr`, {
      headers: forged,
    });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(EVIL);
    const unfolded = answer.text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`URL:${baseUrl()}/exhibition/${world.exhibitionId}?lng=fr`);
    expect(unfolded).toContain(`UID:exhibition-${world.exhibitionId}@${new URL(baseUrl()).host}`);
  });

  test("the spec sheet: the link it prints under its QR code is the server's own", async () => {
    const answer = await request(`/api/fabrics/${world.fabricId}/spec-sheet.pdf?lng=de`, { headers: forged });
    expect(answer.status).toBe(200);
    const { text } = await extractText(new Uint8Array(answer.body), { mergePages: true });
    expect(text).not.toContain(EVIL);
    expect(text).toContain(`${new URL(baseUrl()).host}/fabric/${world.fabricId}`);
  });

  test("the confirmation mail of a meeting request and the calendar it attaches", async () => {
    const marker = `origin${randomBytes(5).toString("hex")}`;
    const booked = await request("/api/meeting-requests?lng=en", {
      method: "POST",
      from: ipFor("one-origin-meeting"),
      headers: { "content-type": "application/json", ...forged },
      body: JSON.stringify({
        exhibition_id: world.exhibitionId,
        date: day(21),
        time: "11:00",
        company: "Shirts Ltd",
        full_name: "Ann Lee",
        email: `${marker}@example.com`,
        topic: marker,
      }),
    });
    expect(booked.status, booked.text).toBe(201);
    const mails = (await waitFor(marker, 2)).filter((mail) => mail.to.includes(`${marker}@example.com`));
    expect(mails).toHaveLength(1);
    const parsed = await simpleParser(mails[0]!.raw);
    const attached = parsed.attachments.map((a) => a.content.toString("utf8")).join("\n");
    expect(attached).toContain("BEGIN:VCALENDAR");
    for (const part of [parsed.text ?? "", String(parsed.html || ""), attached])
      expect(part).not.toContain(EVIL);
    expect(attached.replace(/\r\n /g, "")).toContain(`URL:${baseUrl()}/exhibition/${world.exhibitionId}`);
  });

  test("sitemap, robots.txt and a page (canonical, hreflang, JSON-LD) name the server's own origin", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt", `/fabric/${world.fabricId}?lng=es`, "/careers"]) {
      const answer = await request(path, { headers: forged });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain(EVIL);
    }
    const page = await request(`/fabric/${world.fabricId}?lng=es`, { headers: forged });
    expect(page.text).toContain(`<link rel="canonical" href="${baseUrl()}/fabric/${world.fabricId}?lng=es"`);
  });
});
