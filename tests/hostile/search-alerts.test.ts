// "Tell me about new fabrics like these" (POST /api/search-alerts), a public form that mails the
// address it is given: the hostile input of the other forms (line breaks and header injection,
// bad types, oversize and malformed bodies, the honeypot), queries the finder would not take,
// forged and reused tokens, the daily cap per mailbox, and nothing that tells whether an address
// already follows a search. Checked at the real SMTP server the site delivers to.
import { randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, test } from "vitest";
import { type Answer, admin, ipFor, json, login, request, type Session } from "./support/http";
import { ALLOWED, fieldsOf, received, waitFor } from "./support/mail";

let session: Session;

beforeAll(async () => {
  session = await login();
});

const unique = (name: string) => `${name}.${randomBytes(5).toString("hex")}@example.com`;
const follow = (body: unknown, label: string, raw = false) =>
  request("/api/search-alerts?lng=fr", {
    method: "POST",
    from: ipFor(label),
    headers: { "content-type": "application/json" },
    body: raw ? (body as string) : JSON.stringify(body),
  });
const token = (path: "confirm" | "unsubscribe", value: unknown, label: string, query = "") =>
  request(`/api/search-alerts/${path}${query}`, {
    method: "POST",
    from: ipFor(label),
    ...json({ token: value }),
  });

/** No stack trace, SQL or driver name in an answer. */
const clean = (answer: Answer) =>
  expect(answer.text).not.toMatch(/at .*\.js:\d+|drizzle|syntax error|postgres|pglite/i);
const without = (answer: Answer) => ({
  ...answer.json,
  error: answer.json.error && { ...answer.json.error, requestId: "" },
});

/** The mails received for the address, parsed, once `count` have arrived. */
async function mailsTo(email: string, count: number) {
  const raw = await waitFor(email, count);
  return Promise.all(
    raw.map(async (mail) => ({ raw: mail.raw, to: mail.to, parsed: await simpleParser(mail.raw) })),
  );
}
const linkToken = (text: string, path: string) =>
  new RegExp(`/alerts/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? null;

describe("search alerts: hostile input", () => {
  test("queries the finder would not take, bad addresses, types and bodies are 4xx with a field named; nothing is mailed", async () => {
    const email = unique("types");
    const valid = { email, lng: "fr", query: "weave=twill" };
    const cases: [unknown, number, string?][] = [
      [{ ...valid, query: "" }, 400, "query"],
      [{ ...valid, query: "foo=1" }, 400, "query"],
      [{ ...valid, query: "weave=nylon" }, 400, "query"],
      [{ ...valid, query: "weave=twill,nylon" }, 400, "query"],
      [{ ...valid, query: "page=2&weave=twill" }, 400, "query"],
      [{ ...valid, query: "weave=twill&weave=oxford" }, 400, "query"],
      [{ ...valid, query: "gsm_min=abc" }, 400, "query"],
      [{ ...valid, query: "gsm_min=99999" }, 400, "query"],
      [{ ...valid, query: "gsm_min=-1" }, 400, "query"],
      [{ ...valid, query: "q=%00" }, 400, "query"],
      [{ ...valid, query: "weave=twill\r\nBcc: victim@evil.example" }, 400, "query"],
      [{ ...valid, query: `q=${"x".repeat(1001)}` }, 400, "query"],
      [{ ...valid, query: ["weave=twill"] }, 400, "query"],
      [{ ...valid, query: { weave: "twill" } }, 400, "query"],
      [{ ...valid, email: "a@" }, 400, "email"],
      [{ ...valid, email: "" }, 400, "email"],
      [{ ...valid, email: `${"a".repeat(300)}@example.com` }, 400, "email"],
      [{ ...valid, email: ["a@example.com"] }, 400, "email"],
      [{ ...valid, lng: "xx" }, 400, "lng"],
      [{ ...valid, lng: ["fr"] }, 400, "lng"],
      [{ email, query: "weave=twill" }, 400, "lng"],
      [[valid], 400],
      ["null", 400],
      ['{"email":', 400],
      [JSON.stringify({ ...valid, padding: "x".repeat(40_000) }), 413],
    ];
    for (const [i, [body, status, field]] of cases.entries()) {
      const answer = await follow(body, `alerts-types-${i}`, typeof body === "string");
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (field)
        expect(Object.keys(answer.json.error.fields ?? {}), JSON.stringify(body).slice(0, 80)).toContain(
          field,
        );
      clean(answer);
    }
    // A filled honeypot: refused without naming a field.
    const trap = await follow({ ...valid, website: "http://spam.example" }, "alerts-trap");
    expect(trap.status).toBe(400);
    expect(trap.json.error.fields).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received().filter((mail) => mail.raw.includes(email))).toEqual([]);
  });

  test("line breaks in the address inject no header and reach no other recipient", async () => {
    const breaks = ["\r\n", "\n", "\r", "%0d%0a", "\u2028", "\u0085", "\u000b"];
    for (const [i, brk] of breaks.entries()) {
      const answer = await follow(
        { email: `eve${i}@example.com${brk}Bcc: victim@evil.example`, lng: "fr", query: "weave=twill" },
        `alerts-breaks-${i}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.json.error.fields).toEqual({ email: expect.any(String) });
    }
    for (const mail of received()) expect(mail.to).not.toContain("victim@evil.example");
  });

  test("the mails carry only the site's headers; forged, malformed and reused tokens get one answer; a GET changes nothing", async () => {
    const email = unique("tokens");
    expect((await follow({ email, lng: "fr", query: "fiber=linen" }, "alerts-tokens")).status).toBe(202);
    const [mail] = await mailsTo(email, 1);
    for (const [name] of fieldsOf(mail!.raw)) expect(ALLOWED.has(name), `header ${name}`).toBe(true);
    expect(mail!.to).toEqual([email]);
    const confirmToken = linkToken(mail!.parsed.text ?? "", "confirm")!;
    const unsubscribeToken = linkToken(mail!.parsed.text ?? "", "unsubscribe")!;
    expect(confirmToken).toMatch(/^[\w-]{43}$/);

    // Malformed tokens are refused before any lookup; forged ones of the right form get the answer a used one gets.
    for (const [i, bad] of [
      ["short"],
      "x".repeat(44),
      "../../etc/passwd",
      "' or 1=1 --",
      42,
      null,
      { $ne: "" },
    ].entries()) {
      for (const path of ["confirm", "unsubscribe"] as const) {
        const answer = await token(path, bad, `alerts-bad-${path}-${i}`);
        expect(answer.status, `${path} ${JSON.stringify(bad)}`).toBe(400);
        clean(answer);
      }
    }
    const forged = randomBytes(32).toString("base64url");
    const forgedConfirm = await token("confirm", forged, "alerts-forged-confirm");
    const forgedUnsubscribe = await token("unsubscribe", forged, "alerts-forged-unsubscribe");
    expect([forgedConfirm.status, forgedUnsubscribe.status]).toEqual([400, 400]);
    expect(forgedConfirm.json.error.code).toBe("invalid_token");

    // The mail's visible links are pages: fetching them (as a mail scanner does) changes nothing.
    for (const page of [
      `/alerts/confirm?token=${confirmToken}`,
      `/alerts/unsubscribe?token=${unsubscribeToken}`,
    ]) {
      const answer = await request(page, { from: ipFor("alerts-scanner") });
      expect(answer.status, page).toBe(200);
    }
    expect(
      (
        await request(`/api/search-alerts/unsubscribe?token=${unsubscribeToken}`, {
          from: ipFor("alerts-get"),
        })
      ).status,
    ).toBe(404);

    const confirmed = await token("confirm", confirmToken, "alerts-confirm");
    expect(confirmed.status, confirmed.text).toBe(200);
    const reused = await token("confirm", confirmToken, "alerts-confirm-again");
    expect(without(reused)).toEqual(without(forgedConfirm));

    // One click (RFC 8058): the form post to the mail's List-Unsubscribe address.
    const oneClick = await request(`/api/search-alerts/unsubscribe?token=${unsubscribeToken}`, {
      method: "POST",
      from: ipFor("alerts-one-click"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status, oneClick.text).toBe(200);
    const again = await token("unsubscribe", unsubscribeToken, "alerts-unsubscribe-again");
    expect(without(again)).toEqual(without(forgedUnsubscribe));
    // A form body too large for a one-click post is refused.
    const huge = await request(`/api/search-alerts/unsubscribe?token=${forged}`, {
      method: "POST",
      from: ipFor("alerts-one-click-huge"),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `List-Unsubscribe=One-Click&x=${"y".repeat(5000)}`,
    });
    expect(huge.status).toBe(413);
  });

  test("says the same whether an address follows the search or not; the staff list names no address", async () => {
    const email = unique("same");
    const body = { email, lng: "es", query: "pattern=check" };
    const first = await follow(body, "alerts-same-1");
    const second = await follow(body, "alerts-same-2");
    const stranger = await follow({ ...body, email: unique("stranger") }, "alerts-same-3");
    expect([first.status, second.status, stranger.status]).toEqual([202, 202, 202]);
    expect(second.text).toBe(first.text);
    expect(stranger.text).toBe(first.text);
    const list = await admin(session, "/api/search-alerts");
    expect(list.status).toBe(200);
    expect(list.text).not.toContain("@example.com");
    expect(
      list.json.data.find((row: { query: string }) => row.query === "pattern=check")?.unconfirmed,
    ).toBeGreaterThanOrEqual(2);
    expect((await request("/api/search-alerts", { from: ipFor("alerts-anon") })).status).toBe(401);
  });

  test("twenty posts at once for one mailbox, in other cases and with +tags, from twenty addresses: three confirmations, the rest 429", async () => {
    const name = `cap${randomBytes(4).toString("hex")}`;
    const variants = Array.from({ length: 20 }, (_, i) =>
      i % 3 === 0
        ? `${name}@example.com`
        : i % 3 === 1
          ? `${name.toUpperCase()}@EXAMPLE.com`
          : `${name}+${i}@example.com`,
    );
    const answers = await Promise.all(
      variants.map((email, i) =>
        follow({ email, lng: "fr", query: `gsm_min=${100 + i}` }, `alerts-cap-${name}-${i}`),
      ),
    );
    const accepted = answers.filter((a) => a.status === 202).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted).toBe(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) expect(answer.json.error.code).toBe("rate_limited");
    // The mails to the mailbox, however its address was written (the cap's own reading).
    const toMailbox = () =>
      received().filter((mail) =>
        mail.to.some((to) => to.toLowerCase().replace(/\+[^@]*@/, "@") === `${name}@example.com`),
      );
    const end = Date.now() + 30_000;
    while (toMailbox().length < 3 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(toMailbox()).toHaveLength(3);
  });
});
