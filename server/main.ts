import fsp from "node:fs/promises";
import v8 from "node:v8";
import { buildApp } from "./app";
import { startBackupSchedule } from "./backup/schedule";
import { ConfigError, listeningOrigin, loadConfig } from "./config";
import { createContext } from "./context";
import { ADVISORY_LOCK } from "./db/advisory";
import { DataDirLockedError } from "./db/lock";
import { firstEmbeddedStart } from "./db/client";
import { discardEarly, seedDatabase, startDemoPictures } from "./db/seed";
import { registerSite } from "./http/site";
import { startMailWorker } from "./mail/worker";
import { cleanLeftovers, LEFTOVER_MIN_AGE_MS, startLeftoverSweep } from "./media/cleanup";
import { startMetricsListener } from "./metrics/listener";
import { ensureAdmin, purgeExpiredSessions } from "./modules/auth";
import { startRetention } from "./modules/retention/service";
import { startAlertDigests } from "./modules/search-alerts";
import { startWebhookWorker } from "./modules/webhooks";
import { OWNER_ONLY_UMASK } from "./storage/modes";
import { openStorage } from "./storage/storage";
import { startTracing, stopTracing } from "./tracing/tracing";

const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * V8's young generation starts at 1 MB and doubles under allocation up to 32 MB, which it keeps
 * once reached. Loading the modules and starting up allocate in bursts that took it to the
 * maximum, after which the idle process held some 30 MB it did not need (idle RSS 262–289 MB,
 * QUALITY.md allows 250). The built launcher (scripts/build-server.mjs) keeps it at its start
 * size until the server is ready; from then on it grows as usual under load (V8's factor, 2).
 */
const YOUNG_GENERATION_GROWTH = "--semi-space-growth-factor";

async function main() {
  // Whatever the server, PGlite or sharp creates is the server's user's alone (files 0600,
  // folders 0700): CVs, partial uploads, the embedded database.
  process.umask(OWNER_ONLY_UMASK);
  const dev = process.argv.includes("--dev");
  const config = loadConfig({ NODE_ENV: dev ? "development" : "production", ...process.env });
  const started = Date.now();
  // Before anything is built: OTEL_EXPORTER_OTLP_ENDPOINT unset loads nothing of OpenTelemetry.
  await startTracing();
  // A data folder without its embedded database is a first start: the demo's pictures are made
  // while the database is created and migrated, not after (docs/deploy.md, "First start").
  const storage = openStorage(config.dataDir, config.s3);
  const early = config.seed === "demo" && firstEmbeddedStart(config) ? startDemoPictures(storage) : undefined;
  const ctx = await createContext(config, { storage }).catch(async (error: unknown) => {
    if (early) await discardEarly(storage, early);
    throw error;
  });

  const app = await buildApp(ctx, { site: (instance) => registerSite(instance, { dev }) });
  const log = app.log;
  log.info({ database: ctx.database.kind, dataDir: config.dataDir }, "database ready");

  // Seed and admin set-up under the start-up lock: another process starting at the same moment
  // waits, then finds the demo content and the admin there.
  const admin = await ctx.database.withLock(ADVISORY_LOCK.startup, async () => {
    await seedDatabase(ctx, log, early);
    return ensureAdmin(ctx.db, config);
  });
  if (admin?.password) {
    // Printed once, on the console only: the operator copies it and changes it.
    process.stdout.write(
      `\n  Admin account created: username "${admin.username}", password "${admin.password}"\n` +
        "  It is shown only this once. Change it in the admin area or with `npm run admin -- reset-password`.\n\n",
    );
  }
  // A store that cannot be reached at start (bucket down, wrong credentials) is no reason to stay
  // down: /readyz reports it, and the next start cleans. Nothing of this process is in flight
  // yet, and with the embedded database this process alone holds the data folder (its lock): a
  // file without its row is a leftover of a crash whatever its age. With PostgreSQL another
  // process may be about to commit its row, so the hour of grace holds (ADR 17).
  const minAge = ctx.database.kind === "pglite" ? 0 : LEFTOVER_MIN_AGE_MS;
  await cleanLeftovers(ctx, log, minAge).catch((error: unknown) =>
    log.error({ err: error }, "leftover clean-up failed"),
  );
  await purgeExpiredSessions(ctx.db);

  const mail = startMailWorker(ctx, log);
  ctx.notifyMail = mail.notify;
  const retention = startRetention(ctx, log);
  const sweep = startLeftoverSweep(ctx, log);
  const backups = startBackupSchedule(ctx, log);
  const digests = startAlertDigests(ctx, log);
  const hooks = startWebhookWorker(ctx, log);
  if (!config.smtpUrl) log.warn("SMTP_URL is not set: mail stays in the outbox until it is configured");
  if (!config.publicUrl) {
    log.warn(
      { origin: config.origin, trustedOrigin: "the request's own scheme and Host header" },
      `PUBLIC_URL is not set: links in pages, the sitemap, calendar files, mails and spec sheets name ${config.origin}, ` +
        "the address the server listens on; admin changes are accepted from the origin each request's Host header names " +
        "(with X-Forwarded-Host/-Proto behind a trusted proxy); " +
        "set PUBLIC_URL to the site's origin (e.g. https://www.example.com) for both",
    );
  }

  await app.listen({ port: config.port, host: config.host });
  const bound = app.server.address();
  if (!config.publicUrl && config.port === 0 && bound && typeof bound === "object")
    config.origin = listeningOrigin(config.host, bound.port);
  // Its own port, never the public one (server/metrics/listener.ts); none without METRICS_PORT.
  const metrics = await startMetricsListener(ctx, log);
  v8.setFlagsFromString(`${YOUNG_GENERATION_GROWTH}=2`);
  log.info({ ms: Date.now() - started, url: `http://${config.host}:${config.port}` }, "server ready");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.state.shuttingDown = true;
    log.info({ signal }, "shutting down: readiness off, draining requests");
    const deadline = setTimeout(() => {
      log.error("shutdown deadline passed, exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      // Requests keep being served while a load balancer sees /readyz turn 503 and moves away;
      // then the listener closes and the requests in flight finish.
      if (config.shutdownGraceMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      await app.close();
      await metrics?.close();
      retention.stop();
      digests.stop();
      sweep.stop();
      // A backup in progress is abandoned, its temporary files removed, before the database closes.
      await backups?.stop();
      await mail.stop();
      // The sends in progress end (each within its timeout); what is still claimed after a kill
      // is sent by another process once its lease is over.
      await hooks.stop();
      await ctx.database.close();
      ctx.storage.close();
      // The spans still batched go out before the process ends.
      await stopTracing();
      // This process's own folder of partial uploads (other processes keep theirs).
      await fsp.rm(ctx.storage.tmpDir, { recursive: true, force: true }).catch(() => {});
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
