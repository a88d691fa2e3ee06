// What the API tests of the admin's JSON writes share: a day counted from today, a JSON request
// with the admin's session, a certificate made through the API (a multipart form, as the
// fabrics' writer sends it).
import { expect } from "vitest";
import { today } from "../../common/dates";
import type { AdminSession, TestApp } from "./app";
import { fabricWriter } from "./fabric-card";

/** The day `offset` days from today (negative: before), as YYYY-MM-DD. */
export const dayFromToday = (offset: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A JSON request with the admin's session (cookie and CSRF header). */
export const adminSender =
  (t: TestApp, admin: AdminSession) => (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

/** A certificate valid from ten days ago for a hundred days, `fields` changed; answers its id. */
export async function newCertificate(t: TestApp, admin: AdminSession, fields: Record<string, string> = {}) {
  const form = {
    standard: "gots",
    number: "CU 1",
    issuer: "Control Union",
    scope: "Organik",
    valid_from: dayFromToday(-10),
    valid_until: dayFromToday(100),
    ...fields,
  };
  const res = await fabricWriter(t, admin, Buffer.alloc(0))("POST", "/api/certificates", form, false);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}
