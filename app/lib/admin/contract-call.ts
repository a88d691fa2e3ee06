/**
 * What a call of a route contract (common/api/contracts) takes and answers, worked out from the
 * contract itself: its `:param`s, its query's keys (and `lng` when it reads one), its body (the
 * JSON the body schema takes, or FormData for a multipart form), and its success answer as the
 * client hands it over (`{data, meta}` for a page, the `data` of anything else).
 */
import type { z } from "zod";
import type { AnyContract, MultipartBody } from "../../../common/api/contract";
import type { PageMeta } from "../../../common/api/shared";
import type { Lang } from "../../../common/constants";

type Schema = z.core.$ZodType;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

type ParamsInput<P> = { [K in keyof P]: string extends P[K] ? string | number : P[K] };
type ParamsPart<C> = C extends { params: infer P extends Schema } ? { params: ParamsInput<z.input<P>> } : { params?: never };

type QueryKeys<C> =
  | (C extends { query: infer Q extends Schema } ? keyof z.input<Q> : never)
  | (C extends { lng: true } ? "lng" : never);
type QueryInput<C> = { [K in QueryKeys<C>]?: K extends "lng" ? Lang | "all" : QueryValue | QueryValue[] };
type QueryPart<C> = [QueryKeys<C>] extends [never] ? { query?: never } : { query?: QueryInput<C> };

type BodyPart<C> = C extends { body: infer B }
  ? B extends MultipartBody
    ? { body: FormData }
    : B extends Schema
      ? { body: z.input<B> }
      : { body?: never }
  : { body?: never };

/** The input of a call: `{ params, query, body }`, each as the contract has it. */
export type CallInput<C extends AnyContract> = ParamsPart<C> & QueryPart<C> & BodyPart<C>;

type Success<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : undefined;
/** The envelope as the client opens it: a page keeps `{data, meta}`, anything else is its `data`. */
type Unwrapped<T> = T extends { data: infer D; meta: infer M } ? { data: D; meta: M } : T extends { data: infer D } ? D : T;

/** What a call of `C` resolves to (nothing for a 204). */
export type AnswerOf<C extends AnyContract> =
  Success<C["responses"]> extends infer S extends Schema ? Unwrapped<z.output<S>> : undefined;

/** A row of a list route's page. */
export type RowOf<C extends AnyContract> = AnswerOf<C> extends { data: (infer R)[]; meta: PageMeta } ? R : never;

/** The union member of an answer that has every language (`?lng=all`), when it is a union of shapes. */
type HasLocalized<T> = T extends { tr: string }
  ? true
  : T extends readonly (infer U)[]
    ? HasLocalized<U>
    : T extends object
      ? true extends { [K in keyof T]-?: HasLocalized<T[K]> }[keyof T]
        ? true
        : false
      : false;
type AllMembers<T> = T extends object ? (HasLocalized<T> extends true ? T : never) : never;
type PreferAll<T> = [AllMembers<T>] extends [never] ? T : AllMembers<T>;
type AllField<V> = [Extract<V, { tr: string }>] extends [never] ? AllLanguagesOf<V> : Exclude<V, string>;
type AllShape<T> = T extends readonly (infer U)[]
  ? AllLanguagesOf<U>[]
  : T extends object
    ? { [K in keyof T]: AllField<T[K]> }
    : T;
/**
 * An answer read with `?lng=all`: each localized text (a string, or every language) is every
 * language, as the server writes it for admins.
 */
export type AllLanguagesOf<T> = AllShape<PreferAll<T>>;

/** A contract's path with its parameters filled in (each encoded), and its query. */
export function contractPath(contract: AnyContract, params?: Record<string, string | number>): string {
  return contract.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === "") throw new Error(`${contract.method} ${contract.url}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}
