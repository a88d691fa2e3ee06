import type { FastifyRequest } from "fastify";
import type { TrustProxy } from "../config";
import { badRequest } from "./errors";

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count means the nearest N hops are proxies: the
 * client is the address the outermost of them appended (the right-most X-Forwarded-For entries
 * are the proxies' own, the left-most whatever the client wrote). Fastify 5 no longer takes a
 * bare number (it cannot tell a proxy from a client that connects directly), hence the function:
 * with a hop count the server must be reachable through the proxies only (README).
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | TrustFunction {
  if (trust === false || trust === 0) return false;
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Behind a trusted proxy the scheme comes from X-Forwarded-Proto: only `http` and `https` are
 * schemes of this site (anything else would reach the Secure-cookie choice, HSTS, the origin
 * check and the page cache key as written).
 */
export async function rejectOddScheme(request: FastifyRequest) {
  const scheme = request.protocol;
  if (scheme !== "http" && scheme !== "https") throw badRequest("Malformed request");
}
