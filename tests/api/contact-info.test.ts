import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../server/db/schema";
import { getContactInfo } from "../../server/modules/contact-info/service";
import type { AdminSession, TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

const empty = {
  address: "",
  addressLink: "",
  phone: "",
  whatsapp: "",
  email: "",
  hours: { weekday: "", weekend: "" },
  social: { facebook: "", instagram: "", linkedin: "" },
};

const full = {
  address: "Merter Mah. Dokuma Sk. 1, Güngören, İstanbul",
  addressLink: "https://maps.example.com/?q=dokuma",
  phone: "+90 212 000 00 00",
  whatsapp: "+90 555 000 00 00",
  email: "info@dokuma.example",
  hours_weekday: "Pazartesi-Cuma 09:00-18:00",
  hours_weekday_en: "Monday-Friday 9am-6pm",
  hours_weekend: "Kapalı",
  social: {
    facebook: "https://facebook.com/dokuma",
    instagram: "https://instagram.com/dokuma",
    linkedin: "",
  },
};

describe("contact info", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp());
  });
  afterAll(() => t.close());

  const put = (payload: object, headers = admin.headers) =>
    t.app.inject({ method: "PUT", url: "/api/contact-info", headers, payload });
  const get = (query = "", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/contact-info${query}`, headers });

  it("answers empty defaults before anything is saved", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(empty);
  });

  it("refuses changes without a session (401) or without the CSRF token (403)", async () => {
    expect((await put(full, {})).statusCode).toBe(401);
    expect((await put(full, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await get()).json().data).toEqual(empty);
  });

  it("saves the details and answers them in every language", async () => {
    const res = await put(full);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      address: full.address,
      addressLink: full.addressLink,
      whatsapp: full.whatsapp,
      hours: {
        weekday: { tr: full.hours_weekday, en: full.hours_weekday_en, de: "", es: "", fr: "" },
        weekend: { tr: "Kapalı", en: "" },
      },
      social: { facebook: full.social.facebook, instagram: full.social.instagram, linkedin: "" },
    });
    const [entry] = await t.ctx.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "update", entity: "contact_info", actorId: expect.any(Number) });
  });

  it("gives visitors the hours in their language, falling back to tr", async () => {
    await put(full);
    const en = (await get("?lng=en")).json().data;
    expect(en.hours).toEqual({ weekday: full.hours_weekday_en, weekend: "Kapalı" });
    expect(en.email).toBe(full.email);
    const de = (await get("?lng=de")).json().data;
    expect(de.hours.weekday).toBe(full.hours_weekday);
    expect(await getContactInfo(t.ctx.db, "en")).toEqual(en);
  });

  it("keeps the fields that are not sent and clears those sent empty", async () => {
    await put(full);
    const res = await put({ phone: "+90 212 111 11 11", email: "" });
    expect(res.statusCode).toBe(200);
    const data = (await get()).json().data;
    expect(data.phone).toBe("+90 212 111 11 11");
    expect(data.email).toBe("");
    expect(data.address).toBe(full.address);
    expect(data.hours.weekday).toBe(full.hours_weekday);
  });

  it("answers lng=all only to admins", async () => {
    expect((await get("?lng=all")).statusCode).toBe(401);
    const all = await get("?lng=all", { cookie: admin.cookie });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.hours.weekday).toHaveProperty("tr");
    expect((await get("?lng=xx")).statusCode).toBe(400);
  });

  it("refuses bad links, e-mail, WhatsApp number and overlong text with field codes", async () => {
    await put(full);
    const res = await put({
      addressLink: "javascript:alert(1)",
      email: "info-at-dokuma",
      whatsapp: "call me",
      address: "x".repeat(501),
      social: {
        facebook: "http://facebook.com/plain-http",
        instagram: "ftp://x",
        linkedin: "https://linkedin.com/c",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      addressLink: "invalid_url",
      email: "invalid_email",
      whatsapp: "invalid",
      address: "too_long",
      "social.facebook": "invalid_url",
      "social.instagram": "invalid_url",
    });
    expect((await get()).json().data.addressLink).toBe(full.addressLink);
    expect((await put({ addressLink: "not a url" })).json().error.fields).toEqual({
      addressLink: "invalid_url",
    });
    expect((await put({ phone: "1\r\n2" })).json().error.fields).toEqual({ phone: "invalid" });
  });
});
