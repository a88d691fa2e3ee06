/**
 * A route's contract, the part both sides read: method, path, what it takes (params, query,
 * body), what it answers per status, whether it needs an admin session, whether visitors'
 * answers are cached. The server registers it with its handler (server/http/route.ts), the
 * OpenAPI document describes it, the admin's client (app/lib/admin/api.ts) calls it:
 *
 *   export const positionContracts = {
 *     remove: defineContract({ method: "DELETE", url: "/positions/:id", summary: "…",
 *       admin: true, params: idParams, responses: { 204: null } }),
 *   };
 *
 * What only the server runs (a guard reading the request) stays beside the handler.
 */
import type { z } from "zod";
import type { ApiTokenScope } from "../constants";

type Schema = z.core.$ZodType;
type ObjectSchema = z.core.$ZodObject;

/** A multipart body: its text fields as a zod object, the names of its file fields. */
export type MultipartBody<S extends ObjectSchema = ObjectSchema> = {
  kind: "multipart";
  fields: S;
  /** Accepted file fields (e.g. ["image", "image[]"]); at most one file per request. */
  files: readonly string[];
  /** Reported as `required` when no file came; unset when the file is optional. */
  requiredFile?: string;
};

export const multipart = <S extends ObjectSchema>(body: Omit<MultipartBody<S>, "kind">): MultipartBody<S> => ({
  kind: "multipart",
  ...body,
});

/** The text-field allow-list of a multipart body: the keys of its schema. */
export const textFieldsOf = (body: MultipartBody) => Object.keys(body.fields._zod.def.shape);

/** An answer that is a file, not JSON. */
export type FileAnswer = { kind: "file"; types: readonly string[] };
export const fileAnswer = (types: readonly string[]): FileAnswer => ({ kind: "file", types });

/** An answer that sends the client elsewhere (`Location`), with what it points to. */
export type RedirectAnswer = { kind: "redirect"; description: string };
export const redirectAnswer = (description: string): RedirectAnswer => ({ kind: "redirect", description });

/** Success answers by status: a schema of the JSON, a file, null for 204, a redirect for 303. */
export type Responses = Partial<Record<200 | 201 | 202, Schema | FileAnswer>> & { 204?: null; 303?: RedirectAnswer };

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export type Contract<
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends Schema | MultipartBody | undefined = Schema | MultipartBody | undefined,
  R extends Responses = Responses,
  L extends boolean = boolean,
> = {
  method: Method;
  /** The path under /api, its parameters as `:name`. */
  url: string;
  summary: string;
  /** Needs an admin session (and, for changes, the CSRF token): refused before the body is read. */
  admin?: boolean;
  /**
   * An admin route that a bearer token with this scope may also call (`Authorization: Bearer
   * dkt_…`: no cookie, no CSRF); on a public read, the staff's view (`?lng=all`) with such a token.
   * An admin route without it is staff-only: a token gets 403 there.
   */
  scope?: ApiTokenScope;
  /** A public read whose answer depends only on the URL: kept by the public cache. */
  cache?: "public";
  /** Reads `?lng=` (a language, or `all` for admins): the handler gets it as `lng`. */
  lng?: L;
  params?: P;
  query?: Q;
  body?: B;
  responses: R;
  /** Failures the route may answer beyond the usual ones, with what they mean. */
  errors?: Partial<Record<409 | 422, string>>;
  bodyLimit?: number;
  rateLimit?: { max: number; timeWindow: number };
};

export type AnyContract = Contract;

/** A contract as written, its literal types kept (the method, the schemas) for both sides. */
export const defineContract = <const C extends AnyContract>(contract: C): C => contract;
