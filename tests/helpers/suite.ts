// The set-up the API test files share in their beforeAll: a fresh app with a logged-in admin and,
// for the tests of mail, a local SMTP server and the mail worker with it.
import { type MailWorker, startMailWorker } from "../../server/mail/worker";
import { type AdminSession, createTestApp, loginAdmin, type TestApp, type TestAppOptions } from "./app";
import { type Smtp, startSmtp } from "./smtp";

export type AdminApp = { t: TestApp; admin: AdminSession };

/** A fresh app (createTestApp's arguments) and an admin logged in to it. */
export async function adminApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<AdminApp> {
  const t = await createTestApp(env, options);
  return { t, admin: await loginAdmin(t) };
}

export type MailApp = AdminApp & { smtp: Smtp; port: number; worker: MailWorker };

/**
 * An app that sends its mail from "Dokuma Website" to a local SMTP server (staff at
 * staff@example.com unless `env` sets MAIL_TO, undefined: none), its mail worker started but left
 * to runOnce() (the timer never fires during a test), and a logged-in admin; `t.close()` also
 * stops the worker and the SMTP server.
 */
export async function mailApp(env: Record<string, string | undefined> = {}): Promise<MailApp> {
  const smtp = startSmtp();
  const port = await smtp.listen();
  const settings: Record<string, string | undefined> = {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Dokuma Website <no-reply@dokuma.example>",
    MAIL_TO: "staff@example.com",
    MAIL_POLL_MS: "3600000",
    ...env,
  };
  const app = await createTestApp(
    Object.fromEntries(Object.entries(settings).filter((e): e is [string, string] => e[1] !== undefined)),
  );
  const worker = startMailWorker(app.ctx, app.app.log);
  const t: TestApp = {
    ...app,
    async close(options) {
      await worker.stop();
      await smtp.close();
      await app.close(options);
    },
  };
  return { t, admin: await loginAdmin(t), smtp, port, worker };
}
