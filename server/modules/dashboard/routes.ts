import type { FastifyInstance } from "fastify";
import { DashboardDto } from "../../../common/api/admin";
import { dataOf } from "../../../common/api/shared";
import { route } from "../../http/route";
import { getDashboard } from "./service";

export async function dashboardRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/dashboard",
      summary: "Counters and recent activity",
      admin: true,
      responses: { 200: dataOf(DashboardDto) },
    },
    async () => ({ data: await getDashboard(app.ctx.db) }),
  );
}
