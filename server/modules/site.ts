import { asc } from "drizzle-orm";
import { ENTITY_PAGES, type PageEntity } from "../../common/entities";
import type { Db, Tx } from "../db/client";
import { collections, countries, exhibitions, fabrics } from "../db/schema";
import { AppError } from "../http/errors";
import { listPublicCertificates } from "./certificates";
import { getPublicCollection, listPublicCollections } from "./collections";
import { readPublicContactInfo } from "./contact-info";
import { getPublicCountry, listPublicCountries } from "./countries";
import { getPublicExhibition, listExhibitionPhotos, listPublicExhibitions } from "./exhibitions";
import { type PublicReadContext, readPublicFabric, readPublicFabrics } from "./fabrics";
import { getPublicPosition, listPublicPositions, openPositionEntities } from "./positions";
import { facilityEntities, listPublicFacilities } from "./facilities";
import { readStockBands } from "./stock";

export type SitemapEntity = { id: number; updatedAt: Date };

const idsOf = (db: Db, table: typeof fabrics | typeof collections | typeof countries | typeof exhibitions) =>
  db.select({ id: table.id, updatedAt: table.updatedAt }).from(table).orderBy(asc(table.id));

/** How the sitemap finds the published rows of each entity with a public page (common/entities.ts). */
const PUBLISHED: Record<PageEntity, (db: Db) => Promise<SitemapEntity[]>> = {
  fabric: (db) => idsOf(db, fabrics),
  collection: (db) => idsOf(db, collections),
  country: (db) => idsOf(db, countries),
  exhibition: (db) => idsOf(db, exhibitions),
  position: openPositionEntities,
  facility: facilityEntities,
};

/** Every published row of each entity with a public page: ids and last change. */
async function sitemapEntities(db: Db): Promise<Record<PageEntity, SitemapEntity[]>> {
  const names = Object.keys(ENTITY_PAGES) as PageEntity[];
  const rows = await Promise.all(names.map((name) => PUBLISHED[name](db)));
  return Object.fromEntries(names.map((name, i) => [name, rows[i]!])) as Record<PageEntity, SitemapEntity[]>;
}

/** Larger first pages are read from the database each time (the pages ask for 3 and for 100). */
const KEPT_PAGE_SIZE = 100;

/**
 * A public list whose first page (unfiltered) is kept with the read models (PublicData: emptied
 * by every write and when the day changes in Istanbul): the home page's teasers and the list of
 * countries are on most pages a visitor opens, and each read made three queries. Other pages
 * and a country's own fairs still go to the database; the answers are shared, never changed.
 */
function firstPageKept<O extends { page: number; pageSize: number; countryId?: number | undefined }, R>(
  name: string,
  list: (db: Tx, options: O) => Promise<R>,
) {
  return (ctx: PublicReadContext, options: O): Promise<R> =>
    options.page === 1 && options.pageSize <= KEPT_PAGE_SIZE && options.countryId === undefined
      ? ctx.publicData.read(`${name} ${JSON.stringify(options)}`, () => list(ctx.db, options))
      : list(ctx.db, options);
}

/**
 * What the server-rendered pages read, in-process (no HTTP round trip to our own API): the
 * loaders under app/routes get it as `context.services` (server/http/site.ts) and import only
 * its type, so the React app never imports server code.
 */
export const siteServices = {
  /** The read models kept in memory take the context (database and memory), the others the database. */
  getContactInfo: readPublicContactInfo,
  listPublicFabrics: readPublicFabrics,
  getPublicFabric: readPublicFabric,
  /** Each listed fabric's colourways grouped by stock band (never metres), for the finder's cards. */
  getStockBands: readStockBands,
  listPublicCollections,
  getPublicCollection,
  listPublicCertificates,
  listPublicCountries: firstPageKept("countries", listPublicCountries),
  getPublicCountry,
  listPublicExhibitions: firstPageKept("exhibitions", listPublicExhibitions),
  getPublicExhibition,
  listExhibitionPhotos,
  listPublicPositions,
  getPublicPosition,
  listPublicFacilities,
  sitemapEntities,
  /** The code of an error the API would answer with (e.g. `unavailable`), else undefined. */
  errorCode: (error: unknown): string | undefined => (error instanceof AppError ? error.code : undefined),
};

export type SiteServices = typeof siteServices;

declare module "fastify" {
  interface FastifyInstance {
    siteServices: SiteServices;
  }
}
