/**
 * The route contracts that recur from module to module (server/http/route.ts), so that a route
 * states only what is its own: its path, its summary and what it answers. A route that needs
 * more spreads one and adds to it: `{ ...adminItem(url, summary, Dto), lng: true }`.
 */
import { z } from "zod";
import { dataOf, pageOf } from "../../common/api/shared";
import { idParams, pageQuery } from "./pagination";
import type { MultipartBody } from "./route";

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
