import type { Lang } from "../../../common/constants";
import { PAGE_SIZE_MAX } from "../../../common/constants";
import type { Db } from "../../../server/db/client";
import { listExhibitionPhotos } from "../../../server/modules/exhibitions/photos.service";
import { getPublicExhibition } from "../../../server/modules/exhibitions/service";
import { today } from "../../../server/modules/exhibitions/shared";
import type { ExhibitionCardData, PhotoData } from "../../components/site/exhibitions/types";
import { exhibitionCard, imageData, text } from "./exhibitions.server";

export { parseId } from "./exhibitions.server";

/** Photos of an exhibition per page (more than this are split into pages). */
export const PHOTO_PAGE_SIZE = PAGE_SIZE_MAX;

export async function loadExhibition(db: Db, id: number, lng: Lang): Promise<ExhibitionCardData | null> {
  const e = await getPublicExhibition(db, id, lng);
  return e ? exhibitionCard(e, lng, today()) : null;
}

export async function loadPhotos(db: Db, exhibitionId: number, lng: Lang, page: number) {
  const result = await listExhibitionPhotos(db, exhibitionId, { lng, page, pageSize: PHOTO_PAGE_SIZE });
  if (!result) return null;
  const photos: PhotoData[] = result.items.map((p) => ({
    id: p.id,
    title: text(p.title),
    description: text(p.description),
    image: imageData(p.image),
  }));
  return { photos, pages: result.meta.pages };
}
