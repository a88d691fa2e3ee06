import type { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import type * as Api from "@opentelemetry/api";
import type * as AsyncHooks from "@opentelemetry/context-async-hooks";
import type * as Core from "@opentelemetry/core";
import type * as Exporter from "@opentelemetry/exporter-trace-otlp-http";
import type * as Resources from "@opentelemetry/resources";
import type * as SdkTrace from "@opentelemetry/sdk-trace-base";
import type { Attributes, RequestTrace, Tracing } from "./tracing";

/** Loaded with require: a static import would be hoisted to the top of the server bundle. */
const load = createRequire(import.meta.url);

const clean = (attributes: Attributes) =>
  Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Api.Attributes;

/** The OTLP/HTTP (JSON) exporter, batched, the caller's W3C traceparent continued. */
export function createTracing(env: NodeJS.ProcessEnv): Tracing {
  const api: typeof Api = load("@opentelemetry/api");
  const { AsyncLocalStorageContextManager }: typeof AsyncHooks = load("@opentelemetry/context-async-hooks");
  const { W3CTraceContextPropagator }: typeof Core = load("@opentelemetry/core");
  const { OTLPTraceExporter }: typeof Exporter = load("@opentelemetry/exporter-trace-otlp-http");
  const { Resource }: typeof Resources = load("@opentelemetry/resources");
  const { BasicTracerProvider, BatchSpanProcessor }: typeof SdkTrace = load("@opentelemetry/sdk-trace-base");

  const base = (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? "").replace(/\/+$/, "");
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${base}/v1/traces`;
  const exporter = new OTLPTraceExporter({ url });
  const provider = new BasicTracerProvider({
    resource: new Resource({ "service.name": env.OTEL_SERVICE_NAME || "dokuma-site" }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const propagator = new W3CTraceContextPropagator();
  const tracer = provider.getTracer("dokuma-site");

  const finish = (span: Api.Span, error?: unknown) => {
    if (error !== undefined) {
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      if (error instanceof Error) span.recordException({ name: error.name, message: error.name });
    }
    span.end();
  };

  return {
    startRequest(raw: IncomingMessage): RequestTrace {
      const parent = propagator.extract(api.ROOT_CONTEXT, raw.headers, api.defaultTextMapGetter);
      const span = tracer.startSpan(
        raw.method ?? "GET",
        { kind: api.SpanKind.SERVER, attributes: { "http.request.method": raw.method ?? "GET" } },
        parent,
      );
      const active = api.trace.setSpan(parent, span);
      let ended = false;
      return {
        traceId: span.spanContext().traceId,
        spanId: span.spanContext().spanId,
        run: (fn) => api.context.with(active, fn),
        end(name, attributes, failed) {
          if (ended) return;
          ended = true;
          span.updateName(name);
          span.setAttributes(clean(attributes));
          if (failed) span.setStatus({ code: api.SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    span<T>(name: string, attributes: Attributes, fn: () => T): T {
      return tracer.startActiveSpan(name, { attributes: clean(attributes) }, (span) => {
        let result: T;
        try {
          result = fn();
        } catch (error) {
          finish(span, error);
          throw error;
        }
        if (result && typeof (result as unknown as Promise<unknown>).then === "function")
          return (result as unknown as Promise<unknown>).then(
            (value) => {
              finish(span);
              return value;
            },
            (error: unknown) => {
              finish(span, error);
              throw error;
            },
          ) as T;
        finish(span);
        return result;
      });
    },
    start(name, attributes) {
      const span = tracer.startSpan(name, { attributes: clean(attributes) });
      return (error) => finish(span, error ?? undefined);
    },
    async shutdown() {
      await provider.shutdown();
      api.context.disable();
    },
  };
}
