import type { FastifyInstance } from "fastify";
import pkg from "../../../package.json" with { type: "json" };

export function registerHealthRoutes(app: FastifyInstance) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const { state, database } = app.ctx;
    if (state.shuttingDown) return reply.code(503).send({ status: "shutting_down", version: pkg.version });
    const ready = await Promise.race([
      database.ping(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]);
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "database_unavailable", version: pkg.version });
  });
}
