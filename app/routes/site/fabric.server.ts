import type { AppLoadContext } from "react-router";
import type { Product, PropertyValue, WithContext } from "schema-dts";
import type { Lang } from "../../../common/constants";
import type { FabricCardInput } from "../../../common/fabric-card";
import type { FabricTechnicalData } from "../../components/site/FabricTechnicalCard";
import type { FabricDetailData } from "../../components/site/fabrics/types";
import { fixedT } from "../../i18n/i18n.server";
import { formatDate, isoDay } from "../../lib/format";
import { imageData, text } from "./loaders.server";

/** A fabric with its gallery in the page's language, or null when there is no such fabric. */
export async function loadFabric(
  context: AppLoadContext,
  id: number,
  lng: Lang,
): Promise<FabricDetailData | null> {
  const detail = await context.services.getPublicFabric(context.ctx, id, lng);
  if (!detail) return null;
  const { fabric, photos } = detail;
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
  };
}

/** The technical card of a fabric (its fields of the API's answer). */
export function technicalData(fabric: FabricCardInput): FabricTechnicalData {
  return {
    code: fabric.code,
    composition: fabric.composition,
    weight_gsm: fabric.weight_gsm,
    width_cm: fabric.width_cm,
    weave: fabric.weave,
    pattern: fabric.pattern,
    yarn_count: fabric.yarn_count,
    ends_per_cm: fabric.ends_per_cm,
    picks_per_cm: fabric.picks_per_cm,
    finishes: fabric.finishes,
    end_use: fabric.end_use,
    stock_service: fabric.stock_service,
    min_order_m: fabric.min_order_m,
    lead_time_weeks: fabric.lead_time_weeks,
  };
}

/**
 * The fabric for search engines and sourcing tools: schema.org Product with the article code as
 * `sku`, the composition as `material`, the measures as PropertyValues (UN/CEFACT units: GM =
 * g/m², CMT = cm), and the company (the site-wide Organization) as manufacturer. A data
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
  const properties = [
    card.weight_gsm === null ? null : property(t("fabricCard.fields.weight"), card.weight_gsm, "GM"),
    card.width_cm === null ? null : property(t("fabricCard.fields.width"), card.width_cm, "CMT"),
    card.weave ? property(t("fabricCard.fields.weave"), t(`fabricCard.weaves.${card.weave}`)) : null,
    card.pattern ? property(t("fabricCard.fields.pattern"), t(`fabricCard.patterns.${card.pattern}`)) : null,
    card.yarn_count ? property(t("fabricCard.fields.yarnCount"), card.yarn_count) : null,
  ].filter((value) => value !== null);
  const material = card.composition
    .map((share) => t("fabricCard.units.percent", { percent: share.percent, fiber: t(`fabricCard.fibers.${share.fiber}`) }))
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
  };
  return JSON.stringify(product).replace(/</g, "\\u003c");
}
