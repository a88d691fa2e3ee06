import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSession, loginAdmin, type TestApp } from "../helpers/app";
import { createDemoApp } from "../helpers/demo";

type Status = {
  languages: Array<{
    lng: string;
    total: number;
    missing: number;
    review: number;
    entities: Array<{ entity: string; total: number; missing: number; review: number }>;
  }>;
  items: Array<{ entity: string; id: number; field: string; lng: string; state: string; label: string }>;
};

/** Each localized column of the content, as the database holds it (counted here in SQL, not by the module). */
const COLUMNS = [
  ["fabric", "fabrics", "name"],
  ["fabric", "fabrics", "description"],
  ["collection", "collections", "name"],
  ["collection", "collections", "description"],
  ["certificate", "certificates", "scope"],
  ["country", "countries", "name"],
  ["exhibition", "exhibitions", "title"],
  ["exhibition", "exhibitions", "description"],
  ["exhibition_photo", "exhibition_photos", "title"],
  ["exhibition_photo", "exhibition_photos", "description"],
  ["position", "positions", "title"],
  ["position", "positions", "description"],
  ["facility", "facilities", "description"],
  ["contact", "contact_info", "hours_weekday"],
  ["contact", "contact_info", "hours_weekend"],
] as const;

describe("translation workflow", () => {
  let t: TestApp;
  let admin: AdminSession;
  beforeAll(async () => {
    // The demo content: every kind of record, some translated and some not.
    t = await createDemoApp();
    admin = await loginAdmin(t);
    // Made here, lacking languages whatever the demo holds: a position in Turkish only, and
    // weekend hours without French.
    expect(
      (await send("POST", "/api/positions", { title: "Örme Operatörü", description: "Vardiya." })).statusCode,
    ).toBe(201);
    const hours = await send("PUT", "/api/contact-info", {
      hours_weekend: "Cumartesi 09:00–13:00",
      hours_weekend_fr: "",
    });
    expect(hours.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const status = async () => {
    const res = await send("GET", "/api/translations");
    expect(res.statusCode).toBe(200);
    return res.json().data as Status;
  };

  /** Per language and kind of record: fields with a Turkish text, and those without the language. */
  async function countedInSql(lng: string) {
    const byEntity: Record<string, { total: number; missing: number }> = {};
    for (const [entity, table, column] of COLUMNS) {
      const result = await t.ctx.db.execute(
        sql.raw(`select
            count(*) filter (where coalesce(trim(${column}->>'tr'), '') <> '')::int as total,
            count(*) filter (where coalesce(trim(${column}->>'tr'), '') <> ''
              and coalesce(trim(${column}->>'${lng}'), '') = '')::int as missing
          from ${table}`),
      );
      const row = (result as unknown as { rows: Array<{ total: number; missing: number }> }).rows[0]!;
      const sum = byEntity[entity] ?? { total: 0, missing: 0 };
      byEntity[entity] = { total: sum.total + row.total, missing: sum.missing + row.missing };
    }
    return byEntity;
  }

  it("counts, per language and kind of record, what the database holds", async () => {
    const found = await status();
    expect(found.languages.map((row) => row.lng)).toEqual(["en", "de", "es", "fr"]);
    let anyMissing = 0;
    for (const language of found.languages) {
      const expected = await countedInSql(language.lng);
      for (const row of language.entities) {
        expect({ entity: row.entity, total: row.total, missing: row.missing }).toEqual({
          entity: row.entity,
          ...expected[row.entity],
        });
      }
      const total = Object.values(expected).reduce((n, row) => n + row.total, 0);
      const missing = Object.values(expected).reduce((n, row) => n + row.missing, 0);
      expect(language).toMatchObject({ total, missing });
      expect(
        found.items.filter((item) => item.lng === language.lng && item.state === "missing"),
      ).toHaveLength(missing);
      anyMissing += missing;
    }
    expect(anyMissing).toBeGreaterThan(0);
  });

  it("follows a record through missing, copied to review, and saved by hand", async () => {
    const created = await send("POST", "/api/positions", {
      title: "Kalite Kontrol Uzmanı",
      title_en: "Quality Control Specialist",
      description: "Kumaş muayenesi.",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const itemsOf = async () =>
      (await status()).items.filter((item) => item.entity === "position" && item.id === id);
    // German lacks both fields; English lacks the description only.
    expect((await itemsOf()).filter((item) => item.lng === "de").map((item) => item.field)).toEqual([
      "title",
      "description",
    ]);
    expect((await itemsOf()).filter((item) => item.lng === "en")).toEqual([
      expect.objectContaining({ field: "description", state: "missing", label: "Kalite Kontrol Uzmanı" }),
    ]);
    const before = (await status()).languages.find((row) => row.lng === "de")!;

    // The form copies the English title into German and saves: the German title is to review.
    const saved = await send("PUT", `/api/positions/${id}`, { title_de: "Quality Control Specialist" });
    expect(saved.statusCode).toBe(200);
    const marked = await send("PUT", `/api/translations/reviews/position/${id}`, { fields: ["title_de"] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.fields).toEqual(["title_de"]);
    expect((await send("GET", `/api/translations/reviews/position/${id}`)).json().data.fields).toEqual([
      "title_de",
    ]);
    const after = (await status()).languages.find((row) => row.lng === "de")!;
    expect(after).toMatchObject({
      total: before.total,
      missing: before.missing - 1,
      review: before.review + 1,
    });
    expect((await itemsOf()).find((item) => item.lng === "de" && item.field === "title")?.state).toBe(
      "review",
    );

    // Saved again by hand with another text: the mark no longer applies, whoever wrote the text.
    await send("PUT", `/api/positions/${id}`, { title_de: "Spezialist für Qualitätskontrolle" });
    expect((await send("GET", `/api/translations/reviews/position/${id}`)).json().data.fields).toEqual([]);
    const done = (await status()).languages.find((row) => row.lng === "de")!;
    expect(done).toMatchObject({ missing: before.missing - 1, review: before.review });

    // A form saved without the mark (someone confirmed the copy) clears it too.
    await send("PUT", `/api/positions/${id}`, { description_de: "Kumaş muayenesi." });
    await send("PUT", `/api/translations/reviews/position/${id}`, { fields: ["description_de"] });
    expect((await send("GET", `/api/translations/reviews/position/${id}`)).json().data.fields).toEqual([
      "description_de",
    ]);
    await send("PUT", `/api/translations/reviews/position/${id}`, { fields: [] });
    expect((await send("GET", `/api/translations/reviews/position/${id}`)).json().data.fields).toEqual([]);
  });

  it("marks only filled fields, and refuses what is not a translated field of the record", async () => {
    const created = await send("POST", "/api/positions", { title: "Boyahane Şefi" });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    // An empty field is not marked: there is nothing to review.
    const empty = await send("PUT", `/api/translations/reviews/position/${id}`, { fields: ["title_en"] });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.fields).toEqual([]);
    const wrong = await send("PUT", `/api/translations/reviews/position/${id}`, {
      fields: ["title_tr", "name_en", "title_it", "title"],
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(["title_tr", "name_en", "title_it", "title"]);
    expect((await send("PUT", "/api/translations/reviews/position/999999", { fields: [] })).statusCode).toBe(
      404,
    );
    expect((await send("GET", "/api/translations/reviews/admin/1")).statusCode).toBe(400);
    expect((await send("GET", "/api/translations/reviews/position/1;x")).statusCode).toBe(400);
  });

  it("is the staff's only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/translations" })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/translations/reviews/contact/1",
      headers: { cookie: admin.headers.cookie },
      payload: { fields: [] },
    });
    expect(put.statusCode).toBe(403);
  });
});
