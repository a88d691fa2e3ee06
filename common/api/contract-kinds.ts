/**
 * The route contracts that recur from module to module (common/api/contract.ts), so that a route
 * states only what is its own: its path, its summary and what it answers. A route that needs
 * more spreads one and adds to it: `{ ...adminItem(url, summary, Dto), lng: true }`.
 */
import { z } from "zod";
import type { MultipartBody } from "./contract";
import { idParams, pageQuery } from "./params";
import { dataOf, pageOf } from "./shared";

type Dto = z.ZodType;
/** A JSON body's schema, or a multipart form (`multipart(...)`). */
type Body = z.core.$ZodType | MultipartBody;

/** GET one row by `/:id`: public, cached, in the request's language. */
export const publicItem = <T extends Dto>(url: string, summary: string, item: T) =>
  ({
    method: "GET",
    url,
    summary,
    cache: "public",
    params: idParams,
    lng: true,
    responses: { 200: dataOf(item) },
  }) as const;

/** GET a page of rows (`?page=`, `?page_size=`): public, cached, in the request's language. */
export const publicPage = <T extends Dto>(url: string, summary: string, item: T, pageSize?: number) =>
  ({
    method: "GET",
    url,
    summary,
    cache: "public",
    lng: true,
    query: z.object(pageQuery(pageSize)),
    responses: { 200: pageOf(item) },
  }) as const;

/** An admin's GET of a page of rows, with the list's own filters (`?status=`, `?q=`, ...). */
export const adminPage = <T extends Dto, F extends z.ZodRawShape>(
  url: string,
  summary: string,
  item: T,
  filters: z.ZodObject<F>,
  pageSize?: number,
) =>
  ({
    method: "GET",
    url,
    summary,
    admin: true,
    query: z.object({ ...filters.shape, ...pageQuery(pageSize) }),
    responses: { 200: pageOf(item) },
  }) as const;

/** An admin's GET of one row by `/:id`. */
export const adminItem = <T extends Dto>(url: string, summary: string, item: T) =>
  ({ method: "GET", url, summary, admin: true, params: idParams, responses: { 200: dataOf(item) } }) as const;

/** An admin's POST of a new row, answering it with 201. */
export const adminCreate = <B extends Body, T extends Dto>(url: string, summary: string, body: B, item: T) =>
  ({ method: "POST", url, summary, admin: true, body, responses: { 201: dataOf(item) } }) as const;

/** An admin's PUT to one row by `/:id`, answering the row. */
export const adminUpdate = <B extends Body, T extends Dto>(url: string, summary: string, body: B, item: T) =>
  ({ ...adminItem(url, summary, item), method: "PUT", body }) as const;

/** An admin's DELETE of one row by `/:id`: 204. */
export const adminDelete = (url: string, summary: string) =>
  ({ method: "DELETE", url, summary, admin: true, params: idParams, responses: { 204: null } }) as const;

/** An inbox's list page: longer than the site's lists, an admin reads through it. */
export const INBOX_PAGE_SIZE = 50;

/** An admin's change of an inbox item's status: answers the item, 409 for a change its transitions forbid. */
export const statusChange = <B extends z.core.$ZodType, T extends z.ZodType>(
  url: string,
  summary: string,
  body: B,
  item: T,
) =>
  ({
    ...adminUpdate(url, summary, body, item),
    errors: { 409: "The status may not change that way" },
  }) as const;

/** An inbox list's `?status=`, `?q=` (a search) and `?sort=` (one of the column keys, newest first by default). */
export const inboxListQuery = <const S extends readonly [string, ...string[]]>(
  statuses: S,
  sortKeys: readonly string[],
) =>
  z.object({
    status: z.enum(statuses).optional(),
    q: z.string().trim().max(200).optional(),
    sort: z.enum(sortValues(sortKeys) as [string, ...string[]]).default("-created_at"),
  });

/** The accepted values of ?sort= for the given keys: `key` and `-key`. */
const sortValues = <K extends string>(keys: readonly K[]) =>
  keys.flatMap((k) => [k, `-${k}`] as const);

