/**
 * Privacy requests (admin): what is held under an address, its archive, its erasure. POST with
 * the address in the body, never in a URL (URLs reach logs and browser histories).
 */
import type { FastifyInstance } from "fastify";
import { PrivacyErasedDto, PrivacyHoldingsDto } from "../../../common/api/privacy";
import { dataOf } from "../../../common/api/shared";
import { today } from "../../../common/dates";
import { privacyRequestSchema } from "../../../common/schemas";
import { route } from "../../http/route";
import { fileAnswer } from "../../../common/api/contract";
import { privacyArchive } from "./archive";
import { erase, holdings } from "./service";

export async function privacyRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "POST",
      url: "/privacy/lookup",
      summary:
        "Everything held under an e-mail address (any letter case): contact messages, applications and their CVs, meeting and sample requests, mails in the outbox",
      admin: true,
      body: privacyRequestSchema,
      responses: { 200: dataOf(PrivacyHoldingsDto) },
    },
    async ({ body }) => ({ data: await holdings(app.ctx.db, body.email) }),
  );

  route(
    app,
    {
      method: "POST",
      url: "/privacy/export",
      summary:
        "One zip archive of everything held under an e-mail address: data.json and the CVs under cv/; the activity log records that an export happened, without the address",
      admin: true,
      body: privacyRequestSchema,
      responses: { 200: fileAnswer(["application/zip"]) },
    },
    async ({ body }, request, reply) =>
      reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="personal-data-${today()}.zip"`)
        .header("cache-control", "no-store")
        .send(await privacyArchive(app.ctx, body.email, request.admin!.userId)),
  );

  route(
    app,
    {
      method: "POST",
      url: "/privacy/erase",
      summary:
        "Erase everything held under an e-mail address in one step (rows, CV files, queued and kept mails); answers how many of each kind went. The activity log records the counts, not the address",
      admin: true,
      body: privacyRequestSchema,
      responses: { 200: dataOf(PrivacyErasedDto) },
    },
    async ({ body }, request) => ({ data: await erase(app.ctx, body.email, request.admin!.userId) }),
  );
}
