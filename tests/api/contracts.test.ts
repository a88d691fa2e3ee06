/**
 * Every GET route of the API, called with the demo content (and an inbox with a message, an
 * application with its CV, mail in the outbox), answers what its contract declares: a drifting
 * DTO or schema fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { today } from "../../common/dates";
import type { z } from "zod";
import { ErrorEnvelope } from "../../common/api/errors";
import { type AnyContract, successStatus } from "../../server/http/route";
import { type AdminSession, loginAdmin, multipart, type TestApp } from "../helpers/app";
import { createDemoApp } from "../helpers/demo";
import { webhooks } from "../../server/db/schema";

let t: TestApp;
let admin: AdminSession;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

beforeAll(async () => {
  t = await createDemoApp();
  admin = await loginAdmin(t);
  const message = { full_name: "Ada", email: "ada@example.com", message: "Merhaba" };
  expect(
    (await t.app.inject({ method: "POST", url: "/api/contact-messages", payload: message })).statusCode,
  ).toBe(201);
  const form = multipart({ full_name: "Ada", email: "ada@example.com", position: "Dokumacı" }, [
    { field: "file", filename: "cv.pdf", content: PDF, contentType: "application/pdf" },
  ]);
  const career = await t.app.inject({ method: "POST", url: "/api/careers", ...form });
  expect(career.statusCode, career.body).toBe(201);
  const fairs = (await t.app.inject({ method: "GET", url: "/api/exhibitions?when=upcoming" })).json().data;
  const fair = (fairs as { id: number; start_date: string | null }[]).find(
    (f) => f.start_date && f.start_date > today(),
  )!;
  const meeting = {
    exhibition_id: fair.id,
    date: fair.start_date,
    time: "10:00",
    company: "Ada Ltd",
    full_name: "Ada",
    email: "ada@example.com",
  };
  // A webhook (the demo has none), written as staff would have added it: the meeting request below
  // queues a delivery, and the webhook's log is read too.
  await t.ctx.db
    .insert(webhooks)
    .values({ url: "https://crm.example.com/hooks/mill", events: ["meeting_request.received"], secret: "whsec-0123456789" });
  const booked = await t.app.inject({ method: "POST", url: "/api/meeting-requests", payload: meeting });
  expect(booked.statusCode, booked.body).toBe(201);
}, 240_000);
afterAll(async () => {
  await t.close();
});

const get = (url: string, session = true) =>
  t.app.inject({ method: "GET", url, headers: session ? { cookie: admin.cookie } : {} });

/** The id a path parameter takes: the first item of the resource's list (one with a CV for /file). */
async function firstId(url: string, param = ""): Promise<number> {
  // A lab report and its fabric: the first the demo's passports show to visitors.
  if (url === "/api/fabrics/:id/reports/:reportId") return (await demoReport())[param === ":id" ? 0 : 1];
  const list = url.startsWith("/api/exhibitions/country/")
    ? "/api/countries"
    : url.startsWith("/api/translations/reviews/")
      ? "/api/fabrics"
      : url.slice(0, url.indexOf("/:"));
  const items = (await get(list)).json().data as { id: number; file?: unknown; photo_count?: number }[];
  const item = url.endsWith("/file") ? items.find((i) => i.file) : items.find((i) => i.photo_count !== 0);
  expect(item, `an item of ${list}`).toBeDefined();
  return item!.id;
}

async function demoReport(): Promise<[number, number]> {
  for (const { id } of (await get("/api/fabrics?page_size=100")).json().data as { id: number }[]) {
    const { tests } = (await get(`/api/fabrics/${id}`)).json().data.fabric.passport;
    const shown = (tests as { report: { id: number; public: boolean } | null }[]).find((t) => t.report?.public);
    if (shown) return [id, shown.report!.id];
  }
  throw new Error("no demo passport shows a lab report");
}

function check(schema: unknown, body: unknown, what: string) {
  const result = (schema as z.ZodType).safeParse(body);
  expect(result.success ? [] : result.error.issues, what).toEqual([]);
}

/** GET routes with a required query: the parameter, given a fabric's id (the swatch labels' `ids`). */
const REQUIRED_QUERY: Record<string, string> = { "/api/fabrics/labels.pdf": "ids" };

describe("answers match the contracts", () => {
  it("every GET route, public and admin, in one language and in all", async () => {
    const routes = t.app.registeredRoutes.filter(
      (r) => r.method === "GET" && r.url.startsWith("/api/") && r.contract,
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const contract = route.contract as AnyContract;
      // A record's translation marks (/translations/reviews/:entity/:id) are asked for a fabric.
      const path = route.url.replace(":entity", "fabric");
      let url = path;
      for (const param of url.match(/:[A-Za-z]+/g) ?? [])
        url = url.replace(param, String(await firstId(path, param)));
      const answer = contract.responses[successStatus(contract) as 200];
      // A route whose query names what it is about is asked with an example of it.
      const needs = REQUIRED_QUERY[route.url];
      const query = needs ? `${needs}=${await firstId("/api/fabrics/:id")}` : "";
      const at = (lng?: string) => {
        const parts = [query, lng ? `lng=${lng}` : ""].filter(Boolean).join("&");
        return parts ? `${url}?${parts}` : url;
      };
      const variants = contract.lng ? [at(), at("en"), at("all")] : [at()];
      for (const variant of variants) {
        const res = await get(variant, Boolean(contract.admin) || variant.endsWith("lng=all"));
        expect(res.statusCode, `${variant}: ${res.body.slice(0, 200)}`).toBe(200);
        if (answer && "kind" in answer && answer.kind === "file") {
          expect(answer.types).toContain(res.headers["content-type"]);
          continue;
        }
        check(answer, res.json(), variant);
      }
      if (contract.params) {
        const missing = await get(path.replace(/:[A-Za-z]+/g, "2000000000"), true);
        expect(missing.statusCode, route.url).toBe(404);
        check(ErrorEnvelope, missing.json(), `${route.url} 404`);
      }
    }
  }, 120_000);

  it("a failure is the error envelope", async () => {
    const res = await get("/api/fabrics?page=0", false);
    expect(res.statusCode).toBe(400);
    check(ErrorEnvelope, res.json(), "400");
  });
});
