import type { FastifyInstance } from "fastify";
import { SampleFacetsDto, SampleRequestCreated, SampleRequestDto } from "../../../common/api/inbox";
import { dataOf } from "../../../common/api/shared";
import { sampleRequestSchema, sampleStatusSchema } from "../../../common/schemas";
import { adminPage } from "../../../common/api/contract-kinds";
import { assertNoHoneypot, FORM_BODY_LIMIT, formQuery, formRateLimit } from "../../http/inbox";
import { INBOX_PAGE_SIZE } from "../../../common/api/contract-kinds";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { sendCsv } from "../../http/csv";
import { route } from "../../http/route";
import { fileAnswer } from "../../../common/api/contract";
import { sampleChanges, sampleRequestReplies } from "./changes";
import { requestItemRoutes } from "../buyer-requests";
import { createSampleRequest } from "./create";
import {
  getSampleRequest,
  listSampleRequests,
  sampleFacets,
  sampleListQuery,
  sampleRequestsCsv,
} from "./service";

export async function sampleRequestRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "POST",
      url: "/sample-requests",
      summary:
        "Ask for samples of the fabrics of a basket (public; honeypot field website): a swatch card or a sample length (metres); 201 names the fabrics left out because they no longer exist, 400 items=unavailable when that is all of them",
      query: formQuery,
      guard: (request) => assertNoHoneypot(request.body),
      body: sampleRequestSchema,
      bodyLimit: FORM_BODY_LIMIT,
      rateLimit: formRateLimit(app).rateLimit,
      responses: { 201: dataOf(SampleRequestCreated) },
    },
    async ({ query, body }) => ({ data: await createSampleRequest(app.ctx, body, { lng: query.lng }) }),
  );

  route(
    app,
    adminPage("/sample-requests", "Sample requests", SampleRequestDto, sampleListQuery, INBOX_PAGE_SIZE),
    async ({ query }) => pageAnswer(await listSampleRequests(app.ctx.db, query, pageOfQuery(query))),
  );

  route(
    app,
    {
      method: "GET",
      url: "/sample-requests/facets",
      summary:
        "The countries and fabrics the sample requests name, with how many requests name each (the inbox's filters)",
      admin: true,
      responses: { 200: dataOf(SampleFacetsDto) },
    },
    async () => ({ data: await sampleFacets(app.ctx.db) }),
  );

  route(
    app,
    {
      method: "GET",
      url: "/exports/sample-requests.csv",
      summary:
        "The sample requests a list filter keeps (?status, ?q, ?sort, ?country, ?fabric), as CSV (UTF-8 with BOM), at most 10,000",
      admin: true,
      query: sampleListQuery,
      responses: { 200: fileAnswer(["text/csv; charset=utf-8"]) },
    },
    async ({ query }, _request, reply) =>
      sendCsv(reply, "sample-requests", await sampleRequestsCsv(app.ctx.db, query)),
  );

  requestItemRoutes(app, {
    path: "/sample-requests",
    name: "sample request",
    item: SampleRequestDto,
    statusSchema: sampleStatusSchema,
    transitions: "new→in_progress→sent→closed; sent/closed→in_progress",
    read: getSampleRequest,
    changes: sampleChanges,
    replies: sampleRequestReplies,
  });
}
