import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { pickFields, SUMMARY_FIELDS } from "../../../common/fabric-card-fields";
import { type FabricFilter, NO_FILTER } from "../../../common/fabric-filter";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import type { FabricCardData, FinderRecords } from "../../components/site/fabrics/types";
import { imageData, text } from "./loaders.server";

/** Cards per page of /fabrics: four rows of three on a desktop. */
export const FABRICS_PAGE_SIZE = 12;

/** One page of fabric cards, newest first, narrowed by the finder's filter, with its facet counts. */
export async function loadFabricCards(context: AppLoadContext, lng: Lang, page: number, filter: FabricFilter = NO_FILTER) {
  const [{ items, meta }, collections, certificates] = await Promise.all([
    context.services.listPublicFabrics(context.ctx, { lng, page, pageSize: FABRICS_PAGE_SIZE, filter }),
    context.services.listPublicCollections(context.ctx, lng),
    context.services.listPublicCertificates(context.ctx, lng),
  ]);
  // The record facets' options: collections by season, certificates by standard (with the number when one repeats).
  const standards = certificates.map((c) => c.standard);
  const records: FinderRecords = {
    collection: collections.map((c) => ({ id: c.id, label: `${text(c.name)} · ${c.season}` })),
    certificate: certificates.map((c) => ({
      id: c.id,
      label:
        standards.indexOf(c.standard) === standards.lastIndexOf(c.standard)
          ? CERTIFICATE_NAMES[c.standard]
          : `${CERTIFICATE_NAMES[c.standard]} (${c.number})`,
    })),
  };
  const cards: FabricCardData[] = items.map((fabric) => ({
    id: fabric.id,
    name: text(fabric.name),
    description: text(fabric.description),
    image: imageData(fabric.image),
    card: pickFields(fabric, SUMMARY_FIELDS),
  }));
  return { cards, page: meta.page, pages: meta.pages, total: meta.total, facets: meta.facets, records };
}

/** A description cut at a word boundary for meta tags (search engines show about 155 characters). */
export function shorten(value: string, max = 155): string {
  const flat = value.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}
