import http from "node:http";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "../../server/mail/outbox";
import { startMailWorker } from "../../server/mail/worker";
import { startTracing, stopTracing } from "../../server/tracing/tracing";
import { createTestApp, type TestApp } from "../helpers/app";
import { startSmtp } from "../helpers/smtp";

type Value = { stringValue?: string; intValue?: string | number };
type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: Value }[];
};
type Export = {
  resourceSpans: {
    resource: { attributes: { key: string; value: Value }[] };
    scopeSpans: { spans: Span[] }[];
  }[];
};

/** An OTLP/HTTP receiver: every JSON export posted to /v1/traces, kept as it arrived. */
function startReceiver() {
  const exports: Export[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.url === "/v1/traces" && req.headers["content-type"]?.startsWith("application/json"))
        exports.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Export);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return {
    exports,
    spans: () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe("traces over OTLP/HTTP", () => {
  const receiver = startReceiver();
  const smtp = startSmtp();
  let t: TestApp;
  const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
  const callerSpan = "00f067aa0ba902b7";
  let missingEnvelope: { requestId: string } | undefined;
  const pageTrace = "0af7651916cd43dd8448eb211c80319c";
  const logs: string[] = [];

  beforeAll(async () => {
    const port = await receiver.listen();
    const smtpPort = await smtp.listen();
    await startTracing({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`,
      OTEL_SERVICE_NAME: "mill-site-test",
    });
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Dokuma Website <no-reply@dokuma.example>",
        MAIL_TO: "staff@example.com",
        MAIL_POLL_MS: "3600000",
      },
      { site: true, logs },
    );
    const list = await t.app.inject({
      method: "GET",
      url: "/api/fabrics?q=secret-search-term",
      headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    });
    expect(list.statusCode).toBe(200);
    const page = await t.app.inject({
      method: "GET",
      url: "/fabrics?lng=de",
      headers: { traceparent: `00-${pageTrace}-b7ad6b7169203331-01` },
    });
    expect(page.statusCode).toBe(200);
    const missing = await t.app.inject({ method: "GET", url: "/api/fabrics/999999" });
    expect(missing.statusCode).toBe(404);
    missingEnvelope = missing.json().error;
    await queueMail(t.ctx.db, {
      kind: "contact_message",
      to: "staff@example.com",
      subject: "Traced mail",
      body: "Body",
    });
    const worker = startMailWorker(t.ctx, t.app.log);
    await worker.runOnce();
    await worker.stop();
    // Shutting the tracer down sends what the batch still holds.
    await stopTracing();
  });
  afterAll(async () => {
    await stopTracing();
    await t?.close();
    await receiver.close();
    await smtp.close();
  });

  it("continues the caller's traceparent in a span named by the route, its queries as children", () => {
    const spans = receiver.spans();
    const request = spans.find((s) => s.traceId === callerTrace && s.parentSpanId === callerSpan);
    expect(request?.name).toBe("GET /api/fabrics");
    expect(attribute(request!, "http.route")).toBe("/api/fabrics");
    expect(attribute(request!, "http.response.status_code")).toBe(200);
    const queries = spans.filter((s) => s.parentSpanId === request!.spanId && attribute(s, "db.system"));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(attribute(query, "db.system")).toBe("postgresql");
      expect(String(attribute(query, "db.query.text"))).toMatch(/select/i);
    }
    // The statement's text only: the search term went as a parameter and is nowhere in a span.
    expect(JSON.stringify(receiver.exports)).not.toContain("secret-search-term");
    const service = receiver.exports[0]?.resourceSpans[0]?.resource.attributes.find(
      (a) => a.key === "service.name",
    );
    expect(service?.value.stringValue).toBe("mill-site-test");
  });

  it("traces a page: its request, its server rendering, the rendering's queries; its log lines name the trace", () => {
    const spans = receiver.spans().filter((s) => s.traceId === pageTrace);
    const request = spans.find((s) => s.parentSpanId === "b7ad6b7169203331");
    // The site's pages share one server route (the router inside the rendering picks the page).
    expect(request?.name).toBe("GET /*");
    const render = spans.find((s) => s.name === "ssr render");
    expect(render?.parentSpanId).toBe(request!.spanId);
    // The loaders' reads happen inside the rendering's span (its children, or theirs).
    const ids = new Set(spans.map((s) => s.spanId));
    const queries = spans.filter((s) => attribute(s, "db.system"));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(ids.has(query.parentSpanId!)).toBe(true);
    // Every log line of the request carries the trace (its request id is `<trace>-<span>`).
    const lines = logs.map(
      (line) => JSON.parse(line) as { reqId?: string; msg: string; req?: { url?: string } },
    );
    const mine = lines.filter((line) => line.reqId === `${pageTrace}-${request!.spanId}`);
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["incoming request", "request completed"]),
    );
    expect(mine.find((line) => line.msg === "incoming request")?.req?.url).toBe("/fabrics?lng=de");
    // And no line of it without.
    const pageLines = lines.filter((line) => line.req?.url === "/fabrics?lng=de");
    expect(pageLines.every((line) => line.reqId?.startsWith(pageTrace))).toBe(true);
  });

  it("puts the trace id in the error envelope's request id", () => {
    const spans = receiver.spans();
    const missing = spans.find((s) => s.name === "GET /api/fabrics/:id");
    expect(missing).toBeDefined();
    expect(attribute(missing!, "http.response.status_code")).toBe(404);
    expect(missingEnvelope?.requestId).toBe(`${missing!.traceId}-${missing!.spanId}`);
  });

  it("sends each mail in a span of its own, without the address", () => {
    const send = receiver.spans().find((s) => s.name === "smtp send");
    expect(send).toBeDefined();
    expect(attribute(send!, "mail.kind")).toBe("contact_message");
    expect(JSON.stringify(send)).not.toContain("staff@example.com");
    expect(smtp.received.length).toBe(1);
  });
});

describe("without OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("starts no tracer, and the server bundle imports no OpenTelemetry module", async () => {
    expect(await startTracing({})).toBeNull();
    const result = await build({
      entryPoints: [path.resolve(import.meta.dirname, "../../server/main.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      define: { __BUILD_COMMIT__: "null" },
      logLevel: "silent",
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain("@opentelemetry/sdk-trace-base");
    expect(code).not.toMatch(/(import|from)\s*["']@opentelemetry/);
  });
});
