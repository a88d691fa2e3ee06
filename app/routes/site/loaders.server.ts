import type { ParseKeys } from "i18next";
import type { ImageDto } from "../../../common/api/shared";
import type { AppLoadContext } from "react-router";
import { isRowId, type Localized } from "../../../common/constants";
import type { LoadFailure } from "../../components/site/fabrics/types";
import { fixedT } from "../../i18n/i18n.server";
import type { ImageData } from "../../lib/images";
import { siteOrigin } from "../../lib/origin.server";

/** What the public pages' loaders share: reading the services' DTOs and the URL's numbers. */

/** A page's SEO fields (title, description, path…) with those every page fills alike: the company's name, the language, the origin. */
export function pageSeo<P extends object>(request: Request, context: AppLoadContext, page: P) {
  const lng = context.view.lang;
  return { siteName: fixedT(lng)("site.company"), lng, origin: siteOrigin(request, context), ...page };
}

/** The title and description (catalogue keys) of the pages whose texts do not depend on data. */
const FIXED_PAGES = {
  "/": { title: "home.meta.title", description: "home.meta.description" },
  "/about": { title: "about.title", description: "about.metaDescription" },
  "/careers": { title: "careers.meta_title", description: "careers.meta_description" },
  "/contact": { title: "contact.meta_title", description: "contact.meta_description" },
  "/privacy": { title: "privacy.metaTitle", description: "privacy.metaDescription" },
} as const satisfies Record<string, { title: ParseKeys; description: ParseKeys }>;

/** `pageSeo` of one of the fixed pages, in the page's language, with its picture if it has one. */
export function fixedPageSeo(
  request: Request,
  context: AppLoadContext,
  path: keyof typeof FIXED_PAGES,
  image?: string | null,
) {
  const t = fixedT(context.view.lang);
  const { title, description } = FIXED_PAGES[path];
  const page = { title: t(title), description: t(description), path };
  return pageSeo(request, context, image === undefined ? page : { ...page, image });
}

/** What a page needs of a stored image: the variants' srcset (the variant list stays on the server). */
export function imageData(image: ImageDto | null): ImageData | null {
  return image ? { src: image.src, width: image.width, height: image.height, srcset: image.srcset } : null;
}

/** A public read in one language gives plain strings; this narrows the DTO's field type. */
export const text = (value: string | Localized): string => (typeof value === "string" ? value : value.tr);

/**
 * The most of a description a card can show: three lines (`text-clamp-3`) of its widest column
 * (one card across a 540 px container) hold about 200 characters; the rest would only weigh on
 * the page (twice: in the HTML and in the page's data).
 */
export const CARD_TEXT_MAX = 240;

/**
 * A row id from the URL (`/fabric/:id`, `?country=`): a positive integer written without
 * leading zeros, so each row has one address; anything else is null (the page is a 404).
 */
export function rowIdParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return isRowId(id) ? id : null;
}

/**
 * `?page=`: absent is page 1, a positive integer is that page, anything else is null (a
 * page that does not exist).
 */
export function pageParam(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : null;
}

/**
 * Logs a failed read with the request's id and gives what the page shows of it: the error
 * code and the request id (the log line to look for), never the message or the stack.
 */
export function reportFailure(context: AppLoadContext, error: unknown, message: string): LoadFailure {
  context.log.error({ err: error }, message);
  const bindings = (context.log as { bindings?: () => Record<string, unknown> }).bindings?.();
  const requestId = typeof bindings?.reqId === "string" ? bindings.reqId : null;
  return { code: context.services.errorCode(error) ?? "unavailable", requestId };
}

/** A description cut at a word boundary for meta tags (search engines show about 155 characters). */
export function shorten(value: string, max = 155): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
