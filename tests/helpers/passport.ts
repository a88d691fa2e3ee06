// A fabric with a full passport made through the admin's API, and a JSON-LD document loader that
// serves the site's own context from the app under test and refuses any other address: the
// passport tests expand JSON-LD without the network.
import { expect } from "vitest";
import type { RemoteDocument } from "jsonld/jsonld-spec";
import { adminSender, dayFromToday, newCertificate } from "./admin-api";
import type { AdminSession, TestApp } from "./app";
import { fabricWriter, LINEN_TWILL } from "./fabric-card";
import { jpeg } from "../fixtures/images";

let made = 0;

/** A linen and organic cotton twill (colourways 01 and 14) with `colourways`' GTINs and, unless `bare`, everything else. */
export async function fabricWithPassport(
  t: TestApp,
  admin: AdminSession,
  colourways: { ref: string; gtin: string }[],
  bare = false,
) {
  const send = adminSender(t, admin);
  const card = { ...LINEN_TWILL, code: `LD-${++made}${Date.now() % 100_000}` };
  const form = { name: "Keten dimi", name_de: "Leinen-Köper", description: "Yazlık gömleklik", card: JSON.stringify(card) };
  const res = await fabricWriter(t, admin, await jpeg(120, 90))("POST", "/api/fabrics", form);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as number;
  const facility = async (kinds: string[], country: string) => {
    const answer = await send("POST", "/api/facilities", {
      ...{ name: `Tesis ${++made}`, kinds, ownership: "partner", country, city: "Porto" },
      ...{ address: "Rua 1", description: "Tesis." },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.id as number;
  };
  const body = bare
    ? { colourways }
    : {
        hs_code: "520852",
        dyeing_process: "piece_dyed",
        fibres: [
          { fiber: "linen", origin_country: "FR" },
          {
            fiber: "organic_cotton",
            origin_country: "TR",
            recycled_percent: 9,
            recycled_source: "pre_consumer",
            certificate_id: (await newCertificate(t, admin, { standard: "grs", number: `CU ${made}` })).id,
          },
        ],
        steps: [
          { step: "weaving", facility_id: await facility(["weaving"], "PT") },
          { step: "spinning", country: "EG" },
        ],
        care: { wash: "40", bleach: "no_bleach", tumble_dry: "low", iron: "medium", professional: "dry_clean_p" },
        tests: [
          { property: "pilling", method: "ISO 12945-2", result: "4", unit: "grade", tested_on: dayFromToday(-9), lab: "TÜV" },
        ],
        substances: { checked_on: dayFromToday(-2), svhc_above_threshold: [], rsl: "ZDHC MRSL 3.1" },
        colourways,
      };
  const saved = await send("PUT", `/api/fabrics/${id}/passport`, body);
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

/** The loader jsonld.expand uses: the site's context, read from the app; any other URL throws. */
export function siteOnlyLoader(t: TestApp) {
  const contextUrl = `${t.ctx.config.origin}/api/contexts/passport.jsonld`;
  const asked: string[] = [];
  const loader = async (url: string): Promise<RemoteDocument> => {
    asked.push(url);
    if (url !== contextUrl) throw new Error(`refused to load ${url}`);
    const res = await t.app.inject({ url: new URL(url).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/ld+json; charset=utf-8");
    return { contextUrl: undefined, documentUrl: url, document: res.json() };
  };
  return { loader, asked, contextUrl };
}
