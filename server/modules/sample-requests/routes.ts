import type { FastifyInstance } from "fastify";
import { SampleRequestCreated, SampleRequestDto } from "../../../common/api/inbox";
import { dataOf } from "../../../common/api/shared";
import { sampleRequestSchema } from "../../../common/schemas";
import { publicFormContract } from "../../http/inbox";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { sendCsv } from "../../http/csv";
import { route } from "../../http/route";
import { sampleChanges, sampleRequestReplies } from "./changes";
import { requestItemRoutes } from "../buyer-requests";
import { createSampleRequest } from "./create";
import { setCutStatus } from "./cut-lengths";
import { sampleRequestContracts } from "../../../common/api/contracts/inboxes";
import { getSampleRequest, listSampleRequests, sampleFacets, sampleRequestsCsv } from "./service";

export async function sampleRequestRoutes(app: FastifyInstance) {
  route(
    app,
    publicFormContract(app, {
      url: "/sample-requests",
      summary:
        "Ask for samples of the fabrics of a basket (public; honeypot field website): a swatch card or a sample length (metres); 201 names the fabrics left out because they no longer exist, 400 items=unavailable when that is all of them",
      body: sampleRequestSchema,
      responses: { 201: dataOf(SampleRequestCreated) },
    }),
    async ({ query, body }) => ({ data: await createSampleRequest(app.ctx, body, { lng: query.lng }) }),
  );

  route(app, sampleRequestContracts.list, async ({ query }) =>
    pageAnswer(await listSampleRequests(app.ctx.db, query, pageOfQuery(query))),
  );

  route(app, sampleRequestContracts.facets, async () => ({ data: await sampleFacets(app.ctx.db) }));

  route(app, sampleRequestContracts.export, async ({ query }, _request, reply) =>
    sendCsv(reply, "sample-requests", await sampleRequestsCsv(app.ctx.db, query)),
  );

  route(app, sampleRequestContracts.cutStatus, async ({ params, body }, request) => ({
    data: await setCutStatus(app.ctx.db, params.id, params.item, body.status, request.admin!.userId),
  }));

  requestItemRoutes(app, {
    path: "/sample-requests",
    name: "sample request",
    item: SampleRequestDto,
    contracts: sampleRequestContracts,
    read: getSampleRequest,
    changes: sampleChanges,
    replies: sampleRequestReplies,
  });
}
