import type { FastifyRequest } from "fastify";
import { isLang, LANGUAGES, type Lang, type Localized } from "../../common/constants";
import { badRequest, unauthorized } from "./errors";

/**
 * `?lng=` of an API read: one of the five languages (default tr), or `all` for admins, who
 * get `{tr, en, ...}` per localized field (and an API token holding the route's scope).
 * `lng=all` without a session or such a token is a 401.
 */
export async function resolveLang(request: FastifyRequest): Promise<Lang | "all"> {
  const raw = (request.query as Record<string, unknown> | undefined)?.lng;
  if (raw === undefined || raw === "") return "tr";
  if (raw === "all") {
    if (!request.apiToken && !(await request.server.loadAdmin(request))) throw unauthorized();
    return "all";
  }
  if (!isLang(raw)) throw badRequest("Unknown language", { lng: "invalid" });
  return raw;
}

/** One language's text, falling back to tr. */
export function pick(value: Partial<Localized> | null | undefined, lng: Lang): string {
  if (!value) return "";
  return value[lng]?.trim() ? (value[lng] as string) : (value.tr ?? "");
}

/** The text in the asked language, or every language for `all`. */
export function localize(value: Localized, lng: Lang | "all"): string | Localized {
  return lng === "all" ? value : pick(value, lng);
}

/**
 * Reads a localized field from a write: SPEC's field (`name`) is the tr text, `name_en`,
 * `name_de`, `name_es`, `name_fr` the others. Empty strings are dropped (tr fallback).
 */
export function readLocalized(body: Record<string, unknown>, field: string): Partial<Localized> {
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const key = lang === "tr" ? field : `${field}_${lang}`;
    const value = body[key];
    if (typeof value === "string" && value.trim() !== "") out[lang] = value.normalize("NFC").trim();
  }
  return out as Partial<Localized>;
}
