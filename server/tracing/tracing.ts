import type { IncomingMessage } from "node:http";

/** Attributes of a span: plain values only (never a query's parameters or a form's content). */
export type Attributes = Record<string, string | number | boolean | undefined>;

/** A request's span: its ids, a runner that makes it the parent of what runs inside, its end. */
export type RequestTrace = {
  traceId: string;
  spanId: string;
  run(fn: () => void): void;
  end(name: string, attributes: Attributes, failed: boolean): void;
};

export type Tracing = {
  startRequest(raw: IncomingMessage): RequestTrace;
  /** A child of the active span around `fn` (its promise, when it returns one). */
  span<T>(name: string, attributes: Attributes, fn: () => T): T;
  /** A child of the active span ended by the caller (callback-style calls). */
  start(name: string, attributes: Attributes): (error?: unknown) => void;
  shutdown(): Promise<void>;
};

let current: Tracing | null = null;

/** The tracer when OTEL_EXPORTER_OTLP_ENDPOINT is set, else null (nothing of OpenTelemetry loaded). */
export const activeTracing = () => current;

/**
 * Starts the OpenTelemetry SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it the packages
 * are never loaded (server/tracing/otel.ts loads them with require, out of the bundle's imports).
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const { createTracing } = await import("./otel");
  current = createTracing(env);
  return current;
}

/** Flushes the spans still batched and stops the tracer. */
export async function stopTracing(): Promise<void> {
  const tracing = current;
  current = null;
  await tracing?.shutdown();
}

/** `fn` inside a child span when tracing is on, as is otherwise. */
export function traced<T>(name: string, attributes: Attributes, fn: () => T): T {
  return current ? current.span(name, attributes, fn) : fn();
}
