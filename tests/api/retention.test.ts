import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  fabricDeletions,
  jobApplications,
  loginAttempts,
  mailOutbox,
  meetingRequests,
  privateFiles,
  sampleRequestItems,
  sampleRequests,
} from "../../server/db/schema";
import { applyRetention } from "../../server/modules/retention/service";
import { CONSENT_VERSION } from "../../common/constants";
import { addMonths } from "../../common/retention";
import { createTestApp, listFiles, loginAdmin, multipart, type TestApp } from "../helpers/app";

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
  const apply = async (name: string, talentPool?: "true" | "false") => {
    const body = multipart(
      {
        full_name: name,
        email: "b@example.com",
        phone: "",
        position: "Desinatör",
        message: "",
        ...(talentPool ? { talent_pool: talentPool } : {}),
      },
      [{ field: "file", filename: "cv.pdf", content: pdf(), contentType: "application/pdf" }],
    );
    const res = await t.app.inject({ method: "POST", url: "/api/careers", ...body });
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
    // Decided without the talent pool: 6 months after the decision; undecided: 12 after the last change.
    await age("applications", oldRejected, 200);
    await age("applications", oldPending, 300);
    await age("applications", recentAccepted, 150);

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
    const sample = (company: string, days: number) => ({
      company,
      fullName: "Sophie Marchand",
      email: "sophie@example.com",
      country: "FR",
      kind: "swatch",
      updatedAt: daysAgo(days),
    });
    const [oldSample] = await t.ctx.db
      .insert(sampleRequests)
      .values([sample("Eski Numune", 731), sample("Yeni Numune", 700)])
      .returning({ id: sampleRequests.id });
    await t.ctx.db
      .insert(sampleRequestItems)
      .values({ sampleRequestId: oldSample!.id, fabricCode: "KM-1", fabricName: "Poplin", position: 0 });

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

    // The catalogue feed's deleted fabrics: a year, then gone.
    await t.ctx.db.insert(fabricDeletions).values([
      { fabricId: 900_001, deletedAt: new Date(Date.now() - 366 * 86_400_000) },
      { fabricId: 900_002, deletedAt: new Date(Date.now() - 300 * 86_400_000) },
    ]);
    const removed = await applyRetention(t.ctx);
    expect(removed).toEqual({
      contact_message: 1,
      meeting_request: 1,
      sample_request: 1,
      job_application: 1,
      search_alert: 0,
      files: 1,
      login_attempt: 1,
      mail: 1,
      fabric_deletion: 1,
      webhook_delivery: 0,
      lab_reports: 0,
    });
    const kept = await t.ctx.db.select({ id: fabricDeletions.fabricId }).from(fabricDeletions);
    expect(kept.map((row) => row.id)).toEqual([900_002]);
    const companies = (await t.ctx.db.select({ c: meetingRequests.company }).from(meetingRequests)).map(
      (r) => r.c,
    );
    expect(companies).toEqual(["Yeni Firma"]);
    const samples = (await t.ctx.db.select({ c: sampleRequests.company }).from(sampleRequests)).map(
      (r) => r.c,
    );
    expect(samples).toEqual(["Yeni Numune"]);
    // Its fabric lines went with it.
    expect(await t.ctx.db.select().from(sampleRequestItems)).toEqual([]);

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
      contact_message: 0,
      meeting_request: 0,
      sample_request: 0,
      job_application: 0,
      search_alert: 0,
      files: 0,
      login_attempt: 0,
      mail: 0,
      fabric_deletion: 0,
      webhook_delivery: 0,
      lab_reports: 0,
    });
  });

  it("deletes an application and its CV on the day its period ends, on a controlled clock, and says when in the admin", async () => {
    const admin = await loginAdmin(t);
    const decide = async (id: number, status: string) => {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/applications/${id}/status`,
        headers: admin.headers,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { delete_after: string; talent_pool: boolean; consent_version: string };
    };
    const rejected = await apply("Ret Aday", "false");
    const pooled = await apply("Havuz Aday", "true");
    await apply("Karar Bekleyen");
    const decidedAt = new Date();
    const rejectedDto = await decide(rejected, "rejected");
    const pooledDto = await decide(pooled, "rejected");
    expect(rejectedDto.talent_pool).toBe(false);
    expect(pooledDto).toMatchObject({ talent_pool: true, consent_version: CONSENT_VERSION });
    // The admin sees the day it goes: six months, or 24 with the talent pool, after the decision.
    const day = (iso: string) => iso.slice(0, 10);
    expect(day(rejectedDto.delete_after)).toBe(day(addMonths(decidedAt, 6).toISOString()));
    expect(day(pooledDto.delete_after)).toBe(day(addMonths(decidedAt, 24).toISOString()));

    const names = async () =>
      (await t.ctx.db.select({ n: jobApplications.fullName }).from(jobApplications)).map((r) => r.n);
    const at = (months: number, days: number) =>
      new Date(addMonths(new Date(), months).getTime() + days * DAY);

    await applyRetention(t.ctx, at(6, -1));
    expect(await names()).toEqual(expect.arrayContaining(["Ret Aday", "Havuz Aday", "Karar Bekleyen"]));
    const filesBefore = listFiles(path.join(t.dataDir, "private")).length;
    await applyRetention(t.ctx, at(6, 1));
    expect(await names()).not.toContain("Ret Aday");
    expect(await names()).toEqual(expect.arrayContaining(["Havuz Aday", "Karar Bekleyen"]));
    expect(listFiles(path.join(t.dataDir, "private")).length).toBe(filesBefore - 1);
    await applyRetention(t.ctx, at(12, -1));
    expect(await names()).toContain("Karar Bekleyen");
    await applyRetention(t.ctx, at(12, 1));
    expect(await names()).not.toContain("Karar Bekleyen");
    expect(await names()).toContain("Havuz Aday");
    await applyRetention(t.ctx, at(24, -1));
    expect(await names()).toContain("Havuz Aday");
    await applyRetention(t.ctx, at(24, 1));
    expect(await names()).not.toContain("Havuz Aday");
  });
});
