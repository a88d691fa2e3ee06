import type { ImageData } from "../../../lib/images";

/** A compared fabric's column head: its name, code, page and picture. */
export type CompareFabric = { id: number; name: string; code: string | null; image: ImageData | null };
/** One property: its label, each fabric's lines (none: not stated) and whether they differ. */
export type CompareRow = { key: string; label: string; values: string[][]; differs: boolean };
