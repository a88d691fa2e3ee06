import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../../common/constants";
import { isRowId } from "../../common/constants";

export type Page = { page: number; pageSize: number; offset: number };

export type PageRequest = { page: number; pageSize: number };

export const toPage = (request: PageRequest): Page => ({
  page: request.page,
  pageSize: request.pageSize,
  offset: (request.page - 1) * request.pageSize,
});

/** `?page=` and `?page_size=` (capped at PAGE_SIZE_MAX), as a query shape; anything else is a 400. */
export const pageQuery = (defaultSize = PAGE_SIZE_DEFAULT) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(defaultSize),
});

/** The page a parsed `pageQuery` asks for. */
export const pageOfQuery = (query: { page: number; page_size: number }): Page =>
  toPage({ page: query.page, pageSize: query.page_size });

/** A list service's page (`{items, meta}`) as the API answers it: `{data, meta}`. */
export const pageAnswer = <T, M>(page: { items: T[]; meta: M }) => ({ data: page.items, meta: page.meta });

export const pageMeta = (page: Page, total: number) => ({
  page: page.page,
  page_size: page.pageSize,
  total,
  pages: Math.max(1, Math.ceil(total / page.pageSize)),
});

/** A path id: a positive integer (a PostgreSQL integer); anything else is a 400, never a database error. */
export const idParam = z
  .string()
  .regex(/^[0-9]{1,10}$/)
  .transform(Number)
  .refine(isRowId);

/** `/:id` */
export const idParams = z.object({ id: idParam });
