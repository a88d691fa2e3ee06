import type { FastifyInstance } from "fastify";
import { route } from "../../http/route";
import { dashboardContracts } from "../../../common/api/contracts/admin-tools";
import { getDashboard } from "./service";

export async function dashboardRoutes(app: FastifyInstance) {
  route(
    app,
    dashboardContracts.read,
    async () => ({ data: await getDashboard(app.ctx.db) }),
  );
}
