import type { CollectionKind } from "../../../../common/constants";
import type { ImageData } from "../../../lib/images";

/** A collection as its card (on /collections and the home page) and its page show it. */
export type CollectionCardData = {
  id: number;
  name: string;
  description: string;
  /** SS26, AW26. */
  season: string;
  kind: CollectionKind;
  year: number;
  image: ImageData | null;
  fabricCount: number;
};

/** What a fabric's page says of its collection. */
export type CollectionRefData = { id: number; name: string; season: string; kind: CollectionKind };

/** SS26 → ["SS", 2026]: the season's half of the year and its year, for the season's name. */
export function seasonParts(season: string): { half: "SS" | "AW"; year: number } {
  return { half: season.startsWith("AW") ? "AW" : "SS", year: 2000 + Number(season.slice(2)) };
}
