import type { FastifyRequest } from "fastify";

/** An API token's secret (`dkt_…`) wherever it stands in a text. */
const TOKEN = /dkt_[A-Za-z0-9_-]+/g;

/**
 * The request as the log writes it (Fastify's own fields), an API token in its address (refused
 * with 400, but the log line is written first) replaced by `dkt_[redacted]`; the headers are not
 * written (and the Authorization header is redacted where they would be).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(TOKEN, "dkt_[redacted]"),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
