import type { FastifyInstance } from "fastify";
import { sendCsv } from "../../http/csv";
import { route } from "../../http/route";
import { fileAnswer } from "../../../common/api/contract";
import { fabricsCsv } from "./csv";

/**
 * The staff's CSV of the whole catalogue (server/modules/fabrics/csv.ts). Not under /fabrics/:
 * a variant of the path (`/fabrics/export.csv;x`) would be taken by the public `/fabrics/:id`.
 */
export async function fabricExportRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/exports/fabrics.csv",
      summary: "Every fabric with its technical card, as CSV (UTF-8 with BOM, one row per fabric)",
      admin: true,
      scope: "catalogue:read",
      responses: { 200: fileAnswer(["text/csv; charset=utf-8"]) },
    },
    async (_input, _request, reply) => sendCsv(reply, "fabrics", await fabricsCsv(app.ctx.db)),
  );
}
