import type { AppLoadContext } from "react-router";
import type { Product, PropertyValue, WithContext } from "schema-dts";
import type { FabricDto, FabricPassportDto } from "../../../common/api/fabrics";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import type { Lang } from "../../../common/constants";
import {
  CARD_FIELD_NAMES,
  FABRIC_CARD_FIELDS,
  type FabricCardInput,
  pickFields,
} from "../../../common/fabric-card-fields";
import { type CardT, colourwayText } from "../../../common/fabric-card-text";
import { NO_FILTER } from "../../../common/fabric-filter";
import type { FabricTechnicalData } from "../../components/site/FabricTechnicalCard";
import type { FabricCardData, FabricDetailData, ShownColourway } from "../../components/site/fabrics/types";
import { fixedT } from "../../i18n/i18n.server";
import { certificationJsonLd } from "../../lib/certification-ld";
import { formatDate, isoDay } from "../../lib/format";
import { imageData, text } from "./loaders.server";
import { fabricCardData, inStandardOrder } from "./records.server";
import { stockData } from "./stock.server";
import { hasPassportData, type PassportView, passportView, type ViewT } from "../../../common/passport-view";

/** A fabric with its gallery in the page's language, or null when there is no such fabric. */
export async function loadFabric(
  context: AppLoadContext,
  id: number,
  lng: Lang,
): Promise<FabricDetailData | null> {
  const [detail, certificates] = await Promise.all([
    context.services.getPublicFabric(context.ctx, id, lng),
    context.services.listPublicCertificates(context.ctx, lng),
  ]);
  if (!detail) return null;
  const { fabric, photos } = detail;
  // The fabric's answer names its valid certificates; the list has their issuers and dates.
  const covering = new Set(fabric.certificates.map((c) => c.id));
  const { collection } = fabric;
  return {
    id: fabric.id,
    name: text(fabric.name),
    description: text(fabric.description),
    // 19 Kasım 2026, 19. November 2026: formatted on the server, the browser hydrates the same text.
    added: { day: isoDay(fabric.created_at), text: formatDate(fabric.created_at, lng) },
    image: imageData(fabric.image),
    card: technicalData(fabric),
    photos: photos.flatMap((photo) => {
      const image = imageData(photo.image);
      if (!photo.image || !image) return [];
      // The link opens the largest stored variant: the full picture.
      const full = photo.image.variants.reduce(
        (a, b) => (b.width > a.width ? b : a),
        photo.image.variants[0]!,
      );
      return [{ id: photo.id, image, full: full?.src ?? image.src }];
    }),
    collection: collection
      ? { id: collection.id, name: text(collection.name), season: collection.season, kind: collection.kind }
      : null,
    certificates: inStandardOrder(certificates.filter((c) => covering.has(c.id))).map((c) => ({
      id: c.id,
      standard: c.standard,
      name: CERTIFICATE_NAMES[c.standard],
      number: c.number,
      issuer: c.issuer,
      valid_from: c.valid_from,
      valid_until: c.valid_until,
    })),
    related: await relatedFabrics(context, fabric, lng),
    passport: localPassport(fabric.passport, lng),
    stock: stockData(fabric, lng),
  };
}

/** Views made, per passport answer (held by the catalogue's memory between admin writes) and language. */
const views = new WeakMap<FabricPassportDto, Map<Lang, PassportView | null>>();

/** The passport in the page's language, or null when it holds nothing to show: made once per answer and language. */
export function localPassport(passport: FabricPassportDto, lng: Lang) {
  let byLang = views.get(passport);
  if (!byLang) {
    byLang = new Map();
    views.set(passport, byLang);
  }
  let made = byLang.get(lng);
  if (made === undefined) {
    const view = passportView(passport, lng, fixedT(lng) as unknown as ViewT, (day) => formatDate(day, lng));
    made = hasPassportData(view) ? view : null;
    byLang.set(lng, made);
  }
  return made;
}

/** How many related fabrics a fabric's page shows. */
export const RELATED_FABRICS = 4;
/** How many fabrics of the same fibre are weighed for the closest compositions. */
const SAME_FIBER_POOL = 100;

type Composition = FabricDto["composition"];

/** The fibre with the largest share (the first listed on a tie), or null without a composition. */
export function mainFiber(composition: Composition): Composition[number]["fiber"] | null {
  let main: Composition[number] | null = null;
  for (const share of composition) if (!main || share.percent > main.percent) main = share;
  return main?.fiber ?? null;
}

/** How much two compositions have in common: the sum, fibre by fibre, of the smaller share (0–100). */
function overlap(a: Composition, b: Composition): number {
  return a.reduce((sum, share) => {
    const other = b.find((s) => s.fiber === share.fiber);
    return sum + (other ? Math.min(share.percent, other.percent) : 0);
  }, 0);
}

/**
 * Up to RELATED_FABRICS others, never the fabric itself: first of its collection (newest first,
 * as listed), then those whose main fibre is its own, the closest composition first (newest
 * first on a tie).
 */
export function pickRelated(
  fabric: Pick<FabricDto, "id" | "composition">,
  sameCollection: FabricDto[],
  sameFiber: FabricDto[],
): FabricDto[] {
  const fiber = mainFiber(fabric.composition);
  const byComposition = sameFiber
    .filter((f) => fiber !== null && mainFiber(f.composition) === fiber)
    .map((f, order) => ({ f, order, score: overlap(fabric.composition, f.composition) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ f }) => f);
  const picked = new Map<number, FabricDto>();
  for (const f of [...sameCollection, ...byComposition]) {
    if (picked.size === RELATED_FABRICS) break;
    if (f.id !== fabric.id && !picked.has(f.id)) picked.set(f.id, f);
  }
  return [...picked.values()];
}

/** The related fabrics' cards, from the catalogue held in memory (two filtered reads of it). */
async function relatedFabrics(
  context: AppLoadContext,
  fabric: FabricDto,
  lng: Lang,
): Promise<FabricCardData[]> {
  const list = async (filter: typeof NO_FILTER, pageSize: number) =>
    (await context.services.listPublicFabrics(context.ctx, { lng, page: 1, pageSize, filter })).items;
  const fiber = mainFiber(fabric.composition);
  const [sameCollection, sameFiber] = await Promise.all([
    fabric.collection ? list({ ...NO_FILTER, collection: [fabric.collection.id] }, RELATED_FABRICS + 1) : [],
    fiber ? list({ ...NO_FILTER, fiber: [fiber] }, SAME_FIBER_POOL) : [],
  ]);
  return pickRelated(fabric, sameCollection, sameFiber).map(fabricCardData);
}

/** The technical card of a fabric (its fields of the API's answer). */
export function technicalData(fabric: FabricCardInput): FabricTechnicalData {
  return pickFields(fabric, CARD_FIELD_NAMES);
}

/**
 * The fabric for search engines and sourcing tools: schema.org Product with the article code as
 * `sku`, the composition as `material`, the measures as PropertyValues (UN/CEFACT units: GM =
 * g/m², CMT = cm), the company (the site-wide Organization) as manufacturer, and the
 * certificates valid today that cover it (`hasCertification`), and its passport as linked data
 * (`subjectOf` a DigitalDocument: schema.org has no passport term, decision 0025). A data
 * block's text, `<` escaped.
 */
export function productJsonLd(fabric: FabricDetailData, origin: string, lng: Lang, url: string): string {
  const t = fixedT(lng);
  const card = fabric.card;
  const property = (name: string, value: string | number, unitCode?: string): PropertyValue => ({
    "@type": "PropertyValue",
    name,
    value,
    ...(unitCode ? { unitCode } : {}),
  });
  const cardT = t as CardT;
  // The fields schema.org's Product takes (common/fabric-card-fields.ts), in the card's order.
  const properties = FABRIC_CARD_FIELDS.flatMap((field): PropertyValue[] => {
    const value = card[field.name];
    if (!("schemaOrg" in field) || value === null || value === "") return [];
    const name = cardT(`fabricCard.fields.${field.name}`);
    if (field.kind === "int") return [property(name, value as number, field.schemaOrg)];
    if (field.kind === "enum") return [property(name, cardT(`${field.labels}.${value}`))];
    return [property(name, value as string)];
  });
  const material = card.composition
    .map((share) =>
      t("fabricCard.units.percent", { percent: share.percent, fiber: t(`fabricCard.fibers.${share.fiber}`) }),
    )
    .join(", ");
  // Typed by schema-dts (schema.org's vocabulary): a property or type it does not have fails the typecheck.
  const product: WithContext<Product> = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: fabric.name,
    description: fabric.description,
    url,
    ...(fabric.image ? { image: new URL(fabric.image.src, origin).href } : {}),
    ...(card.code ? { sku: card.code, mpn: card.code } : {}),
    ...(material ? { material } : {}),
    category: t("fabrics.title"),
    manufacturer: { "@id": `${origin}/#organization` },
    brand: { "@id": `${origin}/#organization` },
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
    ...(fabric.certificates.length > 0
      ? { hasCertification: fabric.certificates.map((c) => certificationJsonLd(c, origin)) }
      : {}),
    subjectOf: {
      "@type": "DigitalDocument",
      name: t("fabricCard.passport"),
      encodingFormat: "application/ld+json",
      url: `${origin}/api/fabrics/${fabric.id}/passport.jsonld?lng=${lng}`,
    },
  };
  return JSON.stringify(product).replace(/</g, "\\u003c");
}

/**
 * The colourway `asked` names among the fabric's, as the page shows it: its reference, the line
 * naming it ("Colourway shown: 02 Sky blue") and its gallery photo when it has one; null for
 * none or an unknown reference (the fabric alone).
 */
export function shownColourway(
  fabric: FabricDetailData,
  asked: string | null,
  lng: Lang,
): ShownColourway | null {
  const colourway = fabric.card.colourways.find((c) => c.ref === asked);
  if (!colourway) return null;
  const t = fixedT(lng);
  const photo = fabric.photos.find((p) => p.id === colourway.photo_id);
  return {
    ref: colourway.ref,
    text: t("fabric.colourwayShown", { colourway: colourwayText(t as unknown as CardT, colourway) }),
    image: photo?.image ?? null,
  };
}
