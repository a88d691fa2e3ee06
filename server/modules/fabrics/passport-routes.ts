/**
 * A fabric's passport as JSON-LD and its context (decision 0025), every passport as CSV
 * (passport-csv.ts): public reads kept by the
 * public cache as the other JSON answers are (an ETag, `no-cache`), emptied by every admin write.
 * `?lng=all` (an admin) gives the Turkish texts, as the spec sheet does.
 */
import type { FastifyInstance } from "fastify";
import { passportContracts } from "../../../common/api/contracts/passport";
import { found } from "../../http/errors";
import { route } from "../../http/route";
import { readPublicFabric } from "./catalogue";
import { passportContext } from "./passport-context";
import { passportCsv } from "./passport-csv";
import { passportJsonLd } from "./passport-jsonld";

const LD_JSON = "application/ld+json; charset=utf-8";

export function passportJsonLdRoutes(app: FastifyInstance) {
  route(app, passportContracts.jsonld, async ({ params, lng }, _request, reply) => {
    const language = lng === "all" ? "tr" : lng;
    const detail = found(await readPublicFabric(app.ctx, params.id, language), "Fabric");
    return reply
      .type(LD_JSON)
      .send(JSON.stringify(passportJsonLd(detail.fabric, app.ctx.config.origin, language)));
  });

  route(app, passportContracts.csv, async ({ lng }, _request, reply) => {
    const csv = await passportCsv(app.ctx.db, lng === "all" ? "tr" : lng, app.ctx.config.origin);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="passport-${lng === "all" ? "tr" : lng}.csv"`)
      .send(csv);
  });

  route(app, passportContracts.context, async (_input, _request, reply) =>
    reply.type(LD_JSON).send(JSON.stringify(passportContext(app.ctx.config.origin))),
  );
}
