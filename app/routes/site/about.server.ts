import type { AppLoadContext } from "react-router";
import type { Lang } from "../../../common/constants";
import type { ImageData } from "../../lib/images";
import { imageData, text } from "./loaders.server";

export type Swatch = { name: string; image: ImageData };

/**
 * The pictures beside the About text: swatches of the three newest fabrics that have one.
 * The page reads well without them, so a failed read is logged and the page shows none.
 */
export async function aboutSwatches(context: AppLoadContext, lng: Lang): Promise<Swatch[]> {
  try {
    const { items } = await context.services.listPublicFabrics(context.ctx, { lng, page: 1, pageSize: 12 });
    return items
      .flatMap((fabric) => {
        const image = imageData(fabric.image);
        return image ? [{ name: text(fabric.name), image }] : [];
      })
      .slice(0, 3);
  } catch (error) {
    context.log.error({ err: error }, "about: pictures load failed");
    return [];
  }
}
