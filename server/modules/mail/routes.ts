import type { FastifyInstance } from "fastify";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { route } from "../../http/route";
import { outboxContracts } from "../../../common/api/contracts/admin-tools";
import { listOutbox } from "./service";

export async function mailRoutes(app: FastifyInstance) {
  route(
    app,
    outboxContracts.list,
    async ({ query }) => pageAnswer(await listOutbox(app.ctx.db, query, pageOfQuery(query))),
  );
}
