import type { FastifyRequest, onRequestHookHandler } from "fastify";
import type { ApiTokenScope } from "../../common/constants";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import type { Storage } from "../storage/storage";
import type { PublicData } from "./cache/public-data";

/** What every module gets: built once in main.ts (or by a test) and passed to buildApp. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  /** Public read models kept in memory until the next admin change (server/http/cache/public-data.ts). */
  publicData: PublicData;
  /** Wakes the mail worker after a commit that queued mail (no-op when SMTP is not set). */
  notifyMail(): void;
  /** Set while shutting down: /readyz answers 503. */
  state: { shuttingDown: boolean };
};

export type AdminPrincipal = {
  userId: number;
  username: string;
  sessionId: number;
  csrfToken: string;
};

/** An API token a request was authenticated with (modules/api-tokens: the bearer path). */
export type ApiTokenPrincipal = { id: number; name: string; scopes: ApiTokenScope[] };

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    /** onRequest hook: 401 without a valid session, 403 on a change without CSRF proof. */
    requireAdmin: onRequestHookHandler;
    /** The admin behind the request's session cookie, or null (a found one is kept in request.admin). */
    loadAdmin(request: FastifyRequest): Promise<AdminPrincipal | null>;
    /** onRequest hook of a public read with a scope: a bearer token, when one is sent, must hold it. */
    acceptToken: onRequestHookHandler;
  }
  interface FastifyRequest {
    admin: AdminPrincipal | null;
    /** The API token of a bearer request (set by the guard), else unset. */
    apiToken?: ApiTokenPrincipal;
  }
}
