/**
 * Collections and certificates as records: what the API and the finder show of them, what an
 * admin may write, and that an expired certificate leaves the public answers by itself.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { today } from "../../common/dates";
import { type AdminSession, multipart, type TestApp } from "../helpers/app";
import { fabricWriter, LINEN_TWILL } from "../helpers/fabric-card";
import { adminApp } from "../helpers/suite";
import { hostile, jpeg, pdfOfSize } from "../fixtures/images";

let t: TestApp;
let admin: AdminSession;
let write: ReturnType<typeof fabricWriter>;

beforeAll(async () => {
  ({ t, admin } = await adminApp());
  write = fabricWriter(t, admin, await jpeg(200, 150));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const day = (offset: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

async function send(method: "POST" | "PUT", url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
}

async function newCollection(fields: Record<string, string> = {}) {
  const res = await send(
    "POST",
    "/api/collections",
    { name: "Riviera", name_es: "Riviera", description: "Yaz", description_es: "Verano", season: "ss27", kind: "main", ...fields },
    [{ field: "coverImage", filename: "c.jpg", content: await jpeg(300, 200) }],
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; season: string; year: number; name: string };
}

async function newFabric(code: string, collectionId?: number) {
  const res = await write("POST", "/api/fabrics?lng=all", {
    name: `Kumaş ${code}`,
    description: "Açıklama",
    card: JSON.stringify({ ...LINEN_TWILL, code }),
    ...(collectionId ? { collection_id: String(collectionId) } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

async function newCertificate(fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  return send(
    "POST",
    "/api/certificates",
    { standard: "gots", number: "CU 1", issuer: "Control Union", scope: "Organik", scope_es: "Orgánico", valid_from: day(-10), valid_until: day(100), ...fields },
    files,
  );
}

describe("collections", () => {
  it("are written by admins, listed newest first and carried by their fabrics", async () => {
    const spring = await newCollection();
    expect(spring).toMatchObject({ season: "SS27", year: 2027 });
    const autumn = await newCollection({ name: "Atelier", season: "AW27", kind: "capsule" });
    const fabric = await newFabric("COL-1", spring.id);

    const list = await t.app.inject({ url: "/api/collections?lng=es" });
    expect(list.statusCode).toBe(200);
    const items = list.json().data as { id: number; fabric_count: number; name: string }[];
    expect(items.map((c) => c.id).slice(0, 2)).toEqual([autumn.id, spring.id]);
    expect(items.find((c) => c.id === spring.id)).toMatchObject({ name: "Riviera", fabric_count: 1 });

    const detail = await t.app.inject({ url: `/api/fabrics/${fabric.id}?lng=es` });
    expect(detail.json().data.fabric.collection).toEqual({ id: spring.id, name: "Riviera", season: "SS27", kind: "main" });

    // Moved to the other collection, then out of any.
    expect((await write("PUT", `/api/fabrics/${fabric.id}`, { collection_id: String(autumn.id) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/fabrics/${fabric.id}` })).json().data.fabric.collection.id).toBe(autumn.id);
    expect((await write("PUT", `/api/fabrics/${fabric.id}`, { collection_id: "" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/fabrics/${fabric.id}` })).json().data.fabric.collection).toBeNull();
  });

  it("refuse a bad season, kind or collection id with the field named, and write nothing", async () => {
    for (const [fields, field] of [
      [{ season: "SU27" }, "season"],
      [{ season: "SS2027" }, "season"],
      [{ kind: "outlet" }, "kind"],
      [{ name: "" }, "name"],
    ] as const) {
      const body = multipart(
        { name: "X", description: "", season: "SS27", kind: "main", ...fields },
        [{ field: "coverImage", filename: "c.jpg", content: await jpeg(100, 80) }],
      );
      const res = await t.app.inject({ method: "POST", url: "/api/collections", payload: body.payload, headers: { ...admin.headers, ...body.headers } });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
    const res = await write("POST", "/api/fabrics", { name: "Y", description: "Z", collection_id: "999999" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ collection_id: "invalid" });
  });

  it("keeps its fabrics when deleted, without a collection", async () => {
    const doomed = await newCollection({ name: "Geçici" });
    const fabric = await newFabric("COL-2", doomed.id);
    const gone = await t.app.inject({ method: "DELETE", url: `/api/collections/${doomed.id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/collections/${doomed.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/fabrics/${fabric.id}` })).json().data.fabric.collection).toBeNull();
  });

  it("are not written without a session", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/collections/1" });
    expect(res.statusCode).toBe(401);
  });
});

describe("certificates", () => {
  it("show visitors the valid ones with their fabrics and scan; admins see every one", async () => {
    const fabric = await newFabric("CERT-1");
    const valid = await newCertificate({ fabric_ids: String(fabric.id) }, [
      { field: "file", filename: "gots.pdf", content: pdfOfSize(4000) },
    ]);
    expect(valid.statusCode, valid.body).toBe(201);
    const id = valid.json().data.id as number;
    const expired = await newCertificate({ standard: "grs", number: "OLD", valid_from: day(-400), valid_until: day(-1), fabric_ids: String(fabric.id) });
    const future = await newCertificate({ standard: "ocs", number: "NEXT", valid_from: day(1), valid_until: day(300) });
    expect([expired.statusCode, future.statusCode]).toEqual([201, 201]);

    const list = (await t.app.inject({ url: "/api/certificates?lng=es" })).json().data as { id: number; scope: string }[];
    expect(list.map((c) => c.id)).toContain(id);
    expect(list.map((c) => c.id)).not.toContain(expired.json().data.id);
    expect(list.map((c) => c.id)).not.toContain(future.json().data.id);
    expect(list.find((c) => c.id === id)).toMatchObject({
      standard: "gots",
      scope: "Orgánico",
      fabric_ids: [fabric.id],
      file: { url: `/api/certificates/${id}/file`, mime_type: "application/pdf" },
    });
    expect((await t.app.inject({ url: `/api/certificates/${expired.json().data.id}` })).statusCode).toBe(404);

    const all = await t.app.inject({ url: "/api/certificates?lng=all", headers: admin.headers });
    expect((all.json().data as { id: number }[]).length).toBeGreaterThanOrEqual(3);
    expect((await t.app.inject({ url: "/api/certificates?lng=all" })).statusCode).toBe(401);

    const file = await t.app.inject({ url: `/api/certificates/${id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-security-policy"]).toContain("sandbox");
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const detail = (await t.app.inject({ url: `/api/fabrics/${fabric.id}` })).json().data.fabric;
    expect(detail.certificates).toEqual([{ id, standard: "gots", number: "CU 1", valid_until: day(100) }]);
  });

  it("leave the site by themselves when they expire, without any write", async () => {
    const fabric = await newFabric("CERT-2");
    const res = await newCertificate({ standard: "oeko_tex_100", number: "21.HTR.1", valid_until: day(0), fabric_ids: String(fabric.id) });
    const id = res.json().data.id as number;
    const finder = `/api/fabrics?certificate=${id}`;
    expect((await t.app.inject({ url: finder })).json().meta.total).toBe(1);
    expect((await t.app.inject({ url: "/api/certificates" })).json().data.map((c: { id: number }) => c.id)).toContain(id);

    // Tomorrow in Istanbul, a few seconds later: nothing was written.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 86_400_000 + 5_000);
    expect((await t.app.inject({ url: "/api/certificates" })).json().data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await t.app.inject({ url: finder })).json().meta.total).toBe(0);
    expect((await t.app.inject({ url: `/api/fabrics/${fabric.id}` })).json().data.fabric.certificates).toEqual([]);
    expect((await t.app.inject({ url: `/api/certificates/${id}/file` })).statusCode).toBe(404);
  });

  it("refuse wrong dates, unknown fabrics, a wrong file type and a file too large, keeping nothing", async () => {
    const cases: [Record<string, string>, Parameters<typeof multipart>[1], number, string][] = [
      [{ valid_from: day(10), valid_until: day(1) }, [], 400, "valid_until"],
      [{ valid_until: "2027-02-30" }, [], 400, "valid_until"],
      [{ fabric_ids: "999999" }, [], 400, "fabric_ids"],
      [{ fabric_ids: "1,x" }, [], 400, "fabric_ids"],
      [{ standard: "made_up" }, [], 400, "standard"],
      [{ number: "" }, [], 400, "number"],
      [{}, [{ field: "file", filename: "x.pdf", content: hostile.html }], 415, "file"],
      [{}, [{ field: "file", filename: "x.pdf", content: pdfOfSize(10 * 1024 * 1024 + 1) }], 413, "file"],
    ];
    const before = (await t.app.inject({ url: "/api/certificates?lng=all", headers: admin.headers })).json().data.length;
    for (const [fields, files, status, field] of cases) {
      const res = await newCertificate(fields, files);
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(status);
      if (status === 400) expect(res.json().error.fields).toHaveProperty(field);
    }
    const after = (await t.app.inject({ url: "/api/certificates?lng=all", headers: admin.headers })).json().data.length;
    expect(after).toBe(before);
  });

  it("warn on the dashboard 30 days before they end", async () => {
    const soon = (await newCertificate({ standard: "iso_9001", number: "Q-SOON", valid_until: day(20) })).json().data.id;
    const later = (await newCertificate({ standard: "bci", number: "B-LATER", valid_until: day(45) })).json().data.id;
    const dashboard = (await t.app.inject({ url: "/api/dashboard", headers: admin.headers })).json().data;
    const ids = dashboard.expiring_certificates.map((c: { id: number }) => c.id);
    expect(ids).toContain(soon);
    expect(ids).not.toContain(later);
    expect(dashboard.expiring_certificates.find((c: { id: number }) => c.id === soon).days_left).toBe(20);
  });

  it("replace their scan on edit and remove it with the certificate", async () => {
    const res = await newCertificate({ number: "FILE-1" }, [{ field: "file", filename: "a.jpg", content: await jpeg(50, 50) }]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect(res.json().data.file.mime_type).toBe("image/jpeg");
    const edit = await send("PUT", `/api/certificates/${id}`, { number: "FILE-2" }, [{ field: "file", filename: "b.pdf", content: pdfOfSize(2000) }]);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ number: "FILE-2", file: { mime_type: "application/pdf" } });
    const gone = await t.app.inject({ method: "DELETE", url: `/api/certificates/${id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/certificates/${id}/file` })).statusCode).toBe(404);
  });
});

describe("the finder by collection and certificate", () => {
  it("narrows by both and counts every option", async () => {
    const line = await newCollection({ name: "Finder", season: "SS26" });
    const a = await newFabric("FND-1", line.id);
    const b = await newFabric("FND-2", line.id);
    await newFabric("FND-3");
    const cert = (await newCertificate({ standard: "grs", number: "FND", fabric_ids: String(a.id) })).json().data.id;

    const byCollection = (await t.app.inject({ url: `/api/fabrics?collection=${line.id}` })).json();
    expect(byCollection.data.map((f: { id: number }) => f.id).sort()).toEqual([a.id, b.id].sort());
    expect(byCollection.meta.facets.collection[String(line.id)]).toBe(2);
    expect(byCollection.meta.facets.certificate[String(cert)]).toBe(1);

    const both = (await t.app.inject({ url: `/api/fabrics?collection=${line.id}&certificate=${cert}&fiber=linen&weave=twill` })).json();
    expect(both.data.map((f: { id: number }) => f.id)).toEqual([a.id]);

    const bad = await t.app.inject({ url: "/api/fabrics?collection=abc" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("collection");
  });
});
