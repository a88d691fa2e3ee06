import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { activeTracing, type RequestTrace } from "./tracing";

const traces = new WeakMap<IncomingMessage, RequestTrace>();

/**
 * The request id: with tracing on, `<trace id>-<span id>` of the request's span (started here,
 * the caller's traceparent continued), so every log line of the request and the error
 * envelope's request id name the trace; a random UUID otherwise.
 */
export function requestId(raw: IncomingMessage): string {
  const tracing = activeTracing();
  if (!tracing) return randomUUID();
  const trace = tracing.startRequest(raw);
  traces.set(raw, trace);
  return `${trace.traceId}-${trace.spanId}`;
}

/** The request's span is the parent of what its handler does; it ends with the answer. */
export function registerRequestTracing(app: FastifyInstance) {
  if (!activeTracing()) return;
  app.addHook("onRequest", (request, _reply, done) => {
    const trace = traces.get(request.raw);
    if (!trace) return done();
    trace.run(() => done());
  });
  const end = (
    request: { raw: IncomingMessage; method: string; routeOptions: { url?: string } },
    status: number,
  ) => {
    const trace = traces.get(request.raw);
    const route = request.routeOptions.url;
    trace?.end(
      route ? `${request.method} ${route}` : request.method,
      { "http.request.method": request.method, "http.route": route, "http.response.status_code": status },
      status >= 500,
    );
  };
  app.addHook("onResponse", async (request, reply) => end(request, reply.statusCode));
  app.addHook("onRequestAbort", async (request) => end(request, 499));
}
