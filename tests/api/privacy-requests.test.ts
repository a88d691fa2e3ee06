// Requests about one person (GDPR art. 15 and 17): what is held under an address, one archive of
// it (data.json and the CV), and its erasure in one step — rows, files on the disk and mails in
// the outbox — leaving other people's data as it was and the activity log without the address.
import { strFromU8, unzipSync } from "fflate";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../server/db/schema";
import { type AdminSession, listFiles, multipart, type TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { adminApp } from "../helpers/suite";
import { jpeg, pdfOfSize } from "../fixtures/images";
import path from "node:path";

let t: TestApp;
let admin: AdminSession;
let fabricId: number;
const cv = pdfOfSize(4000);

beforeAll(async () => {
  ({ t, admin } = await adminApp({ MAIL_TO: "staff@example.com" }));
  const write = fabricWriter(t, admin, await jpeg(120, 90));
  const res = await write("POST", "/api/fabrics", {
    name: "Keten dimi",
    description: "Gömleklik",
    card: JSON.stringify(LINEN_TWILL),
  });
  fabricId = res.json().data.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: "POST", url, headers, payload });

async function leaveTraces(email: string, name: string) {
  const message = await post(
    "/api/contact-messages",
    { full_name: name, email, message: `Merhaba, ben ${name}` },
    {},
  );
  expect(message.statusCode, message.body).toBe(201);
  const form = multipart({ full_name: name, email, position: "Dokuma ustası" }, [
    { field: "file", filename: "özgeçmiş.pdf", content: cv, contentType: "application/pdf" },
  ]);
  const application = await t.app.inject({
    method: "POST",
    url: "/api/careers",
    headers: form.headers,
    payload: form.payload,
  });
  expect(application.statusCode, application.body).toBe(201);
  const sample = await post(
    "/api/sample-requests?lng=de",
    {
      company: `${name} GmbH`,
      full_name: name,
      email,
      country: "DE",
      kind: "swatch",
      items: [{ fabric_id: fabricId }],
    },
    {},
  );
  expect(sample.statusCode, sample.body).toBe(201);
  // The staff note on the application names the person in the activity log.
  const notes = await t.app.inject({
    method: "PUT",
    url: `/api/applications/${application.json().data.id}/notes`,
    headers: admin.headers,
    payload: { notes: "Görüşmeye çağır" },
  });
  expect(notes.statusCode, notes.body).toBe(200);
  return { application: application.json().data.id as number, sample: sample.json().data.id as number };
}

describe("privacy requests", () => {
  it("lists, exports and erases everything held under an address, whatever its letter case, and nothing else", async () => {
    const ada = await leaveTraces("ada.yilmaz@example.com", "Ada Yılmaz");
    await leaveTraces("other@example.com", "Başka Kişi");
    const privateDir = path.join(t.dataDir, "private");
    expect(listFiles(privateDir)).toHaveLength(2);

    const held = await post("/api/privacy/lookup", { email: "Ada.Yilmaz@Example.com" });
    expect(held.statusCode, held.body).toBe(200);
    const data = held.json().data;
    expect(data.contact_messages).toHaveLength(1);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: ada.application,
        full_name: "Ada Yılmaz",
        cv: { name: "özgeçmiş.pdf", bytes: cv.length },
      }),
    ]);
    expect(data.sample_requests).toEqual([expect.objectContaining({ id: ada.sample, fabrics: 1 })]);
    // Staff mails with Reply-To the address, and the sample confirmation to it.
    expect(data.mails.length).toBe(4);

    const archive = await post("/api/privacy/export", { email: "ada.yilmaz@example.com" });
    expect(archive.statusCode).toBe(200);
    expect(archive.headers["content-type"]).toBe("application/zip");
    expect(archive.headers["content-disposition"]).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    const json = JSON.parse(strFromU8(files["data.json"]!));
    expect(json.contact_messages.map((m: { message: string }) => m.message)).toEqual([
      "Merhaba, ben Ada Yılmaz",
    ]);
    expect(json.job_applications[0].cv.in_archive).toMatch(/^cv\/application-\d+-.*\.pdf$/);
    expect(Buffer.from(files[json.job_applications[0].cv.in_archive]!)).toEqual(cv);
    expect(json.sample_requests[0].fabrics[0]).toMatchObject({ fabricId, fabricCode: "KM-2041" });
    expect(JSON.stringify(json)).not.toContain("other@example.com");

    const erased = await post("/api/privacy/erase", { email: "ADA.YILMAZ@EXAMPLE.COM" });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toEqual({
      contact_messages: 1,
      applications: 1,
      files: 1,
      meeting_requests: 0,
      sample_requests: 1,
      search_alerts: 0,
      mails: 4,
    });

    // Nothing under the address remains in any table, nor its CV on the disk; the other person's data stays.
    const dump = await t.ctx.db.execute(sql`
      select (select json_agg(c) from contact_messages c)::text as a,
             (select json_agg(j) from job_applications j)::text as b,
             (select json_agg(s) from sample_requests s)::text as c,
             (select json_agg(m) from mail_outbox m)::text as d,
             (select json_agg(l) from activity_log l)::text as e,
             (select json_agg(f) from private_files f)::text as f`);
    const everything = JSON.stringify((dump as unknown as { rows: unknown[] }).rows);
    expect(everything.toLowerCase()).not.toContain("ada.yilmaz@example.com");
    expect(everything).not.toContain("Ada Yılmaz");
    expect(everything).toContain("other@example.com");
    expect(listFiles(privateDir)).toHaveLength(1);
    expect(
      (await post("/api/privacy/lookup", { email: "ada.yilmaz@example.com" })).json().data,
    ).toMatchObject({
      contact_messages: [],
      applications: [],
      sample_requests: [],
      mails: [],
    });

    // The log says that an export and an erasure happened, with counts only.
    const log = await t.ctx.db
      .select()
      .from(activityLog)
      .where(sql`${activityLog.entity} = 'privacy_request'`);
    expect(log.map((row) => row.summary)).toEqual([
      expect.stringMatching(
        /^export: 1 contact_messages, 1 applications, 0 meeting_requests, 1 sample_requests, 0 search_alerts, 4 mails$/,
      ),
      expect.stringMatching(/^erasure: /),
    ]);
  });

  it("is for staff only, with the CSRF token, and refuses what is not an address", async () => {
    for (const url of ["/api/privacy/lookup", "/api/privacy/export", "/api/privacy/erase"]) {
      expect((await post(url, { email: "a@example.com" }, {})).statusCode, url).toBe(401);
      expect((await post(url, { email: "a@example.com" }, { cookie: admin.cookie })).statusCode, url).toBe(
        403,
      );
      for (const email of ["", "%", "a@", "a@example.com\r\nBcc: b@example.com", ["a@example.com"]]) {
        const res = await post(url, { email });
        expect(res.statusCode, `${url} ${JSON.stringify(email)}`).toBe(400);
        expect(res.json().error.fields).toHaveProperty("email");
      }
    }
  });
});
