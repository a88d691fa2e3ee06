import path from "node:path";
import { count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CV_BYTES } from "../../common/constants";
import { activityLog, jobApplications, mailOutbox, privateFiles } from "../../server/db/schema";
import {
  type AdminSession,
  createTestApp,
  type FilePart,
  listFiles,
  multipart,
  type TestApp,
} from "../helpers/app";
import { adminApp } from "../helpers/suite";

const form = {
  full_name: "Mehmet Demir",
  email: "mehmet@example.com",
  phone: "+90 555 111 22 33",
  position: "Dokuma Operatörü",
  message: "Deneyimliyim.",
};

/** A minimal PDF of exactly `bytes` bytes (the type is recognized by its magic bytes). */
function pdf(bytes = 2048): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

const cv = (content: Buffer, filename = "cv.pdf", contentType = "application/pdf"): FilePart => ({
  field: "file",
  filename,
  content,
  contentType,
});

async function stored(t: TestApp) {
  const [applications] = await t.ctx.db.select({ n: count() }).from(jobApplications);
  const [files] = await t.ctx.db.select({ n: count() }).from(privateFiles);
  const [mails] = await t.ctx.db.select({ n: count() }).from(mailOutbox);
  return {
    applications: applications!.n,
    fileRows: files!.n,
    mails: mails!.n,
    privateFiles: listFiles(path.join(t.dataDir, "private")).length,
    tmpFiles: listFiles(path.join(t.dataDir, "tmp")).length,
  };
}

describe("careers: the public form", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp({ MAIL_TO: "hr@example.com" }));
  });
  afterAll(() => t.close());

  const apply = (fields: Record<string, string>, files: FilePart[] = [], url = "/api/careers") => {
    const body = multipart(fields, files);
    return t.app.inject({ method: "POST", url, headers: body.headers, payload: body.payload });
  };
  const read = async (id: number) => {
    const res = await t.app.inject({ method: "GET", url: `/api/applications/${id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it("stores an application without a file, answers only its id, and queues one mail", async () => {
    const before = await stored(t);
    const res = await apply(form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { id: expect.any(Number) } });
    const data = await read(res.json().data.id);
    expect(data).toMatchObject({
      ...form,
      status: "pending",
      notes: "",
      file: null,
      file_path: null,
      language: "tr",
    });
    expect(data.appliedAt).toBe(data.created_at);

    expect(await stored(t)).toEqual({
      ...before,
      applications: before.applications + 1,
      mails: before.mails + 1,
    });
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ kind: "job_application", toAddress: "hr@example.com", replyTo: form.email });
    expect(mail!.subject).toContain(form.position);
    expect(mail!.body).toContain("CV: none");
  });

  it("stores a PDF privately and never answers or mails its path", async () => {
    const before = await stored(t);
    const res = await apply({ ...form, position: "Kalite Kontrol" }, [cv(pdf(4096), "Özgeçmiş.pdf")]);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json().data)).toEqual(["id"]);
    const after = await stored(t);
    expect(after).toMatchObject({
      privateFiles: before.privateFiles + 1,
      fileRows: before.fileRows + 1,
      tmpFiles: 0,
    });
    expect(listFiles(path.join(t.dataDir, "uploads"))).toEqual([]);

    const data = await read(res.json().data.id);
    expect(data.file).toMatchObject({ mime_type: "application/pdf", bytes: 4096, type_label: "PDF" });
    expect(data.file.name).toContain("pdf");
    expect(data.file_path).toBe(`/api/applications/${data.id}/file`);

    const [file] = await t.ctx.db.select().from(privateFiles).orderBy(desc(privateFiles.id)).limit(1);
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.body).toContain("Kalite Kontrol");
    expect(mail!.body).toMatch(/admin area/);
    expect(mail!.body).not.toContain(file!.storageKey);
  });

  it("accepts JPG and PNG CVs", async () => {
    const jpg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3c3" } })
      .png()
      .toBuffer();
    const a = await apply(form, [cv(jpg, "cv.jpg", "image/jpeg")]);
    const b = await apply(form, [cv(png, "cv.png", "image/png")]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect((await read(a.json().data.id)).file.type_label).toBe("JPG");
    expect((await read(b.json().data.id)).file.type_label).toBe("PNG");
  });

  it("accepts a file of exactly 5 MiB and refuses one byte more with 413 (file_size)", async () => {
    const exact = await apply(form, [cv(pdf(MAX_CV_BYTES))]);
    expect(exact.statusCode).toBe(201);
    expect((await read(exact.json().data.id)).file.bytes).toBe(MAX_CV_BYTES);

    const before = await stored(t);
    const over = await apply(form, [cv(pdf(MAX_CV_BYTES + 1))]);
    expect(over.statusCode).toBe(413);
    expect(over.json().error.fields).toEqual({ file: "file_size" });
    expect(await stored(t)).toEqual(before);
  });

  it("refuses an executable or an HTML page renamed .pdf with 415 (file_type)", async () => {
    const before = await stored(t);
    const exe = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"),
      Buffer.alloc(2000),
    ]);
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    for (const content of [exe, html]) {
      const res = await apply(form, [cv(content, "cv.pdf", "application/pdf")]);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.fields).toEqual({ file: "file_type" });
    }
    expect(await stored(t)).toEqual(before);
  });

  it("refuses missing and malformed fields with field codes, storing nothing", async () => {
    const before = await stored(t);
    const empty = await apply({}, [cv(pdf())]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      full_name: "required",
      email: "required",
      position: "required",
    });
    const bad = await apply({ ...form, email: "mehmet.example.com", position: "p".repeat(201) });
    expect(bad.json().error.fields).toEqual({ email: "invalid_email", position: "too_long" });
    const crlf = await apply({ ...form, full_name: "Eve\r\nBcc: victim@example.com" }, [cv(pdf())]);
    expect(crlf.statusCode).toBe(400);
    expect(crlf.json().error.fields).toEqual({ full_name: "invalid" });
    expect(await stored(t)).toEqual(before);
    // The message is optional.
    const { message: _, ...withoutMessage } = form;
    expect((await apply(withoutMessage)).statusCode).toBe(201);
  });

  it("refuses a filled honeypot with 400: no row, no file, no mail", async () => {
    const before = await stored(t);
    const res = await apply({ ...form, website: "http://spam.example" }, [cv(pdf())]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toBeUndefined();
    expect(await stored(t)).toEqual(before);
  });

  it("removes the stored CV when the transaction fails", async () => {
    const before = await stored(t);
    const mailTo = t.ctx.config.mailTo;
    // A staff address with a line break makes queueing the mail (inside the transaction) throw.
    t.ctx.config.mailTo = "hr@example.com\r\nBcc: x@example.com";
    try {
      const res = await apply(form, [cv(pdf())]);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain("line break");
    } finally {
      t.ctx.config.mailTo = mailTo;
    }
    expect(await stored(t)).toEqual(before);
  });

  it("records the language of the page", async () => {
    const res = await apply(form, [], "/api/careers?lng=fr");
    expect((await read(res.json().data.id)).language).toBe("fr");
  });
});

describe("applications: the staff's view", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp());
  });
  afterAll(() => t.close());

  async function applyWith(file: FilePart | null, fields: Partial<typeof form> = {}) {
    const body = multipart({ ...form, ...fields }, file ? [file] : []);
    const res = await t.app.inject({ method: "POST", url: "/api/careers", ...body });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }
  const req = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    payload?: object,
    headers = admin.headers,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("refuses every admin route without a session (401) and changes without the CSRF token (403)", async () => {
    const id = await applyWith(cv(pdf()));
    const routes: [Parameters<typeof req>[0], string, object?][] = [
      ["GET", "/api/applications"],
      ["GET", `/api/applications/${id}`],
      ["GET", `/api/applications/${id}/file`],
      ["POST", "/api/applications", { ...form }],
      ["PUT", `/api/applications/${id}/status`, { status: "accepted" }],
      ["PUT", `/api/applications/${id}/notes`, { notes: "x" }],
      ["DELETE", `/api/applications/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await req(method, url, payload, {})).statusCode).toBe(401);
      if (method !== "GET")
        expect((await req(method, url, payload, { cookie: admin.cookie })).statusCode).toBe(403);
    }
    expect((await req("GET", `/api/applications/${id}`)).json().data.status).toBe("pending");
  });

  it("enters an application by hand (201) and validates it", async () => {
    const res = await req("POST", "/api/applications", {
      ...form,
      notes: "Fuarda tanıştık",
      status: "accepted",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      ...form,
      notes: "Fuarda tanıştık",
      status: "pending",
      file: null,
    });
    const bad = await req("POST", "/api/applications", { email: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      full_name: "required",
      email: "invalid_email",
      position: "required",
    });
  });

  it("lists applications with their file, filtered, searched and sorted", async () => {
    const withFile = await applyWith(cv(pdf(3000)), { full_name: "Arda Liste", position: "Desinatör" });
    const without = await applyWith(null, { full_name: "Burak Liste", position: "Muhasebe_1" });
    await req("PUT", `/api/applications/${without}/status`, { status: "rejected" });

    const res = await req("GET", "/api/applications?q=liste&sort=full_name");
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ page: 1, page_size: 50, total: 2 });
    expect(data.map((a: { id: number }) => a.id)).toEqual([withFile, without]);
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        "appliedAt",
        "consent_version",
        "created_at",
        "delete_after",
        "email",
        "file",
        "file_path",
        "full_name",
        "id",
        "language",
        "message",
        "notes",
        "phone",
        "position",
        "position_id",
        "status",
        "talent_pool",
      ].sort(),
    );
    expect(data[0].file).toMatchObject({ bytes: 3000, type_label: "PDF", mime_type: "application/pdf" });
    expect(data[0].file_path).toBe(`/api/applications/${withFile}/file`);
    expect(data[1]).toMatchObject({ file: null, file_path: null, status: "rejected" });

    const rejected = await req("GET", "/api/applications?status=rejected&q=liste");
    expect(rejected.json().data.map((a: { id: number }) => a.id)).toEqual([without]);
    const underscore = await req("GET", "/api/applications?q=_1");
    expect(underscore.json().data.map((a: { id: number }) => a.id)).toEqual([without]);
    expect((await req("GET", "/api/applications?status=pending_review")).statusCode).toBe(400);
  });

  it("sets interviewing, accepted or rejected from any state, never pending (409)", async () => {
    const id = await applyWith(null);
    for (const status of ["interviewing", "accepted", "accepted", "rejected", "interviewing"]) {
      const res = await req("PUT", `/api/applications/${id}/status`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const pending = await req("PUT", `/api/applications/${id}/status`, { status: "pending" });
    expect(pending.statusCode).toBe(409);
    const unknown = await req("PUT", `/api/applications/${id}/status`, { status: "hired" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ status: "invalid" });
    expect((await req("PUT", "/api/applications/999999/status", { status: "accepted" })).statusCode).toBe(
      404,
    );
    const [entry] = await t.ctx.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "status", entity: "job_application", entityId: id });
  });

  it("edits the notes", async () => {
    const id = await applyWith(null);
    const res = await req("PUT", `/api/applications/${id}/notes`, { notes: "Pazartesi görüşme" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notes).toBe("Pazartesi görüşme");
    const long = await req("PUT", `/api/applications/${id}/notes`, { notes: "n".repeat(5001) });
    expect(long.json().error.fields).toEqual({ notes: "too_long" });
    expect((await req("PUT", `/api/applications/${id}/notes`, {})).json().error.fields).toEqual({
      notes: "required",
    });
    expect((await req("PUT", "/api/applications/999999/notes", { notes: "x" })).statusCode).toBe(404);
  });

  it("serves the CV to admins as a no-store attachment with the exact bytes", async () => {
    const content = pdf(5000);
    const id = await applyWith(cv(content));
    const res = await req("GET", `/api/applications/${id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment/);
    expect(res.headers["cache-control"]).toContain("no-store");
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.rawPayload.equals(content)).toBe(true);

    const inline = await req("GET", `/api/applications/${id}/file?inline=1`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers["content-disposition"]).toMatch(/^inline/);
    expect(inline.headers["content-security-policy"]).toContain("sandbox");

    const none = await applyWith(null);
    expect((await req("GET", `/api/applications/${none}/file`)).statusCode).toBe(404);
    expect((await req("GET", "/api/applications/999999/file")).statusCode).toBe(404);
  });

  it("deletes an application with its file (204), then answers 404", async () => {
    const id = await applyWith(cv(pdf(2500)));
    const [row] = await t.ctx.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    const [file] = await t.ctx.db.select().from(privateFiles).where(eq(privateFiles.id, row!.fileId!));
    expect(listFiles(path.join(t.dataDir, "private"))).toContain(file!.storageKey);

    const del = await req("DELETE", `/api/applications/${id}`);
    expect(del.statusCode).toBe(204);
    expect(listFiles(path.join(t.dataDir, "private"))).not.toContain(file!.storageKey);
    expect(await t.ctx.db.select().from(privateFiles).where(eq(privateFiles.id, file!.id))).toEqual([]);
    expect((await req("GET", `/api/applications/${id}`)).statusCode).toBe(404);
    expect((await req("DELETE", `/api/applications/${id}`)).statusCode).toBe(404);
    expect((await req("GET", "/api/applications/0")).statusCode).toBe(400);
  });
});

describe("careers: per-IP rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: "5" });
  });
  afterAll(() => t.close());

  it("answers the sixth application in the window with 429 and Retry-After", async () => {
    const body = multipart(form);
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/careers", headers: body.headers, payload: body.payload });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
  });
});
