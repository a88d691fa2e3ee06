import type { Localized } from "../../../../common/constants";
import type { FabricDto, FabricPhotoDto } from "../../../../common/api/fabrics";

/** A fabric as the admin reads it (GET /api/fabrics?lng=all): every language of its texts. */
export type AdminFabric = FabricDto;

/** A photo of a fabric's gallery. */
export type FabricPhoto = FabricPhotoDto;

/** The tr text of a localized field (or the plain string). */
export const trText = (value: Localized | string | null | undefined): string =>
  typeof value === "string" ? value : (value?.tr ?? "");

/** Every language of a localized field, for searching. */
export const allTexts = (value: Localized | string | null | undefined): string =>
  typeof value === "string" ? value : Object.values(value ?? {}).join(" ");
