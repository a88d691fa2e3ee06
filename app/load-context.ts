import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../server/http/context";

/**
 * What route loaders and actions get as `context` (server/http/site.ts builds it per request):
 * the server's AppContext, so pages call the module services directly instead of our own API.
 */
declare module "react-router" {
  interface AppLoadContext {
    ctx: AppContext;
    /** The request's logger (carries the request id). */
    log: FastifyBaseLogger;
    /** Marks the inline scripts the page renders; the server swaps it for their CSP hashes. */
    scriptNonce: string;
  }
}
