/**
 * Facilities (/traceability): written by admins, read by visitors with the certificates valid
 * today, every bad field refused with its code and nothing written, a deleted certificate
 * dropped from the link, the page in the sitemap in five languages.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gs1CheckDigit, isGln } from "../../common/gs1";
import { facilities } from "../../server/db/schema";
import { adminSender, dayFromToday, newCertificate as createCertificate } from "../helpers/admin-api";
import type { AdminSession, TestApp } from "../helpers/app";
import { adminApp } from "../helpers/suite";

let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
});
afterAll(() => t.close());

const day = dayFromToday;
const send = (...args: Parameters<ReturnType<typeof adminSender>>) => adminSender(t, admin)(...args);
const newCertificate = (fields: Record<string, string>) => createCertificate(t, admin, fields);

const plant = {
  name: "Dokuma Tekstil Merter",
  kinds: ["finishing", "weaving", "dyeing"],
  ownership: "own",
  country: "TR",
  city: "İstanbul",
  address: "Merter Tekstil Merkezi, Keresteciler Sitesi 12, Güngören",
  gln: "8690000000012",
  os_id: "TR2019123ABC4DE",
  description: "Dokuma ve boyahane.",
  description_de: "Weberei und Färberei.",
};
const rows = async () => (await t.ctx.db.select({ n: count() }).from(facilities))[0]!.n;

describe("facilities", () => {
  it("computes and checks GS1 check digits", () => {
    expect(gs1CheckDigit("400638133393")).toBe(1);
    expect(isGln("4006381333931")).toBe(true);
    expect(isGln("4006381333932")).toBe(false);
    expect(isGln("400638133393")).toBe(false);
    expect(isGln(plant.gln)).toBe(true);
  });

  it("are created by admins and listed for visitors in their language, with the valid certificates", async () => {
    const gots = await newCertificate({ number: "CU 100" });
    const expired = await newCertificate({ standard: "grs", number: "OLD", valid_from: day(-400), valid_until: day(-1) });
    const res = await send("POST", "/api/facilities", { ...plant, certificate_ids: [gots.id, expired.id, gots.id] });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: plant.name,
      kinds: ["weaving", "dyeing", "finishing"],
      description: { tr: "Dokuma ve boyahane.", de: "Weberei und Färberei." },
    });
    expect(created.certificates.map((c: { id: number }) => c.id).sort()).toEqual([gots.id, expired.id].sort());

    const list = await t.app.inject({ url: "/api/facilities?lng=de" });
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((f: { id: number }) => f.id === created.id);
    expect(item).toMatchObject({ description: "Weberei und Färberei.", country: "TR", gln: plant.gln, os_id: plant.os_id });
    expect(item.certificates).toEqual([{ id: gots.id, standard: "gots", number: "CU 100", valid_until: day(100) }]);
    const fr = await t.app.inject({ url: `/api/facilities/${created.id}?lng=fr` });
    expect(fr.json().data.description).toBe("Dokuma ve boyahane.");

    const all = await t.app.inject({ url: "/api/facilities?lng=all", headers: admin.headers });
    expect(all.json().data.find((f: { id: number }) => f.id === created.id).certificates).toHaveLength(2);
    expect((await t.app.inject({ url: "/api/facilities?lng=all" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/facilities/999999" })).statusCode).toBe(404);
  });

  it("are edited, and a deleted certificate drops out of the link", async () => {
    const oeko = await newCertificate({ standard: "oeko_tex_100", number: "21.HTR.9" });
    const res = await send("POST", "/api/facilities", {
      ...plant,
      name: "Kahramanmaraş İplik",
      kinds: ["spinning"],
      ownership: "partner",
      gln: "",
      os_id: null,
      certificate_ids: [oeko.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    expect(res.json().data).toMatchObject({ gln: null, os_id: null });

    const edit = await send("PUT", `/api/facilities/${id}`, {
      city: "Kahramanmaraş",
      description_es: "Hilatura de algodón.",
      gln: "4006381333931",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({
      city: "Kahramanmaraş",
      kinds: ["spinning"],
      gln: "4006381333931",
      description: { tr: plant.description, es: "Hilatura de algodón." },
    });

    const gone = await t.app.inject({ method: "DELETE", url: `/api/certificates/${oeko.id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(204);
    const after = await t.app.inject({ url: `/api/facilities/${id}?lng=es` });
    expect(after.json().data.certificates).toEqual([]);

    expect((await send("DELETE", `/api/facilities/${id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/facilities/${id}` })).statusCode).toBe(404);
    expect((await send("DELETE", `/api/facilities/${id}`)).statusCode).toBe(404);
  });

  it("refuses each bad field with its code and writes nothing", async () => {
    const before = await rows();
    const cases: [object, Record<string, string>][] = [
      [{ kinds: ["spinning", "knitting"] }, { kinds: "invalid" }],
      [{ kinds: [] }, { kinds: "required" }],
      [{ kinds: "weaving" }, { kinds: "invalid" }],
      [{ country: "XX" }, { country: "invalid" }],
      [{ country: "tr" }, { country: "invalid" }],
      [{ country: "TUR" }, { country: "invalid" }],
      [{ gln: "8690000000016" }, { gln: "check_digit" }],
      [{ gln: "869000000001" }, { gln: "invalid" }],
      [{ gln: "86900000000150" }, { gln: "invalid" }],
      [{ gln: "869000000001A" }, { gln: "invalid" }],
      [{ os_id: "TR2019123ABC4D" }, { os_id: "invalid" }],
      [{ os_id: "tr2019123abc4de" }, { os_id: "invalid" }],
      [{ os_id: "1R2019123ABC4DE" }, { os_id: "invalid" }],
      [{ certificate_ids: [999_999] }, { certificate_ids: "not_found" }],
      [{ certificate_ids: ["x"] }, { certificate_ids: "invalid" }],
      [{ description: " " }, { description: "required" }],
      [{ description: undefined }, { description: "required" }],
      [{ description_fr: "x".repeat(1001) }, { description_fr: "too_long" }],
      [{ name: "x".repeat(201) }, { name: "too_long" }],
      [{ address: "y".repeat(301) }, { address: "too_long" }],
      [{ city: "" }, { city: "required" }],
      [{ ownership: "rented" }, { ownership: "invalid" }],
      [{ name: "Bell\u0007" }, { name: "invalid" }],
    ];
    for (const [change, fields] of cases) {
      const res = await send("POST", "/api/facilities", { ...plant, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(change)).toEqual(fields);
    }
    const several = await send("POST", "/api/facilities", { ...plant, kinds: [], country: "ZZ", gln: "8690000000016" });
    expect(several.json().error.fields).toEqual({ kinds: "required", country: "invalid", gln: "check_digit" });
    expect(await rows()).toBe(before);

    const ok = await send("POST", "/api/facilities", plant);
    const { id, updated_at } = ok.json().data;
    const bad = await send("PUT", `/api/facilities/${id}`, { name: "Yeni ad", certificate_ids: [999_998] });
    expect(bad.json().error.fields).toEqual({ certificate_ids: "not_found" });
    const blank = await send("PUT", `/api/facilities/${id}`, { name: "Yeni ad", description: "" });
    expect(blank.json().error.fields).toEqual({ description: "required" });
    const unchanged = await t.app.inject({ url: `/api/facilities/${id}?lng=all`, headers: admin.headers });
    expect(unchanged.json().data).toMatchObject({ name: plant.name, updated_at });
    const anonymous = await t.app.inject({ method: "POST", url: "/api/facilities", payload: plant });
    expect(anonymous.statusCode).toBe(401);
  });

  it("puts /traceability in the sitemap once, in five languages", async () => {
    const { loader } = await import("../../app/routes/seo/sitemap");
    const { siteServices } = await import("../../server/modules/site");
    const res = await loader({
      request: new Request("http://127.0.0.1/sitemap.xml"),
      context: { services: siteServices, ctx: t.ctx },
    } as unknown as Parameters<typeof loader>[0]);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]*\/traceability[^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/^.*\//, ""));
    expect(locs).toEqual(["traceability", "traceability?lng=en", "traceability?lng=de", "traceability?lng=es", "traceability?lng=fr"]);
  });
});
