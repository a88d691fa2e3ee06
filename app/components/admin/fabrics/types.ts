import type { Localized } from "../../../../common/constants";
import type { FabricPhotoDto } from "../../../../common/api/fabrics";
import type { contracts } from "../../../../common/api/contracts";
import type { AllLanguagesOf, RowOf } from "../../../lib/admin/api";

/** A fabric as the admin reads it (GET /api/fabrics?lng=all): every language of its texts. */
export type AdminFabric = AllLanguagesOf<RowOf<typeof contracts.fabrics.list>>;

/** A photo of a fabric's gallery. */
export type FabricPhoto = FabricPhotoDto;

/** The tr text of a localized field (or the plain string). */
export const trText = (value: Localized | string | null | undefined): string =>
  typeof value === "string" ? value : (value?.tr ?? "");

/** Every language of a localized field, for searching. */
export const allTexts = (value: Localized | string | null | undefined): string =>
  typeof value === "string" ? value : Object.values(value ?? {}).join(" ");
