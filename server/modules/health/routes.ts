import type { FastifyInstance, FastifyRequest } from "fastify";
import pkg from "../../../package.json" with { type: "json" };
import { loadAdmin } from "../auth";

/** Set by the build (scripts/build-server.mjs) to the git commit it was built from. */
declare const __BUILD_COMMIT__: string | null | undefined;
const build = {
  version: pkg.version,
  commit: typeof __BUILD_COMMIT__ === "string" ? __BUILD_COMMIT__ : null,
};

/**
 * The build a logged-in admin runs on; nothing for anyone else (which commit is deployed tells
 * an attacker which fixes it has). A session that cannot be checked (database down) is no admin.
 */
async function buildFor(request: FastifyRequest): Promise<typeof build | Record<string, never>> {
  try {
    return (await loadAdmin(request)) ? build : {};
  } catch {
    return {};
  }
}

export function registerHealthRoutes(app: FastifyInstance) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { state, database, storage } = app.ctx;
    if (state.shuttingDown) return reply.code(503).send({ status: "shutting_down" });
    const within = (check: Promise<boolean>) =>
      Promise.race([
        check,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]);
    // The store too: with a bucket, a process that cannot reach it can take no upload nor send an image.
    const [dbUp, storeUp] = await Promise.all([within(database.ping()), within(storage.ping())]);
    const ready = dbUp && storeUp;
    const status = ready ? "ready" : !dbUp ? "database_unavailable" : "storage_unavailable";
    return reply.code(ready ? 200 : 503).send({ status, ...(ready ? await buildFor(request) : {}) });
  });
}
