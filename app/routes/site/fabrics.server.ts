import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { pickFields, SUMMARY_FIELDS } from "../../../common/fabric-card-fields";
import { type FabricFilter, NO_FILTER } from "../../../common/fabric-filter";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import type { FabricCardData, FinderRecords } from "../../components/site/fabrics/types";
import { CARD_TEXT_MAX, imageData, shorten, text } from "./loaders.server";

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
  const bands = await context.services.getStockBands(context.ctx, items);
  const cards: FabricCardData[] = items.map((fabric) => ({
    id: fabric.id,
    name: text(fabric.name),
    description: shorten(text(fabric.description), CARD_TEXT_MAX),
    image: imageData(fabric.image),
    card: pickFields(fabric, SUMMARY_FIELDS),
    ...(bands[fabric.id] ? { stock: bands[fabric.id] } : {}),
  }));
  return { cards, page: meta.page, pages: meta.pages, total: meta.total, facets: meta.facets, records };
}
