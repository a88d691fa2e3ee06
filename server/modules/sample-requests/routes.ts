import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ReplyDto, SampleFacetsDto, SampleRequestCreated, SampleRequestDto } from "../../../common/api/inbox";
import { dataOf } from "../../../common/api/shared";
import { today } from "../../../common/dates";
import {
  sampleNotesSchema,
  sampleReplySchema,
  sampleRequestSchema,
  sampleStatusSchema,
} from "../../../common/schemas";
import { adminCreate, adminDelete, adminItem, adminPage, adminUpdate } from "../../http/contracts";
import {
  assertNoHoneypot,
  FORM_BODY_LIMIT,
  formQuery,
  formRateLimit,
  INBOX_PAGE_SIZE,
  statusChange,
} from "../../http/inbox";
import { idParams, pageAnswer, pageOfQuery } from "../../http/pagination";
import { fileAnswer, route } from "../../http/route";
import {
  deleteSampleRequest,
  listSampleReplies,
  sendSampleReply,
  setSampleRequestNotes,
  setSampleRequestStatus,
} from "./changes";
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
      summary: "The countries and fabrics the sample requests name, with how many requests name each (the inbox's filters)",
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
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="sample-requests-${today()}.csv"`)
        .header("cache-control", "no-store")
        .send(await sampleRequestsCsv(app.ctx.db, query)),
  );

  route(app, adminItem("/sample-requests/:id", "A sample request", SampleRequestDto), async ({ params }) => ({
    data: await getSampleRequest(app.ctx.db, params.id),
  }));

  route(
    app,
    statusChange(
      "/sample-requests/:id/status",
      "Change a sample request's status (new→in_progress→sent→closed; sent/closed→in_progress; else 409)",
      sampleStatusSchema,
      SampleRequestDto,
    ),
    async ({ params, body }, request) => ({
      data: await setSampleRequestStatus(app.ctx.db, params.id, body.status, request.admin!.userId),
    }),
  );

  route(
    app,
    adminUpdate("/sample-requests/:id/notes", "Edit the staff's notes on a sample request", sampleNotesSchema, SampleRequestDto),
    async ({ params, body }, request) => ({
      data: await setSampleRequestNotes(app.ctx.db, params.id, body.notes, request.admin!.userId),
    }),
  );

  route(
    app,
    {
      method: "GET",
      url: "/sample-requests/:id/replies",
      summary: "The replies the staff sent to a sample request, oldest first",
      admin: true,
      params: idParams,
      responses: { 200: z.strictObject({ data: z.array(ReplyDto) }) },
    },
    async ({ params }) => ({ data: await listSampleReplies(app.ctx.db, params.id) }),
  );

  route(
    app,
    {
      ...adminCreate(
        "/sample-requests/:id/replies",
        "Reply to the buyer by e-mail (through the outbox, greeting and signature in the buyer's language); kept with the request",
        sampleReplySchema,
        ReplyDto,
      ),
      params: idParams,
    },
    async ({ params, body }, request) => ({
      data: await sendSampleReply(app.ctx, params.id, body.body, request.admin!.userId),
    }),
  );

  route(app, adminDelete("/sample-requests/:id", "Delete a sample request"), async ({ params }, request) => {
    await deleteSampleRequest(app.ctx.db, params.id, request.admin!.userId);
  });
}
