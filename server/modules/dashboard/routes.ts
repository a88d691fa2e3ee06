import type { FastifyInstance } from "fastify";
import { getDashboard } from "./service";

export async function dashboardRoutes(app: FastifyInstance) {
  app.get("/dashboard", { onRequest: app.requireAdmin }, async () => ({
    data: await getDashboard(app.ctx.db),
  }));
}
