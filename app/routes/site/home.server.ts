import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import type { HomeCountry, HomeFabric, HomeFair, Loaded } from "../../components/site/home/types";
import type { CertificateData } from "../../components/site/certificates/types";
import type { CollectionCardData } from "../../components/site/collections/types";
import { formatDateRange } from "../../lib/format";
import type { ImageData } from "../../lib/images";
import { CARD_TEXT_MAX, imageData, reportFailure, shorten, text } from "./loaders.server";
import { certificateData, collectionCardData, currentCollections, inStandardOrder } from "./records.server";

/** How many fabrics the slider holds (it shows 3 at a time on desktop). */
const SLIDER_FABRICS = 12;
/** SPEC §9: the fairs teaser shows the first 3 countries. */
const TEASER_COUNTRIES = 3;
const UPCOMING_FAIRS = 3;

export type HomeData = {
  /** null when the list could not be read: the slider shows its three built-in items. */
  fabrics: HomeFabric[] | null;
  /** Background pictures of the hero's two slides (fabric close-ups). */
  heroImages: [ImageData | null, ImageData | null];
  countries: Loaded<HomeCountry>;
  fairs: Loaded<HomeFair>;
  /** The newest year's collections, spring–summer first (null when they could not be read: no row). */
  collections: CollectionCardData[] | null;
  /** The certificates valid today, quality system first (null when they could not be read). */
  certificates: CertificateData[] | null;
};

/** SS before AW, main before capsule: the order the year's seasons come in. */
const seasonOrder = (c: CollectionCardData) =>
  (c.season.startsWith("SS") ? 0 : 2) + (c.kind === "main" ? 0 : 1);

const failure = (error: unknown, context: AppLoadContext, what: string) =>
  reportFailure(context, error, `home page: ${what} could not be loaded`);

/**
 * Everything the home page reads, in-process (no HTTP call to our own API), from the read
 * models kept in memory. Each part fails on its own: the page still renders, with the fallback
 * or the error text.
 */
export async function loadHome(context: AppLoadContext, lng: Lang): Promise<HomeData> {
  const [fabrics, countries, fairs, collections, certificates] = await Promise.all([
    context.services.listPublicFabrics(context.ctx, { lng, page: 1, pageSize: SLIDER_FABRICS }).then(
      (list) =>
        list.items.map((f) => ({
          id: f.id,
          name: text(f.name),
          description: shorten(text(f.description), CARD_TEXT_MAX),
          image: imageData(f.image),
        })),
      (error: unknown) => {
        failure(error, context, "fabrics");
        return null;
      },
    ),
    context.services.listPublicCountries(context.ctx, { lng, page: 1, pageSize: TEASER_COUNTRIES }).then(
      (list): Loaded<HomeCountry> => ({
        ok: true,
        items: list.items.map((c) => ({
          id: c.id,
          name: text(c.name),
          image: imageData(c.image),
          exhibitionCount: c.exhibition_count,
        })),
      }),
      (error: unknown): Loaded<HomeCountry> => ({ ok: false, error: failure(error, context, "countries") }),
    ),
    context.services
      .listPublicExhibitions(context.ctx, { lng, page: 1, pageSize: UPCOMING_FAIRS, when: "upcoming" })
      .then(
        (list): Loaded<HomeFair> => ({
          ok: true,
          items: list.items.map((e) => ({
            id: e.id,
            title: text(e.title),
            place: [e.venue, e.city].filter(Boolean).join(", "),
            start: e.start_date,
            dates: formatDateRange(e.start_date, e.end_date, lng),
          })),
        }),
        (error: unknown): Loaded<HomeFair> => ({ ok: false, error: failure(error, context, "exhibitions") }),
      ),
    context.services.listPublicCollections(context.ctx, lng).then(
      (list) =>
        currentCollections(list.map(collectionCardData)).sort((a, b) => seasonOrder(a) - seasonOrder(b)),
      (error: unknown) => {
        failure(error, context, "collections");
        return null;
      },
    ),
    context.services.listPublicCertificates(context.ctx, lng).then(
      (list) => inStandardOrder(list).map((c) => certificateData(c, lng)),
      (error: unknown) => {
        failure(error, context, "certificates");
        return null;
      },
    ),
  ]);
  // The first fabric and a contrasting one (the fourth, else the last) behind the two slides.
  const first = fabrics?.[0]?.image ?? null;
  const second = (fabrics?.[3] ?? fabrics?.at(-1))?.image ?? null;
  return {
    fabrics,
    heroImages: [first, second === first ? null : second],
    countries,
    fairs,
    collections,
    certificates,
  };
}
