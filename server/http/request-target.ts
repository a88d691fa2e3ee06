import type { FastifyRequest } from "fastify";
import { badRequest } from "./errors";

/** RFC 9112 §3.2.2 absolute-form: `http://authority/path?query`, as clients write it to proxies. */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)([^#]*)$/i;

/**
 * Fastify's `rewriteUrl`: an absolute-form request target naming this request's own Host is
 * served as the path it names (a server must accept that form). Everything after routing reads
 * request.url as a path; other targets (`*`, another host) stay as they are for
 * rejectOddTarget.
 */
export function toOriginForm(req: { url?: string; headers: { host?: string } }): string {
  const url = req.url ?? "/";
  if (url.startsWith("/")) return url;
  const match = ABSOLUTE_FORM.exec(url);
  const host = req.headers.host?.toLowerCase();
  if (!match || !host || match[1]?.toLowerCase() !== host) return url;
  const rest = match[2] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A request target that is not a path (`*`, or an absolute URL naming a host other than the
 * Host header: which one would the page be for?) is a 400, before any route reads it.
 */
export async function rejectOddTarget(request: FastifyRequest) {
  if (!request.url.startsWith("/")) throw badRequest("Malformed request");
}

/** A Host header a URL can be built from: a name or an address, and a port; nothing else. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
export const isReadableHost = (host: string) => HOST.test(host);
