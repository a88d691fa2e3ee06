import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { type FabricFilter, NO_FILTER } from "../../../common/fabric-filter";
import type { FabricCardData } from "../../components/site/fabrics/types";
import { imageData, text } from "./loaders.server";

/** Cards per page of /fabrics: four rows of three on a desktop. */
export const FABRICS_PAGE_SIZE = 12;

/** One page of fabric cards, newest first, narrowed by the finder's filter, with its facet counts. */
export async function loadFabricCards(context: AppLoadContext, lng: Lang, page: number, filter: FabricFilter = NO_FILTER) {
  const { items, meta } = await context.services.listPublicFabrics(context.ctx, {
    lng,
    page,
    pageSize: FABRICS_PAGE_SIZE,
    filter,
  });
  const cards: FabricCardData[] = items.map((fabric) => ({
    id: fabric.id,
    name: text(fabric.name),
    description: text(fabric.description),
    image: imageData(fabric.image),
    card: { code: fabric.code, composition: fabric.composition, weight_gsm: fabric.weight_gsm },
  }));
  return { cards, page: meta.page, pages: meta.pages, total: meta.total, facets: meta.facets };
}

/** A description cut at a word boundary for meta tags (search engines show about 155 characters). */
export function shorten(value: string, max = 155): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
