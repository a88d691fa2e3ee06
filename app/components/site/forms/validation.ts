import type { TFunction } from "i18next";
import type { z } from "zod/mini";
import type { FieldErrors } from "../../../lib/api";

/** One field's problem: the server's field code (required, too_long...) and its bound. */
export type FieldError = { code: string; min?: number; max?: number };
export type FieldErrorMap = Record<string, FieldError>;

/**
 * A zod issue as the code the server answers for it (server/http/errors.ts does the same),
 * so a field refused in the browser and one refused by the server read alike.
 */
function issueError(issue: z.core.$ZodIssue): FieldError {
  switch (issue.code) {
    case "too_small":
      return issue.minimum === 1 && issue.origin === "string"
        ? { code: "required" }
        : { code: "too_short", min: Number(issue.minimum) };
    case "too_big":
      return { code: "too_long", max: Number(issue.maximum) };
    case "invalid_format":
      if (issue.format === "email") return { code: "invalid_email" };
      if (issue.format === "url") return { code: "invalid_url" };
      if (issue.format === "date" || issue.format === "datetime") return { code: "invalid_date" };
      return { code: "invalid" };
    case "invalid_type":
      return { code: issue.input === undefined || issue.input === null ? "required" : "invalid" };
    default:
      return { code: "invalid" };
  }
}

/** The first problem of each field. */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    if (!(key in errors)) errors[key] = issueError(issue);
  }
  return errors;
}

/**
 * Field codes of a 400 answer, for the fields this form shows (`limits` gives each field's
 * maximum length, which the server's too_long does not repeat).
 */
export function errorsFromServer(fields: FieldErrors, limits: Record<string, number>): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const [field, code] of Object.entries(fields)) {
    if (field in limits) errors[field] = { code, max: limits[field] };
  }
  return errors;
}

/** The message of a field code in the page's language (SPEC §5's generic messages). */
export function errorText(t: TFunction, error: FieldError, lng: string): string {
  const number = (n: number) => new Intl.NumberFormat(lng).format(n);
  switch (error.code) {
    case "required":
      return t("validation.required");
    case "too_short":
      return error.min !== undefined
        ? t("validation.too_short", { min: number(error.min) })
        : t("validation.invalid");
    case "too_long":
      return error.max !== undefined
        ? t("validation.too_long", { max: number(error.max) })
        : t("validation.invalid");
    case "invalid_email":
      return t("validation.invalid_email");
    case "invalid_url":
      return t("validation.invalid_url");
    case "invalid_date":
      return t("validation.invalid_date");
    case "file_size":
      return t("validation.file_size");
    case "file_type":
      return t("validation.file_type");
    case "taken":
      return t("validation.taken");
    case "repeated":
      return t("validation.repeated");
    case "fair_over":
      return t("validation.fair_over");
    case "outside_fair":
      return t("validation.outside_fair");
    case "alert_limit":
      return error.max !== undefined
        ? t("validation.alert_limit", { max: number(error.max) })
        : t("validation.invalid");
    default:
      return t("validation.invalid");
  }
}

/** The first field, in the form's order, that has a problem. */
export function firstInvalid<F extends string>(order: readonly F[], errors: FieldErrorMap): F | undefined {
  return order.find((field) => errors[field]);
}

type Schemas = typeof import("../../../../common/schemas");
let schemas: Promise<Schemas> | undefined;
let loadedSchemas: Schemas | undefined;

/**
 * The shared schemas (and zod/mini with them), fetched when a visitor starts on a form rather
 * than with the page: most visitors of these pages never submit. A failed fetch may be retried.
 */
export function loadSchemas(): Promise<Schemas> {
  schemas ??= import("../../../../common/schemas").then(
    (module) => {
      loadedSchemas = module;
      return module;
    },
    (error: unknown) => {
      schemas = undefined;
      throw error;
    },
  );
  return schemas;
}

/** The schemas if already fetched (a field is re-checked as it is typed only after a submit). */
export const schemasIfLoaded = (): Schemas | undefined => loadedSchemas;
