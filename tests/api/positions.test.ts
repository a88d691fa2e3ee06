import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications, positions } from "../../server/db/schema";
import { type AdminSession, multipart, type TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

const title = {
  title: "Dokuma Teknisyeni",
  title_en: "Weaving Technician",
  title_de: "Webereitechniker",
  title_fr: "Technicien de tissage",
  title_es: "Técnico de tejeduría",
};

describe("open positions", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    ({ t, admin } = await adminApp());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const open = async (body: object = {}) => {
    const res = await send("POST", "/api/positions", { ...title, description: "Tezgâh bakımı.", ...body });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number };
  };
  const apply = (fields: Record<string, string>) => {
    const body = multipart({ full_name: "Ayşe Kaya", email: "ayse@example.com", ...fields });
    return t.app.inject({
      method: "POST",
      url: "/api/careers",
      headers: body.headers,
      payload: body.payload,
    });
  };

  it("opens a position with defaults and lists it publicly, localized by lng", async () => {
    const { id } = await open({ description_fr: "Entretien des métiers." });
    const res = await get("/api/positions?lng=fr");
    expect(res.statusCode).toBe(200);
    const item = res.json().data.find((p: { id: number }) => p.id === id);
    expect(item).toMatchObject({
      id,
      title: "Technicien de tissage",
      description: "Entretien des métiers.",
      location: "İstanbul",
      employment_type: "FULL_TIME",
      open: true,
      valid_through: null,
    });
    expect(res.json().meta).toMatchObject({ page: 1, total: res.json().data.length });
    const one = await get(`/api/positions/${id}?lng=de`);
    expect(one.json().data.title).toBe("Webereitechniker");
  });

  it("refuses invalid input by field", async () => {
    const res = await send("POST", "/api/positions", {
      title: " ",
      employment_type: "SOMETIMES",
      valid_through: "2026-13-40",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: "required",
      employment_type: "invalid",
      valid_through: expect.any(String),
    });
    const anonymous = await t.app.inject({ method: "POST", url: "/api/positions", payload: title });
    expect(anonymous.statusCode).toBe(401);
  });

  it("edits, closes (gone from the site: 404), reopens and deletes", async () => {
    const { id } = await open();
    const edited = await send("PUT", `/api/positions/${id}?lng=all`, {
      title_en: "Senior Weaving Technician",
      department: "Production",
      location: "Çorlu",
      employment_type: "PART_TIME",
      valid_through: "2030-01-31",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: { tr: "Dokuma Teknisyeni", en: "Senior Weaving Technician" },
      department: "Production",
      location: "Çorlu",
      employment_type: "PART_TIME",
      valid_through: "2030-01-31",
    });
    const closed = await send("POST", `/api/positions/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.open).toBe(false);
    expect((await get(`/api/positions/${id}`)).statusCode).toBe(404);
    const list = (await get("/api/positions")).json().data as { id: number }[];
    expect(list.some((p) => p.id === id)).toBe(false);
    const all = (await get("/api/positions?lng=all", { cookie: admin.cookie })).json().data as {
      id: number;
    }[];
    expect(all.some((p) => p.id === id)).toBe(true);
    // Closed positions are the staff's alone.
    expect((await get("/api/positions?lng=all")).statusCode).toBe(401);
    expect((await send("POST", `/api/positions/${id}/reopen`)).json().data.open).toBe(true);
    expect((await get(`/api/positions/${id}`)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/positions/${id}`)).statusCode).toBe(204);
    expect((await send("POST", `/api/positions/${id}/close`)).statusCode).toBe(404);
  });

  it("a position without a day of its own closes 60 days after it opened (its JobPosting's validThrough)", async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const old = await open();
    const recent = await open();
    // Opened 61 and 59 days ago: the first is past its last day, the second is not.
    await t.ctx.db.update(positions).set({ createdAt: days(61) }).where(eq(positions.id, old.id));
    await t.ctx.db.update(positions).set({ createdAt: days(59) }).where(eq(positions.id, recent.id));
    const listed = (await get("/api/positions")).json().data.map((p: { id: number }) => p.id);
    expect(listed).not.toContain(old.id);
    expect(listed).toContain(recent.id);
    expect((await get(`/api/positions/${old.id}`)).statusCode).toBe(404);
    const refused = await apply({ position_id: String(old.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ position_id: "invalid" });
    expect((await apply({ position_id: String(recent.id) })).statusCode).toBe(201);
    // The staff still see it, open, with no day of its own.
    const all = (await get("/api/positions?lng=all", admin.headers)).json().data;
    expect(all.find((p: { id: number }) => p.id === old.id)).toMatchObject({ open: true, valid_through: null });
  });

  it("takes a careers application for an open position, its title as the position text", async () => {
    const { id } = await open();
    const res = await apply({ position_id: String(id), position: "", talent_pool: "true" });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, res.json().data.id));
    expect(row).toMatchObject({ positionId: id, position: "Dokuma Teknisyeni", talentPool: true });

    const openApplication = await apply({ position: "Kalite kontrol" });
    expect(openApplication.statusCode).toBe(201);
    const noPosition = await apply({ position: "" });
    expect(noPosition.statusCode).toBe(400);
    expect(noPosition.json().error.fields).toEqual({ position: "required" });

    await send("POST", `/api/positions/${id}/close`);
    const closed = await apply({ position_id: String(id) });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().error.fields).toEqual({ position_id: "invalid" });
    const unknown = await apply({ position_id: "999999" });
    expect(unknown.json().error.fields).toEqual({ position_id: "invalid" });
    // Past a row id's range (the schema lets ten digits through): a 400, not a database error.
    for (const far of ["9999999999", "2147483648"]) {
      const res = await apply({ position_id: far });
      expect(res.statusCode, far).toBe(400);
      expect(res.json().error.fields).toEqual({ position_id: "invalid" });
    }
    await send("POST", `/api/positions/${id}/reopen`);

    const filtered = await get(`/api/applications?position=${id}`, { cookie: admin.cookie });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().data).toHaveLength(1);
    expect(filtered.json().data[0]).toMatchObject({ position_id: id, talent_pool: true });
    const facets = await get("/api/applications/facets", { cookie: admin.cookie });
    expect(facets.json().data.positions).toContainEqual({ id, title: "Dokuma Teknisyeni", requests: 1 });
  });
});
