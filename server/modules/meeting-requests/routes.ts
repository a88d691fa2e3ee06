import type { FastifyInstance } from "fastify";
import { MeetingFacetsDto, MeetingRequestDto } from "../../../common/api/inbox";
import { Created, dataOf } from "../../../common/api/shared";
import { meetingRequestSchema, meetingStatusSchema } from "../../../common/schemas";
import { adminPage } from "../../../common/api/contract-kinds";
import { assertNoHoneypot, FORM_BODY_LIMIT, formQuery, formRateLimit } from "../../http/inbox";
import { INBOX_PAGE_SIZE } from "../../../common/api/contract-kinds";
import { siteOrigin } from "../../http/origin";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { sendCsv } from "../../http/csv";
import { route } from "../../http/route";
import { fileAnswer } from "../../../common/api/contract";
import { meetingChanges, meetingRequestReplies } from "./changes";
import { requestItemRoutes } from "../buyer-requests";
import {
  createMeetingRequest,
  getMeetingRequest,
  listMeetingRequests,
  meetingFacets,
  meetingListQuery,
  meetingRequestsCsv,
} from "./service";

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
      data: await createMeetingRequest(app.ctx, body, { lng: query.lng, origin: siteOrigin(request) }),
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
      sendCsv(reply, "meeting-requests", await meetingRequestsCsv(app.ctx.db, query)),
  );

  requestItemRoutes(app, {
    path: "/meeting-requests",
    name: "meeting request",
    item: MeetingRequestDto,
    statusSchema: meetingStatusSchema,
    transitions: "new→in_progress→confirmed→closed; closed→in_progress",
    read: getMeetingRequest,
    changes: meetingChanges,
    replies: meetingRequestReplies,
  });
}
