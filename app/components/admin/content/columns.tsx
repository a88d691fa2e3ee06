import type { ImageData } from "../../../lib/images";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import type { ContentColumn } from "./types";

/** A column of thumbnails (80 × 60, header `columns.<id>`): a fabric's image, a collection's cover. */
export function thumbnailColumn<T, D = unknown>(
  id: string,
  image: (row: T) => ImageData | null | undefined,
): ContentColumn<T, D> {
  return {
    id,
    cell: (row) => (
      <ResponsiveImage image={image(row)} alt="" sizes="80px" className="admin-fabric-thumb rounded border" />
    ),
  };
}
