/** The path and query parameters routes share: a row id, a page. */
import { z } from "zod";
import { isRowId, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../constants";

/** `?page=` and `?page_size=` (capped at PAGE_SIZE_MAX), as a query shape; anything else is a 400. */
export const pageQuery = (defaultSize = PAGE_SIZE_DEFAULT) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(defaultSize),
});

/** A path id: a positive integer (a PostgreSQL integer); anything else is a 400, never a database error. */
export const idParam = z
  .string()
  .regex(/^[0-9]{1,10}$/)
  .transform(Number)
  .refine(isRowId);

/** `/:id` */
export const idParams = z.object({ id: idParam });
