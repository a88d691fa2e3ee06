import type { FastifyInstance } from "fastify";
import { MeetingRequestDto } from "../../../common/api/inbox";
import { Created, dataOf } from "../../../common/api/shared";
import { meetingRequestSchema } from "../../../common/schemas";
import { publicFormContract } from "../../http/inbox";
import { siteOrigin } from "../../http/origin";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { sendCsv } from "../../http/csv";
import { route } from "../../http/route";
import { meetingChanges, meetingRequestReplies } from "./changes";
import { requestItemRoutes } from "../buyer-requests";
import { meetingRequestContracts } from "../../../common/api/contracts/inboxes";
import {
  createMeetingRequest,
  getMeetingRequest,
  listMeetingRequests,
  meetingFacets,
  meetingRequestsCsv,
} from "./service";

export async function meetingRequestRoutes(app: FastifyInstance) {
  route(
    app,
    publicFormContract(app, {
      url: "/meeting-requests",
      summary:
        "Ask for a meeting at our stand at a fair (public; honeypot field website): a day of the fair still to come and a half-hour slot; 400 fair_over / outside_fair",
      body: meetingRequestSchema,
      responses: { 201: dataOf(Created) },
    }),
    async ({ query, body }, request) => ({
      data: await createMeetingRequest(app.ctx, body, { lng: query.lng, origin: siteOrigin(request) }),
    }),
  );

  route(app, meetingRequestContracts.list, async ({ query }) =>
    pageAnswer(await listMeetingRequests(app.ctx.db, query, pageOfQuery(query))),
  );

  route(app, meetingRequestContracts.facets, async () => ({ data: await meetingFacets(app.ctx.db) }));

  route(app, meetingRequestContracts.export, async ({ query }, _request, reply) =>
    sendCsv(reply, "meeting-requests", await meetingRequestsCsv(app.ctx.db, query)),
  );

  requestItemRoutes(app, {
    path: "/meeting-requests",
    name: "meeting request",
    item: MeetingRequestDto,
    contracts: meetingRequestContracts,
    read: getMeetingRequest,
    changes: meetingChanges,
    replies: meetingRequestReplies,
  });
}
