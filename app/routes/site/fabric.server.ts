import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import type { FabricDetailData } from "../../components/site/fabrics/types";
import { text, toImageData } from "./fabrics.server";

const TIME_ZONE = "Europe/Istanbul";
/** Day-month-year locales (en-GB rather than en-US). */
const LOCALES: Record<Lang, string> = { tr: "tr-TR", en: "en-GB", de: "de-DE", es: "es-ES", fr: "fr-FR" };

/**
 * A date as the page's language writes it (19 Kasım 2026, 19. November 2026), in the company's
 * time zone. Formatted here, on the server: the browser hydrates the same text.
 */
export function addedDate(iso: string, lng: Lang): { day: string; text: string } {
  const date = new Date(iso);
  const options = { timeZone: TIME_ZONE, year: "numeric", month: "long", day: "numeric" } as const;
  return {
    day: new Intl.DateTimeFormat("en-CA", { ...options, month: "2-digit", day: "2-digit" }).format(date),
    text: new Intl.DateTimeFormat(LOCALES[lng], options).format(date),
  };
}

/** `/fabric/:id` takes a positive integer id (as the API does); anything else names no fabric. */
export function fabricId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A fabric with its gallery in the page's language, or null when there is no such fabric. */
export async function loadFabric(
  context: AppLoadContext,
  id: number,
  lng: Lang,
): Promise<FabricDetailData | null> {
  const detail = await context.services.getPublicFabric(context.ctx.db, id, lng);
  if (!detail) return null;
  const { fabric, photos } = detail;
  return {
    id: fabric.id,
    name: text(fabric.name),
    description: text(fabric.description),
    added: addedDate(fabric.created_at, lng),
    image: toImageData(fabric.image),
    photos: photos.flatMap((photo) => {
      const image = toImageData(photo.image);
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
