// What an outside review (round 3) found in the careers, privacy and export features, tried as it
// tried them: a name left in the dashboard's activity after its row was deleted and the address
// erased (finding 5), a position past its last day still open (7), a full-width `＝` that a
// spreadsheet runs as a formula (9), multipart fields sent twice (10).
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { today } from "../../common/dates";
import { type Answer, admin, ipFor, json, login, multipart, request, type Session } from "./support/http";
import { dateFair, day, makeWorld, pdf, pngImage, type World } from "./support/world";

let session: Session;
let world: World;

beforeAll(async () => {
  session = await login();
  world = await makeWorld(session, "round3");
  await dateFair(session, world, 10);
});

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, answer.text).toBe(status);
  return answer;
};

describe("an erasure leaves no name in the activity log (finding 5)", () => {
  /** Each personal kind: made, its status changed, deleted by the staff before the person asks. */
  const kinds = {
    "contact message": async (name: string, email: string) => {
      const made = await request("/api/contact-messages", {
        method: "POST",
        from: ipFor(`residue-${email}`),
        ...json({ full_name: name, email, message: "Merhaba" }),
      });
      const id = ok(made, 201).json.data.id;
      ok(
        await admin(session, `/api/contact-messages/${id}/status`, {
          method: "PUT",
          ...json({ status: "read" }),
        }),
      );
      ok(await admin(session, `/api/contact-messages/${id}`, { method: "DELETE" }), 204);
    },
    application: async (name: string, email: string) => {
      const made = await admin(session, "/api/applications", {
        method: "POST",
        ...json({ full_name: name, email, position: "Weaver" }),
      });
      const id = ok(made, 201).json.data.id;
      ok(
        await admin(session, `/api/applications/${id}/status`, {
          method: "PUT",
          ...json({ status: "interviewing" }),
        }),
      );
      ok(
        await admin(session, `/api/applications/${id}/notes`, {
          method: "PUT",
          ...json({ notes: "call back" }),
        }),
      );
      ok(await admin(session, `/api/applications/${id}`, { method: "DELETE" }), 204);
    },
    "meeting request": async (name: string, email: string) => {
      const made = await request("/api/meeting-requests", {
        method: "POST",
        from: ipFor(`residue-${email}`),
        ...json({
          exhibition_id: world.exhibitionId,
          date: day(11),
          time: "11:00",
          company: `${name} Tekstil`,
          full_name: name,
          email,
        }),
      });
      const id = ok(made, 201).json.data.id;
      const at = `/api/meeting-requests/${id}`;
      ok(await admin(session, `${at}/status`, { method: "PUT", ...json({ status: "confirmed" }) }));
      ok(await admin(session, `${at}/notes`, { method: "PUT", ...json({ notes: "stand B" }) }));
      ok(await admin(session, `${at}/replies`, { method: "POST", ...json({ body: "See you" }) }), 201);
      ok(await admin(session, at, { method: "DELETE" }), 204);
    },
    "sample request": async (name: string, email: string) => {
      const made = await request("/api/sample-requests", {
        method: "POST",
        from: ipFor(`residue-${email}`),
        ...json({
          company: `${name} Tekstil`,
          full_name: name,
          email,
          country: "TR",
          kind: "swatch",
          items: [{ fabric_id: world.fabricId }],
        }),
      });
      const id = ok(made, 201).json.data.id;
      ok(
        await admin(session, `/api/sample-requests/${id}/status`, {
          method: "PUT",
          ...json({ status: "sent" }),
        }),
      );
      ok(await admin(session, `/api/sample-requests/${id}`, { method: "DELETE" }), 204);
    },
  };

  test.each(Object.keys(kinds) as (keyof typeof kinds)[])(
    "a %s deleted before the erasure: the dashboard names nobody afterwards",
    async (kind) => {
      const name = `Zed Residue ${randomBytes(3).toString("hex")}`;
      const email = `residue.${randomBytes(4).toString("hex")}@example.com`;
      await kinds[kind](name, email);
      ok(await admin(session, "/api/privacy/erase", { method: "POST", ...json({ email }) }));
      const dashboard = ok(await admin(session, "/api/dashboard"));
      const recent = JSON.stringify(dashboard.json.data.recent);
      expect(recent).toContain("privacy_request");
      expect(recent).not.toContain(name);
      expect(recent).not.toContain(email);
    },
  );
});

describe("a position past its last day is closed (finding 7)", () => {
  test("it leaves the list, its page, the sitemap and the careers form refuses it (400 on position_id)", async () => {
    const open = async (validThrough: string) =>
      ok(
        await admin(session, "/api/positions", {
          method: "POST",
          ...json({ title: `Dokumacı ${validThrough}`, valid_through: validThrough, open: true }),
        }),
        201,
      ).json.data.id as number;
    const expired = await open(day(-1));
    const lastDay = await open(today());
    const listed = (await request("/api/positions")).json.data.map((p: { id: number }) => p.id);
    expect(listed).not.toContain(expired);
    expect(listed).toContain(lastDay);
    expect((await request(`/api/positions/${expired}`)).status).toBe(404);
    expect((await request(`/api/positions/${lastDay}`)).status).toBe(200);
    expect((await request(`/careers/${expired}`)).status).toBe(404);
    expect((await request(`/careers/${lastDay}`)).status).toBe(200);
    const sitemap = (await request("/sitemap.xml")).text;
    expect(sitemap).not.toContain(`/careers/${expired}<`);
    expect(sitemap).toContain(`/careers/${lastDay}<`);
    const apply = (positionId: number, label: string) =>
      request("/api/careers", {
        method: "POST",
        from: ipFor(label),
        ...multipart([
          { name: "full_name", value: "Ayşe Kaya" },
          { name: "email", value: "ayse.kaya@example.com" },
          { name: "position_id", value: String(positionId) },
          { name: "file", filename: "cv.pdf", type: "application/pdf", data: pdf() },
        ]),
      });
    const refused = await apply(expired, "round3-expired");
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.error.fields).toEqual({ position_id: "invalid" });
    expect((await apply(lastDay, "round3-last-day")).status).toBe(201);
    // The staff still see it, with its day.
    const all = (await admin(session, "/api/positions?lng=all")).json.data;
    expect(all.find((p: { id: number }) => p.id === expired)?.valid_through).toBe(day(-1));
  });
});

describe("CSV exports defuse full-width formula characters (finding 9)", () => {
  test("＝ ＋ － ＠ at the start of a cell get the apostrophe as = + - @ do, in every export", async () => {
    const tag = randomBytes(3).toString("hex");
    const starts = ["＝", "＋", "－", "＠", "﹦", "﹢", "﹣", "﹫"];
    const company = (s: string) => `${s}HYPERLINK("http://evil.example/${tag}","x")`;
    const made: string[] = [];
    for (const [i, s] of starts.entries()) {
      const email = `csv.${tag}.${i}@example.com`;
      const body = { company: company(s), full_name: `${s}1+1`, email };
      const sample = await request("/api/sample-requests", {
        method: "POST",
        from: ipFor(`csv-sample-${tag}-${i}`),
        ...json({ ...body, country: "TR", kind: "swatch", items: [{ fabric_id: world.fabricId }] }),
      });
      ok(sample, 201);
      const meeting = await request("/api/meeting-requests", {
        method: "POST",
        from: ipFor(`csv-meeting-${tag}-${i}`),
        ...json({ ...body, exhibition_id: world.exhibitionId, date: day(11), time: "12:00" }),
      });
      ok(meeting, 201);
      made.push(s);
    }
    const fabric = await admin(session, "/api/fabrics", {
      method: "POST",
      ...multipart([
        { name: "name", value: `＝cmd|' /C calc'!A0 ${tag}` },
        { name: "description", value: "Poplin" },
        { name: "main_image", filename: "p.png", type: "image/png", data: await pngImage() },
      ]),
    });
    ok(fabric, 201);
    for (const url of [
      `/api/exports/sample-requests.csv?q=${tag}`,
      `/api/exports/meeting-requests.csv?q=${tag}`,
      "/api/exports/fabrics.csv",
    ]) {
      const csv = ok(await admin(session, url)).text;
      const cells = csv.split(/\r\n/).flatMap((line) => line.split(","));
      const unsafe = cells.filter((cell) => /^"?[=+\-@＝＋－＠﹦﹢﹣﹫]/.test(cell) && !/^-?\d/.test(cell));
      expect(unsafe, url).toEqual([]);
      expect(csv, url).toContain(tag);
    }
  });
});

describe("a multipart field sent twice is refused (finding 10)", () => {
  const parts = (extra: { name: string; value: string }[]) =>
    multipart([
      { name: "full_name", value: "Ayşe Kaya" },
      { name: "email", value: "ayse.twice@example.com" },
      { name: "position", value: "Dokumacı" },
      ...extra,
      { name: "file", filename: "cv.pdf", type: "application/pdf", data: pdf() },
    ]);

  test.each([
    ["talent_pool", ["true", "false"]],
    ["email", ["ayse.twice@example.com", "other@example.com"]],
    ["position", ["Dokumacı", "Boyacı"]],
  ])("careers form: %s twice is 400 naming it; nothing stored", async (field, values) => {
    const before = (await admin(session, "/api/applications?page_size=1")).json.meta.total;
    const answer = await request("/api/careers", {
      method: "POST",
      from: ipFor(`twice-${field}`),
      ...parts(values.map((value) => ({ name: field, value }))),
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.error.fields).toEqual({ [field]: "repeated" });
    expect(answer.json.error.message).toContain(field);
    expect((await admin(session, "/api/applications?page_size=1")).json.meta.total).toBe(before);
  });

  test("position_id twice, and an admin form's field twice, are 400 naming the field", async () => {
    const position = ok(
      await admin(session, "/api/positions", { method: "POST", ...json({ title: "Boyacı", open: true }) }),
      201,
    ).json.data.id;
    const answer = await request("/api/careers", {
      method: "POST",
      from: ipFor("twice-position-id"),
      ...parts([
        { name: "position_id", value: String(position) },
        { name: "position_id", value: "3" },
      ]),
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.error.fields).toEqual({ position_id: "repeated" });
    const edited = await admin(session, `/api/fabrics/${world.fabricId}`, {
      method: "PUT",
      ...multipart([
        { name: "name", value: "Poplin one" },
        { name: "name", value: "Poplin two" },
      ]),
    });
    expect(edited.status, edited.text).toBe(400);
    expect(edited.json.error.fields).toEqual({ name: "repeated" });
  });
});
