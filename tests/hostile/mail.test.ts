// CR/LF and other line breaks in anything that reaches a mail header, checked at a real SMTP
// server the site delivers to: no injected header, no extra recipient, no smuggled message.
import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contact, ipFor, multipart, request } from "./support/http";
import { ALLOWED, fieldsOf, type Received, received, waitFor } from "./support/mail";

function expectNoInjectedHeader(mail: Received) {
  expect(mail.to).toEqual(["staff@example.com"]);
  const fields = fieldsOf(mail.raw);
  for (const [name] of fields) expect(ALLOWED.has(name), `header ${name}`).toBe(true);
  expect(fields.filter(([name]) => name === "to")).toEqual([["to", "staff@example.com"]]);
  const replyTo = fields.find(([name]) => name === "reply-to")?.[1] ?? "";
  expect(replyTo).not.toMatch(/evil\.example|,|;/);
}

const BREAKS = ["\r\n", "\n", "\r", "\r\n ", "%0d%0a", "\u2028", "\u0085", "\u000b", "\u000c"];

describe("mail header injection", () => {
  test("line breaks in name, email and phone of the contact form are refused or defused", async () => {
    const marker = `m${randomBytes(6).toString("hex")}`;
    let accepted = 0;
    for (const [i, brk] of BREAKS.entries()) {
      for (const field of ["full_name", "email", "phone"]) {
        const value =
          field === "email"
            ? `eve@example.com${brk}Bcc: victim@evil.example`
            : `Eve${brk}Bcc: victim@evil.example${brk}X-Injected: yes`;
        const answer = await contact(
          { [field]: value, message: `${marker} ${field} ${i}` },
          `mail-${marker}-${field}-${i}`,
        );
        expect([201, 400], `${field} ${JSON.stringify(brk)}`).toContain(answer.status);
        // A raw CR or LF is never accepted in a one-line field.
        if (/[\r\n]/.test(brk)) expect(answer.status, `${field} ${JSON.stringify(brk)}`).toBe(400);
        if (answer.status === 201) accepted++;
      }
    }
    // One clean message, so we know when the outbox has delivered everything before it.
    expect((await contact({ message: `${marker} clean` }, `mail-${marker}-clean`)).status).toBe(201);
    const mails = await waitFor(marker, accepted + 1);
    expect(mails.length).toBe(accepted + 1);
    for (const mail of mails) expectNoInjectedHeader(mail);
  });

  test("line breaks in the careers form's name and position (they reach the subject) are refused", async () => {
    const marker = `c${randomBytes(6).toString("hex")}`;
    for (const [i, brk] of ["\r\n", "\n", "\r"].entries()) {
      for (const field of ["full_name", "position", "email"]) {
        const fields: Record<string, string> = {
          full_name: "Ada",
          email: "ada@example.com",
          position: "Weaver",
          message: marker,
        };
        fields[field] =
          field === "email"
            ? `ada@example.com${brk}Bcc: victim@evil.example`
            : `Ada${brk}Bcc: victim@evil.example`;
        const answer = await request("/api/careers", {
          method: "POST",
          from: ipFor(`careers-${marker}-${field}-${i}`),
          ...multipart(Object.entries(fields).map(([name, value]) => ({ name, value }))),
        });
        expect(answer.status, `${field} ${JSON.stringify(brk)}`).toBe(400);
      }
    }
    const clean = await request("/api/careers", {
      method: "POST",
      from: ipFor(`careers-${marker}-clean`),
      ...multipart([
        { name: "full_name", value: "Ada" },
        { name: "email", value: "ada@example.com" },
        { name: "position", value: "Weaver" },
        { name: "message", value: marker },
      ]),
    });
    expect(clean.status).toBe(201);
    const mails = await waitFor(marker, 1);
    expect(mails.length).toBe(1);
    expectNoInjectedHeader(mails[0]!);
  });

  test("SMTP smuggling in a message body delivers one mail, to staff only", async () => {
    const marker = `s${randomBytes(6).toString("hex")}`;
    const smuggle = [
      `${marker} start`,
      ".",
      "MAIL FROM:<attacker@evil.example>",
      "RCPT TO:<victim@evil.example>",
      "DATA",
      `Subject: smuggled ${marker}`,
      "",
      "smuggled body",
      ".",
      "\n.\n",
      "\r.\r",
      `${marker} end`,
    ].join("\r\n");
    expect((await contact({ message: smuggle }, `smuggle-${marker}`)).status).toBe(201);
    const mails = await waitFor(marker, 1);
    expect(mails.length).toBe(1);
    expectNoInjectedHeader(mails[0]!);
    expect(mails[0]!.raw).toContain(`${marker} end`);
    // No second message, to anyone, came out of it.
    for (const mail of received()) expect(mail.to).not.toContain("victim@evil.example");
  });

  test("reply-to takes only a single, valid address", async () => {
    const before = received().length;
    for (const [i, email] of [
      "a@example.com, victim@evil.example",
      "a@example.com;victim@evil.example",
      "Eve <a@example.com>, victim@evil.example",
      '"a@example.com\\r\\nBcc: v@evil.example"@example.com',
      "a@example.com%0aBcc:v@evil.example",
    ].entries()) {
      const answer = await contact({ email }, `replyto-${i}`);
      expect(answer.status, email).toBe(400);
    }
    expect(received().length).toBeGreaterThanOrEqual(before);
    for (const mail of received()) expect(mail.to).not.toContain("victim@evil.example");
  });
});
