import type { Localized } from "../../../../common/constants";
import type { ImageData } from "../../../lib/images";

/** A fabric as the admin reads it (GET /api/fabrics?lng=all): every language of its texts. */
export type AdminFabric = {
  id: number;
  name: Localized | string;
  description: Localized | string;
  main_image: string | null;
  image: ImageData | null;
  photo_count: number;
  created_at: string;
};

/** A photo of a fabric's gallery. */
export type FabricPhoto = {
  id: number;
  image_path: string | null;
  image: ImageData | null;
  display_order: number;
  created_at: string;
};

/** The tr text of a localized field (or the plain string). */
export const trText = (value: Localized | string | null | undefined): string =>
  typeof value === "string" ? value : (value?.tr ?? "");

/** Every language of a localized field, for searching. */
export const allTexts = (value: Localized | string | null | undefined): string =>
  typeof value === "string" ? value : Object.values(value ?? {}).join(" ");
