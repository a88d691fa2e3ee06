import { MAX_CV_BYTES } from "../../../../common/constants";

/** SPEC §5: the types the picker may hand over (image/jpg is what some systems call JPEG). */
const CV_TYPES: readonly string[] = ["image/jpeg", "image/jpg", "image/png", "application/pdf"];

/** Why a chosen file cannot be sent, or null: size first (SPEC §5's order), then type. */
export function fileProblem(file: File): "file_size" | "file_type" | null {
  if (file.size > MAX_CV_BYTES) return "file_size";
  if (!CV_TYPES.includes(file.type)) return "file_type";
  return null;
}
