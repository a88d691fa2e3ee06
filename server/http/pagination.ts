import { z } from "zod";
import { isRowId, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../../common/constants";
import { badRequest, parseInput } from "./errors";

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

export type Page = { page: number; pageSize: number; offset: number };

export type PageRequest = { page: number; pageSize: number };

export const toPage = (request: PageRequest): Page => ({
  page: request.page,
  pageSize: request.pageSize,
  offset: (request.page - 1) * request.pageSize,
});

/** `?page=` and `?page_size=` (capped at PAGE_SIZE_MAX); anything else is a 400. */
export function parsePage(query: unknown, defaultSize = PAGE_SIZE_DEFAULT): Page {
  const q = (query ?? {}) as Record<string, unknown>;
  const parsed = parseInput(pageQuery, { page: q.page, page_size: q.page_size ?? defaultSize });
  return { page: parsed.page, pageSize: parsed.page_size, offset: (parsed.page - 1) * parsed.page_size };
}

export const pageMeta = (page: Page, total: number) => ({
  page: page.page,
  page_size: page.pageSize,
  total,
  pages: Math.max(1, Math.ceil(total / page.pageSize)),
});

/** Path ids are positive integers; anything else is a 400, never a database error. */
export function parseId(value: unknown, field = "id"): number {
  const id = typeof value === "string" && /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!isRowId(id)) throw badRequest("Invalid id", { [field]: "invalid" });
  return id;
}
