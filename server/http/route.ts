/**
 * One contract per API route (common/api/contract.ts: what it takes, what it answers, whether
 * it needs an admin session, whether visitors' answers are cached), registered with its
 * handler. The handler gets the parsed, typed input; the OpenAPI document
 * (server/modules/openapi) and the public cache (server/http/cache) read the same contract.
 *
 *   route(app, {
 *     method: "GET", url: "/fabrics/:id", summary: "A fabric and its photos",
 *     params: idParams, lng: true, cache: "public",
 *     responses: { 200: dataOf(FabricDetail) },
 *   }, async ({ params, lng }) => ({ data: await getFabric(params.id, lng) }));
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Contract, MultipartBody, Responses } from "../../common/api/contract";
import type { Lang } from "../../common/constants";
import { parseInput } from "./errors";
import { resolveLang } from "./lang";

type Schema = z.core.$ZodType;
type ObjectSchema = z.core.$ZodObject;

/**
 * A contract (common/api/contract.ts) as the server registers it: what only the server runs
 * may be added beside it.
 */
export type RouteContract<
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends Schema | MultipartBody | undefined = Schema | MultipartBody | undefined,
  R extends Responses = Responses,
  L extends boolean = boolean,
> = Contract<P, Q, B, R, L> & {
  /** Checked before the body is parsed (e.g. a public form's honeypot). */
  guard?: (request: FastifyRequest) => void;
};

export type AnyContract = RouteContract;

type Out<S> = S extends Schema ? z.core.output<S> : undefined;

export type RouteInput<P, Q, B, L> = {
  params: Out<P>;
  query: Out<Q>;
  /** Parsed JSON body; a multipart body is read by the handler (it streams). */
  body: B extends Schema ? z.core.output<B> : undefined;
  lng: L extends true ? Lang | "all" : undefined;
};

/**
 * What a handler returns: the success answer's payload (nothing for 204), or the reply it sent
 * itself (always for a redirect, 303).
 */
type Answer<R> = {
  // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler returns nothing (an async function's void).
  [K in keyof R]: R[K] extends Schema ? z.core.input<R[K]> : R[K] extends null ? void : never;
}[keyof R];

declare module "fastify" {
  interface FastifyContextConfig {
    contract?: AnyContract;
  }
}

const isSchema = (body: unknown): body is Schema => typeof body === "object" && body !== null && "_zod" in body;

/** The success status a contract declares (one per route). */
export function successStatus(contract: AnyContract): 200 | 201 | 202 | 204 | 303 {
  if ("201" in contract.responses) return 201;
  if ("202" in contract.responses) return 202;
  if ("303" in contract.responses) return 303;
  if ("204" in contract.responses) return 204;
  return 200;
}

export function route<
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends Schema | MultipartBody | undefined = undefined,
  R extends Responses = Responses,
  L extends boolean = false,
>(
  app: FastifyInstance,
  contract: RouteContract<P, Q, B, R, L>,
  handler: (
    input: RouteInput<P, Q, B, L>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<Answer<R> | FastifyReply>,
) {
  const status = successStatus(contract as AnyContract);
  app.route({
    method: contract.method,
    url: contract.url,
    // An admin route: a session or, with a scope, a bearer token; a public read with a scope
    // opens its staff's view (`?lng=all`) to a token holding it.
    ...(contract.admin ? { onRequest: app.requireAdmin } : contract.scope ? { onRequest: app.acceptToken } : {}),
    ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
    config: { contract: contract as AnyContract, ...(contract.rateLimit ? { rateLimit: contract.rateLimit } : {}) },
    handler: async (request, reply) => {
      // In this order, as the routes always checked them: the path, the language, the query, the body.
      const params = contract.params ? parseInput(contract.params, request.params, "Invalid id") : undefined;
      const lng = contract.lng ? await resolveLang(request) : undefined;
      const query = contract.query ? parseInput(contract.query, request.query ?? {}) : undefined;
      contract.guard?.(request);
      const body = isSchema(contract.body) ? parseInput(contract.body, request.body) : undefined;
      const input = { params, query, body, lng } as RouteInput<P, Q, B, L>;
      const answer = await handler(input, request, reply);
      if (answer === reply) return reply;
      if (status === 204) return reply.code(204).send();
      if (status === 201 || status === 202) reply.code(status);
      return answer;
    },
  });
}

/** A route as registered: its method, its full path, and its contract (null when it has none). */
export type RegisteredRoute = { method: string; url: string; contract: AnyContract | null };

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered so far (HEAD twins left out), with its contract. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records each route as it is registered, so the document and the tests cannot miss one. */
export function collectRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routes.push({ method, url: options.url, contract: options.config?.contract ?? null });
    }
  });
}
