/**
 * The OpenAPI 3.1 document, generated from the routes' contracts (server/http/route.ts): their
 * parameters, bodies and answers as JSON Schema (zod's toJSONSchema), the usual failures added
 * by what a route is (admin, with a path id, with an upload).
 */
import { z } from "zod";
import { LANGUAGES } from "../../../common/constants";
import { ErrorEnvelope } from "../../../common/api/errors";
import { SESSION_COOKIE } from "../../http/session-cookie";
import { type AnyContract, type RegisteredRoute, successStatus } from "../../http/route";

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.core.$ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
};

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** An object schema's properties as OpenAPI parameters (path or query). */
function parameters(schema: z.core.$ZodObject | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = jsonSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const LNG_PARAMETER = {
  name: "lng",
  in: "query",
  required: false,
  description: "Language of the texts (tr fallback); `all` (admins only) answers every language",
  schema: { type: "string", enum: [...LANGUAGES, "all"], default: "tr" },
};

function requestBody(body: AnyContract["body"]) {
  if (!body) return undefined;
  if ("kind" in body && body.kind === "multipart") {
    const fields = jsonSchema(body.fields, "input") as { properties?: JsonSchema; required?: string[] };
    const files = Object.fromEntries(body.files.map((name) => [name, { type: "string", format: "binary" }]));
    const required = [...(fields.required ?? []), ...(body.requiredFile ? [body.requiredFile] : [])];
    const schema = { type: "object", properties: { ...fields.properties, ...files }, ...(required.length ? { required } : {}) };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  return { required: true, content: { "application/json": { schema: jsonSchema(body as z.core.$ZodType, "input") } } };
}

function success(contract: AnyContract) {
  const status = successStatus(contract);
  if (status === 303) {
    const description = contract.responses[303]?.description ?? "See other";
    return { 303: { description, headers: { Location: { schema: { type: "string", format: "uri" } } } } };
  }
  const answer = contract.responses[status as 200];
  if (!answer) return { [status]: { description: "No content" } };
  if ("kind" in answer && answer.kind === "file") {
    const content = Object.fromEntries(answer.types.map((type) => [type, { schema: { type: "string", format: "binary" } }]));
    return { [status]: { description: "The file", content } };
  }
  const schema = jsonSchema(answer as z.core.$ZodType, "output");
  return { [status]: { description: "Success: `{data}` (lists add `meta`)", content: { "application/json": { schema } } } };
}

/**
 * Who may call a route: a session with its CSRF token; with a scope also a bearer API token
 * holding it (on a public read, optionally: `{}` first).
 */
function security(contract: AnyContract) {
  const bearer = contract.scope ? [{ bearer: [contract.scope] }] : [];
  if (contract.admin) return { security: [{ session: [], csrf: [] }, ...bearer] };
  return contract.scope ? { security: [{}, ...bearer] } : {};
}

function operation(contract: AnyContract, path: string) {
  const multipart = Boolean(contract.body && "kind" in contract.body && contract.body.kind === "multipart");
  const responses: Record<string, unknown> = {
    ...success(contract),
    "400": errorResponse("Invalid input (field codes in error.fields)"),
    "429": errorResponse("Too many requests (Retry-After)"),
    "503": errorResponse("Database unavailable"),
  };
  if (contract.admin) {
    responses["401"] = errorResponse(contract.scope ? "No valid session nor API token" : "No valid session");
    responses["403"] = errorResponse(
      contract.scope
        ? `Missing CSRF token or cross-site request (session), or an API token without the scope ${contract.scope}`
        : "Missing CSRF token or cross-site request; an API token is refused here (staff only)",
    );
  } else if (contract.scope) {
    responses["401"] = errorResponse("An Authorization header without a valid API token");
    responses["403"] = errorResponse(`An API token without the scope ${contract.scope}`);
  }
  if (contract.params) responses["404"] = errorResponse("Not found");
  for (const [status, description] of Object.entries(contract.errors ?? {})) responses[status] = errorResponse(description);
  if (multipart) {
    responses["413"] = errorResponse("File too large");
    responses["415"] = errorResponse("File type not accepted");
  }
  const body = requestBody(contract.body);
  return {
    summary: contract.summary,
    tags: [path.startsWith("/api/") ? (path.split("/")[2] ?? "api") : path.startsWith("/feeds/") ? "feeds" : "digital-link"],
    ...security(contract),
    ...(contract.scope
      ? {
          description: contract.admin
            ? `Staff (session) or an API token with the scope \`${contract.scope}\` (\`Authorization: Bearer dkt_…\`).`
            : `Public; the staff's view (\`?lng=all\`) also with an API token with the scope \`${contract.scope}\` (\`Authorization: Bearer dkt_…\`).`,
          "x-scope": contract.scope,
        }
      : {}),
    parameters: [
      ...parameters(contract.params, "path"),
      ...(contract.lng ? [LNG_PARAMETER] : []),
      ...parameters(contract.query, "query"),
    ],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The document of the given routes; a route without a contract is a mistake, never skipped. */
export function buildOpenApi(routes: RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.contract) throw new Error(`${route.method} ${route.url} has no contract (server/http/route.ts)`);
    const path = toOpenApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route.contract, path);
  }
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Website and admin API",
      version,
      description:
        "Public reads take ?lng=tr|en|de|es|fr (tr fallback); admins may ask ?lng=all for every language. " +
        "Writes take the tr text in the field itself and the other languages in <field>_en, _de, _es, _fr.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE.http },
        csrf: { type: "apiKey", in: "header", name: "X-CSRF-Token" },
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "dkt_ + 43 base64url characters",
          description:
            "An API token (admin \"API tokens\"), in the Authorization header only (one in the query string is refused with 400); " +
            "it reaches the routes whose `x-scope` it holds. Unknown, revoked or expired: 401; a route outside its scopes: 403; " +
            "over its own rate limit: 429 with Retry-After.",
        },
      },
      schemas: { Error: jsonSchema(ErrorEnvelope, "output") },
    },
    paths,
  };
}
