// The per-address daily cap of the buyer forms (three sample requests and three meeting requests
// a day for one address, each mailing a confirmation to it) attacked as an outside review did
// (round 3, findings 1 and 8): 20 identical posts at once from 20 addresses, and the same
// mailbox written as `name+1@…`, `name+2@…` and in other letter cases. Whatever the database,
// three are accepted, the rest are 429 with the cap's error, and three confirmations are queued.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { type Answer, admin, ipFor, json, login, request, type Session } from "./support/http";
import { dateFair, day, makeWorld, type World } from "./support/world";

let session: Session;
let world: World;
const PARALLEL = 20;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "address-cap");
  await dateFair(session, world, 10);
});

const FORMS = {
  "sample requests": {
    path: "/api/sample-requests?lng=fr",
    body: (email: string) => ({
      company: "Chemiserie Lyonnaise",
      full_name: "Claire Dubois",
      email,
      country: "FR",
      kind: "swatch",
      items: [{ fabric_id: world.fabricId }],
    }),
    confirmation: "sample_confirmation",
  },
  "meeting requests": {
    path: "/api/meeting-requests?lng=es",
    body: (email: string) => ({
      exhibition_id: world.exhibitionId,
      date: day(11),
      time: "10:00",
      company: "Camisería Sur S.L.",
      full_name: "Lucía Gómez",
      email,
    }),
    confirmation: "meeting_confirmation",
  },
} as const;
type Form = keyof typeof FORMS;

const post = (form: Form, email: string, label: string) =>
  request(FORMS[form].path, { method: "POST", from: ipFor(label), ...json(FORMS[form].body(email)) });

/** Statuses in order, and every refusal is the cap's: 429 rate_limited in the error envelope. */
function tally(answers: Answer[]) {
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(answer.json.error.code).toBe("rate_limited");
    expect(answer.json.error.message).toMatch(/for this address today/);
  }
  return {
    accepted: answers.filter((a) => a.status === 201).length,
    refused: answers.filter((a) => a.status === 429).length,
  };
}

/** The confirmations queued (or sent) to an address: what the staff's privacy lookup lists. */
async function confirmations(form: Form, email: string): Promise<number> {
  const held = await admin(session, "/api/privacy/lookup", { method: "POST", ...json({ email }) });
  expect(held.status, held.text).toBe(200);
  return held.json.data.mails.filter((m: { kind: string }) => m.kind === FORMS[form].confirmation).length;
}

describe.each(Object.keys(FORMS) as Form[])("%s: the per-address cap", (form) => {
  test(`${PARALLEL} identical posts at once from ${PARALLEL} addresses: exactly 3 accepted, 3 confirmations`, async () => {
    const email = `parallel.${randomBytes(4).toString("hex")}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => post(form, email, `cap-${form}-${email}-${i}`)),
    );
    const seen = tally(answers);
    console.info(
      `[address-cap] ${form}, ${PARALLEL} at once: ${seen.accepted} accepted, ${seen.refused} refused`,
    );
    expect(seen).toEqual({ accepted: 3, refused: PARALLEL - 3 });
    expect(await confirmations(form, email)).toBe(3);
  });

  test("sub-addresses and letter case are one address for the cap; the address is stored as typed", async () => {
    const user = `plus.${randomBytes(4).toString("hex")}`;
    const variants = [
      `${user}+1@example.com`,
      `${user}+2@example.com`,
      `${user.toUpperCase()}+news@Example.COM`,
      `${user}@example.com`,
      `${user}+3+x@example.com`,
      `${user}+@example.com`,
    ];
    const answers: Answer[] = [];
    for (const [i, email] of variants.entries())
      answers.push(await post(form, email, `plus-${form}-${user}-${i}`));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429, 429]);
    tally(answers);
    // Another mailbox at the same domain keeps its own three.
    expect((await post(form, `${user}x+1@example.com`, `plus-${form}-${user}-other`)).status).toBe(201);
    const kind = form === "sample requests" ? "sample-requests" : "meeting-requests";
    const stored = await admin(session, `/api/${kind}/${answers[2]!.json.data.id}`);
    expect(stored.json.data.email).toBe(variants[2]);
  });
});
