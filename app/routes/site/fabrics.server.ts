import type { ImageDto } from "../../../common/api/shared";
import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import type { FabricCardData, LoadFailure } from "../../components/site/fabrics/types";
import type { ImageData } from "../../lib/images";

/** Cards per page of /fabrics: four rows of three on a desktop. */
export const FABRICS_PAGE_SIZE = 12;

/** What a page needs of a stored image (the variant list stays on the server). */
export function toImageData(image: ImageDto | null): ImageData | null {
  return image ? { src: image.src, width: image.width, height: image.height, srcset: image.srcset } : null;
}

/** A public read in one language gives plain strings; this narrows the DTO's field type. */
export const text = (value: string | { tr: string }): string =>
  typeof value === "string" ? value : value.tr;

/**
 * `?page=`: absent is page 1, a positive integer is that page, anything else is null (a
 * page that does not exist).
 */
export function pageParam(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : null;
}

/** One page of fabric cards, newest first. */
export async function loadFabricCards(context: AppLoadContext, lng: Lang, page: number) {
  const { items, meta } = await context.services.listPublicFabrics(context.ctx.db, { lng, page, pageSize: FABRICS_PAGE_SIZE });
  const cards: FabricCardData[] = items.map((fabric) => ({
    id: fabric.id,
    name: text(fabric.name),
    description: text(fabric.description),
    image: toImageData(fabric.image),
  }));
  return { cards, page: meta.page, pages: meta.pages, total: meta.total };
}

/**
 * Logs a failed read with the request's id and gives what the page shows of it: the error
 * code and the request id (the log line to look for), never the message or the stack.
 */
export function reportFailure(context: AppLoadContext, error: unknown, what: string): LoadFailure {
  context.log.error({ err: error }, `${what}: load failed`);
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
