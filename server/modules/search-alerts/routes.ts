import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SearchAlertAccepted, SearchAlertDone } from "../../../common/api/search-alerts";
import { searchAlertContracts } from "../../../common/api/contracts/admin-tools";
import { dataOf } from "../../../common/api/shared";
import { ALERT_TOKEN, alertTokenSchema, searchAlertSchema } from "../../../common/schemas";
import { formRateLimit, publicFormContract } from "../../http/inbox";
import { route } from "../../http/route";
import { alertSummaries, confirmAlert, followSearch, unsubscribe } from "./service";

/** The token of the one-click address (`?token=`), or of a page's JSON body. */
const unsubscribeQuery = z.object({ token: z.string().regex(ALERT_TOKEN).optional() });
const unsubscribeBody = z
  .object({
    token: z.string().regex(ALERT_TOKEN).optional(),
    "List-Unsubscribe": z.string().max(40).optional(),
  })
  .optional();

export async function searchAlertRoutes(app: FastifyInstance) {
  // RFC 8058: a mail program unsubscribes with a form post (`List-Unsubscribe=One-Click`).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  route(
    app,
    publicFormContract(app, {
      url: "/search-alerts",
      summary:
        "Follow a search of the fabric finder by e-mail (public; honeypot field website): `query` is the finder's query string, which it must take whole; 202 whatever the address already follows, and a confirmation mail (nothing is sent until it is confirmed); at most 10 searches per address (400 email=alert_limit)",
      body: searchAlertSchema,
      responses: { 202: dataOf(SearchAlertAccepted) },
    }),
    async ({ body }) => {
      await followSearch(app.ctx, body);
      return { data: { status: "confirmation_sent" as const } };
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/search-alerts/confirm",
      summary:
        "The confirmation mail's link (its page posts the token): the alert starts, or runs 12 months more; 400 invalid_token for a wrong, used or expired token",
      body: alertTokenSchema,
      bodyLimit: 1024,
      rateLimit: formRateLimit(app).rateLimit,
      responses: { 200: dataOf(SearchAlertDone) },
    },
    async ({ body }) => ({ data: await confirmAlert(app.ctx, body.token) }),
  );

  route(
    app,
    {
      method: "POST",
      url: "/search-alerts/unsubscribe",
      summary:
        "Stops an alert: the mails' one-click address (RFC 8058: `?token=`, form body `List-Unsubscribe=One-Click`) or the unsubscribe page (JSON `{token}`); no login; 400 invalid_token for a wrong or used token. A GET of the mail's link only shows the page",
      query: unsubscribeQuery,
      body: unsubscribeBody,
      bodyLimit: 1024,
      rateLimit: formRateLimit(app).rateLimit,
      responses: { 200: dataOf(SearchAlertDone) },
    },
    async ({ query, body }) => ({ data: await unsubscribe(app.ctx, query.token ?? body?.token ?? "") }),
  );

  route(app, searchAlertContracts.list, async () => ({ data: await alertSummaries(app.ctx.db) }));
}
