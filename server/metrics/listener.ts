import http from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../http/context";
import { refreshScrapeMetrics } from "./scrape";
import { collectProcessMetrics } from "./process";
import { registerBackupSeries, registry } from "./series";

export type MetricsListener = { port: number; close(): Promise<void> };

/**
 * The metrics listener: GET /metrics in Prometheus's text format on a port of its own
 * (METRICS_PORT, on METRICS_HOST, 127.0.0.1 unless told otherwise), never on the public one;
 * anything else answers 404. Nothing but the figures is served here.
 */
export async function startMetricsListener(
  ctx: AppContext,
  log: FastifyBaseLogger,
): Promise<MetricsListener | undefined> {
  const { metricsPort, metricsHost, backupDir } = ctx.config;
  if (metricsPort === undefined) return undefined;
  collectProcessMetrics();
  if (backupDir || ctx.config.backup) registerBackupSeries(ctx.config.backup !== undefined);
  const server = http.createServer({ requestTimeout: 10_000, keepAliveTimeout: 5_000 }, (req, res) => {
    const pathname = (req.url ?? "").split("?")[0];
    if (pathname !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found\n");
      return;
    }
    refreshScrapeMetrics(ctx, backupDir)
      .then(() => registry.metrics())
      .then(
        (text) => {
          res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
          res.end(req.method === "HEAD" ? undefined : text);
        },
        (error: unknown) => {
          log.error({ err: error }, "metrics: scrape failed");
          res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("scrape failed\n");
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(metricsPort, metricsHost, () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : metricsPort;
  log.info({ url: `http://${metricsHost}:${port}/metrics` }, "metrics listener ready");
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
