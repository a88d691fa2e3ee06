import fsp from "node:fs/promises";
import type { FastifyRequest } from "fastify";
import de from "../../app/i18n/locales/de/forms";
import en from "../../app/i18n/locales/en/forms";
import es from "../../app/i18n/locales/es/forms";
import fr from "../../app/i18n/locales/fr/forms";
import tr from "../../app/i18n/locales/tr/forms";
import { isLang, type Lang } from "../../common/constants";
import { AppError } from "../http/errors";

const TEXTS: Record<Lang, string> = {
  tr: tr.forms.storage_full,
  en: en.forms.storage_full,
  de: de.forms.storage_full,
  es: es.forms.storage_full,
  fr: fr.forms.storage_full,
};

/** The visitor's language: the page's ?lng=, else the first known one of Accept-Language, else tr. */
function visitorLang(request: FastifyRequest): Lang {
  const lng = (request.query as Record<string, unknown> | undefined)?.lng;
  if (isLang(lng)) return lng;
  const header = request.headers["accept-language"];
  if (typeof header === "string") {
    for (const part of header.split(",")) {
      const tag = part.split(";")[0]!.trim().slice(0, 2).toLowerCase();
      if (isLang(tag)) return tag;
    }
  }
  return "tr";
}

/** 507: nothing was stored; the message is written for the visitor, in their language. */
export function storageFull(request: FastifyRequest): AppError {
  return new AppError(507, "storage_full", TEXTS[visitorLang(request)], undefined, {
    connection: "close",
    "retry-after": "600",
  });
}

/** The disk is full (or the account's quota spent): what fs calls answer then. */
export function isNoSpace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data/i.test(String(request.headers["content-type"] ?? ""));

/**
 * preHandler of every route: an upload is refused before a byte of it is written when the
 * data folder's disk would keep less than UPLOAD_MIN_FREE_MB free after it. Runs after the
 * admin guard, so a visitor without a session learns nothing about the disk.
 */
export async function assertUploadSpace(request: FastifyRequest): Promise<void> {
  if (!isMultipart(request)) return;
  const { storage, config } = request.server.ctx;
  const stats = await fsp.statfs(storage.root);
  const free = stats.bavail * stats.bsize;
  const declared = Number(request.headers["content-length"]);
  const incoming = Number.isFinite(declared) && declared > 0 ? declared : 0;
  if (free - incoming < config.uploadMinFreeBytes) {
    request.log.error(
      { freeBytes: free, floorBytes: config.uploadMinFreeBytes },
      "upload refused: disk almost full",
    );
    throw storageFull(request);
  }
}
