import type { FastifyInstance } from "fastify";
import pkg from "../../../package.json" with { type: "json" };

/** Set by the build (scripts/build-server.mjs) to the git commit it was built from. */
declare const __BUILD_COMMIT__: string | null | undefined;
const version = {
  version: pkg.version,
  commit: typeof __BUILD_COMMIT__ === "string" ? __BUILD_COMMIT__ : null,
};

export function registerHealthRoutes(app: FastifyInstance) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const { state, database } = app.ctx;
    if (state.shuttingDown) return reply.code(503).send({ status: "shutting_down", ...version });
    const ready = await Promise.race([
      database.ping(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
    ]);
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "database_unavailable", ...version });
  });
}
