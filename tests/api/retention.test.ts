import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  jobApplications,
  loginAttempts,
  mailOutbox,
  meetingRequests,
  privateFiles,
} from "../../server/db/schema";
import { applyRetention } from "../../server/modules/retention/service";
import { createTestApp, listFiles, multipart, type TestApp } from "../helpers/app";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

function pdf(): Buffer {
  return Buffer.concat([
    Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n"),
    Buffer.alloc(512, 0x20),
    Buffer.from("\n%%EOF\n"),
  ]);
}

describe("retention: personal data is deleted when the privacy notice says", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const contact = async (name: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { full_name: name, email: "a@example.com", phone: "", message: "Merhaba, numune istiyoruz." },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const apply = async (name: string) => {
    const body = multipart(
      { full_name: name, email: "b@example.com", phone: "", position: "Desinatör", message: "" },
      [{ field: "file", filename: "cv.pdf", content: pdf(), contentType: "application/pdf" }],
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/careers",
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const age = async (table: "messages" | "applications", id: number, days: number) => {
    const updatedAt = daysAgo(days);
    if (table === "messages") {
      await t.ctx.db.update(contactMessages).set({ updatedAt }).where(eq(contactMessages.id, id));
    } else {
      await t.ctx.db.update(jobApplications).set({ updatedAt }).where(eq(jobApplications.id, id));
    }
  };

  it("keeps what is younger than its limit and deletes what is older, CV files included", async () => {
    const oldMessage = await contact("Eski Mesaj");
    const recentMessage = await contact("Yeni Mesaj");
    await age("messages", oldMessage, 731);
    await age("messages", recentMessage, 700);

    const oldRejected = await apply("Eski Aday");
    const oldPending = await apply("Bekleyen Aday");
    const recentAccepted = await apply("Yeni Aday");
    await t.ctx.db
      .update(jobApplications)
      .set({ status: "rejected" })
      .where(eq(jobApplications.id, oldRejected));
    await t.ctx.db
      .update(jobApplications)
      .set({ status: "accepted" })
      .where(eq(jobApplications.id, recentAccepted));
    await age("applications", oldRejected, 366);
    await age("applications", oldPending, 900);
    await age("applications", recentAccepted, 300);

    const meeting = (company: string, days: number) => ({
      fairTitle: "Munich Fabric Start",
      meetingDate: "2027-01-27",
      meetingTime: "10:00",
      company,
      fullName: "Jana Müller",
      email: "jana@example.com",
      updatedAt: daysAgo(days),
    });
    await t.ctx.db.insert(meetingRequests).values([meeting("Eski Firma", 731), meeting("Yeni Firma", 700)]);

    await t.ctx.db.insert(loginAttempts).values([
      { username: "eski", ip: "192.0.2.1", success: false, createdAt: daysAgo(31) },
      { username: "yeni", ip: "192.0.2.2", success: false, createdAt: daysAgo(29) },
    ]);
    const mails = await t.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect(mails.length).toBeGreaterThanOrEqual(5);
    await t.ctx.db
      .update(mailOutbox)
      .set({ status: "sent", updatedAt: daysAgo(31) })
      .where(eq(mailOutbox.id, mails[0]!.id));
    await t.ctx.db
      .update(mailOutbox)
      .set({ status: "sent", updatedAt: daysAgo(29) })
      .where(eq(mailOutbox.id, mails[1]!.id));
    // A mail still waiting for the SMTP server is never dropped, however old.
    await t.ctx.db
      .update(mailOutbox)
      .set({ status: "pending", updatedAt: daysAgo(90) })
      .where(eq(mailOutbox.id, mails[2]!.id));

    const privateDir = path.join(t.dataDir, "private");
    const filesBefore = listFiles(privateDir);
    expect(filesBefore).toHaveLength(3);
    const [oldFile] = await t.ctx.db
      .select({ key: privateFiles.storageKey })
      .from(privateFiles)
      .innerJoin(jobApplications, eq(jobApplications.fileId, privateFiles.id))
      .where(eq(jobApplications.id, oldRejected));

    const removed = await applyRetention(t.ctx);
    expect(removed).toEqual({
      contactMessages: 1,
      meetingRequests: 1,
      applications: 1,
      files: 1,
      loginAttempts: 1,
      mails: 1,
    });
    const companies = (await t.ctx.db.select({ c: meetingRequests.company }).from(meetingRequests)).map(
      (r) => r.c,
    );
    expect(companies).toEqual(["Yeni Firma"]);

    const messageNames = (await t.ctx.db.select({ n: contactMessages.fullName }).from(contactMessages)).map(
      (r) => r.n,
    );
    expect(messageNames).toEqual(["Yeni Mesaj"]);
    const applicants = (await t.ctx.db.select({ n: jobApplications.fullName }).from(jobApplications)).map(
      (r) => r.n,
    );
    expect(applicants.sort()).toEqual(["Bekleyen Aday", "Yeni Aday"]);
    expect((await t.ctx.db.select().from(loginAttempts)).map((r) => r.username)).toEqual(["yeni"]);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, mails[0]!.id))).toEqual([]);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, mails[2]!.id))).toHaveLength(1);
    const filesAfter = listFiles(privateDir);
    expect(filesAfter).toHaveLength(2);
    expect(filesAfter.some((file) => file.includes(oldFile!.key))).toBe(false);
    expect(fs.existsSync(privateDir)).toBe(true);

    // A second run finds nothing more to delete.
    expect(await applyRetention(t.ctx)).toEqual({
      contactMessages: 0,
      meetingRequests: 0,
      applications: 0,
      files: 0,
      loginAttempts: 0,
      mails: 0,
    });
  });
});
