import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import { PAGE_SIZE_MAX } from "../../../common/constants";
import { today } from "../../../common/dates";
import type { ExhibitionCardData, PhotoData } from "../../components/site/exhibitions/types";
import { exhibitionCard } from "./exhibitions.server";
import { imageData, text } from "./loaders.server";

/** Photos of an exhibition per page (more than this are split into pages). */
export const PHOTO_PAGE_SIZE = PAGE_SIZE_MAX;

export async function loadExhibition(context: AppLoadContext, id: number, lng: Lang): Promise<ExhibitionCardData | null> {
  const e = await context.services.getPublicExhibition(context.ctx.db, id, lng);
  return e ? exhibitionCard(e, lng, today()) : null;
}

export async function loadPhotos(context: AppLoadContext, exhibitionId: number, lng: Lang, page: number) {
  const result = await context.services.listExhibitionPhotos(context.ctx.db, exhibitionId, { lng, page, pageSize: PHOTO_PAGE_SIZE });
  if (!result) return null;
  const photos: PhotoData[] = result.items.map((p) => ({
    id: p.id,
    title: text(p.title),
    description: text(p.description),
    image: imageData(p.image),
  }));
  return { photos, pages: result.meta.pages };
}
