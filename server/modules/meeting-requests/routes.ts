import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MeetingFacetsDto, MeetingReplyDto, MeetingRequestDto } from "../../../common/api/inbox";
import { Created, dataOf } from "../../../common/api/shared";
import {
  meetingNotesSchema,
  meetingReplySchema,
  meetingRequestSchema,
  meetingStatusSchema,
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
import { requestOrigin } from "../../http/origin";
import { idParams, pageAnswer, pageOfQuery } from "../../http/pagination";

import { fileAnswer, route } from "../../http/route";
import {
  deleteMeetingRequest,
  listMeetingReplies,
  sendMeetingReply,
  setMeetingRequestNotes,
  setMeetingRequestStatus,
} from "./changes";
import {
  createMeetingRequest,
  getMeetingRequest,
  listMeetingRequests,
  meetingFacets,
  meetingListQuery,
  meetingRequestsCsv,
} from "./service";
import { today } from "../../../common/dates";

export async function meetingRequestRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "POST",
      url: "/meeting-requests",
      summary:
        "Ask for a meeting at our stand at a fair (public; honeypot field website): a day of the fair still to come and a half-hour slot; 400 fair_over / outside_fair",
      query: formQuery,
      guard: (request) => assertNoHoneypot(request.body),
      body: meetingRequestSchema,
      bodyLimit: FORM_BODY_LIMIT,
      rateLimit: formRateLimit(app).rateLimit,
      responses: { 201: dataOf(Created) },
    },
    async ({ query, body }, request) => ({
      data: await createMeetingRequest(app.ctx, body, { lng: query.lng, origin: requestOrigin(request) }),
    }),
  );

  route(
    app,
    adminPage(
      "/meeting-requests",
      "Meeting requests at our stand",
      MeetingRequestDto,
      meetingListQuery,
      INBOX_PAGE_SIZE,
    ),
    async ({ query }) => pageAnswer(await listMeetingRequests(app.ctx.db, query, pageOfQuery(query))),
  );

  route(
    app,
    {
      method: "GET",
      url: "/meeting-requests/facets",
      summary: "The fairs the meeting requests name, with how many requests name each (the inbox's filter)",
      admin: true,
      responses: { 200: dataOf(MeetingFacetsDto) },
    },
    async () => ({ data: await meetingFacets(app.ctx.db) }),
  );

  route(
    app,
    {
      method: "GET",
      url: "/exports/meeting-requests.csv",
      summary:
        "The meeting requests a list filter keeps (?status, ?q, ?sort, ?exhibition), as CSV (UTF-8 with BOM), at most 10,000",
      admin: true,
      query: meetingListQuery,
      responses: { 200: fileAnswer(["text/csv; charset=utf-8"]) },
    },
    async ({ query }, _request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="meeting-requests-${today()}.csv"`)
        .header("cache-control", "no-store")
        .send(await meetingRequestsCsv(app.ctx.db, query)),
  );

  route(
    app,
    adminItem("/meeting-requests/:id", "A meeting request", MeetingRequestDto),
    async ({ params }) => ({
      data: await getMeetingRequest(app.ctx.db, params.id),
    }),
  );

  route(
    app,
    statusChange(
      "/meeting-requests/:id/status",
      "Change a meeting request's status (new→in_progress→confirmed→closed; closed→in_progress; else 409)",
      meetingStatusSchema,
      MeetingRequestDto,
    ),
    async ({ params, body }, request) => ({
      data: await setMeetingRequestStatus(app.ctx.db, params.id, body.status, request.admin!.userId),
    }),
  );

  route(
    app,
    adminUpdate(
      "/meeting-requests/:id/notes",
      "Edit the staff's notes on a meeting request",
      meetingNotesSchema,
      MeetingRequestDto,
    ),
    async ({ params, body }, request) => ({
      data: await setMeetingRequestNotes(app.ctx.db, params.id, body.notes, request.admin!.userId),
    }),
  );

  route(
    app,
    {
      method: "GET",
      url: "/meeting-requests/:id/replies",
      summary: "The replies the staff sent to a meeting request, oldest first",
      admin: true,
      params: idParams,
      responses: { 200: z.strictObject({ data: z.array(MeetingReplyDto) }) },
    },
    async ({ params }) => ({ data: await listMeetingReplies(app.ctx.db, params.id) }),
  );

  route(
    app,
    {
      ...adminCreate(
        "/meeting-requests/:id/replies",
        "Reply to the buyer by e-mail (through the outbox, greeting and signature in the buyer's language); kept with the request",
        meetingReplySchema,
        MeetingReplyDto,
      ),
      params: idParams,
    },
    async ({ params, body }, request) => ({
      data: await sendMeetingReply(app.ctx, params.id, body.body, request.admin!.userId),
    }),
  );

  route(
    app,
    adminDelete("/meeting-requests/:id", "Delete a meeting request"),
    async ({ params }, request) => {
      await deleteMeetingRequest(app.ctx.db, params.id, request.admin!.userId);
    },
  );
}
