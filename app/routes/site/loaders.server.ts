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

/**
 * `pageSeo` of a page whose title and description are catalogue texts, given by their keys and
 * written in the page's language.
 */
export function textPageSeo<P extends { title: ParseKeys; description: ParseKeys }>(
  request: Request,
  context: AppLoadContext,
  page: P,
) {
  const t = fixedT(context.view.lang);
  return pageSeo(request, context, { ...page, title: t(page.title), description: t(page.description) });
}

/** What a page needs of a stored image: the variants' srcset (the variant list stays on the server). */
export function imageData(image: ImageDto | null): ImageData | null {
  return image ? { src: image.src, width: image.width, height: image.height, srcset: image.srcset } : null;
}

/** A public read in one language gives plain strings; this narrows the DTO's field type. */
export const text = (value: string | Localized): string => (typeof value === "string" ? value : value.tr);

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
