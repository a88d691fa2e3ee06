import type { PassportView } from "../../../../common/passport-view";
import type { StockBand } from "../../../../common/stock";
import type { CertificationInput } from "../../../lib/certification-ld";
import type { ImageData } from "../../../lib/images";
import type { CollectionRefData } from "../collections/types";
import type { FabricSummaryData, FabricTechnicalData } from "../FabricTechnicalCard";

/** A fabric as its card on /fabrics shows it. */
export type FabricCardData = {
  id: number;
  name: string;
  description: string;
  image: ImageData | null;
  /** Article code, composition and weight (null or [] where unknown). */
  card: FabricSummaryData;
  /** Its colourways' references grouped by stock band, when the fabric shows stock (never metres). */
  stock?: [StockBand, string][];
};

/** A fabric's stock on its page: each colourway's band as text, and when the figures came. */
export type FabricStockData = {
  rows: { ref: string; label: string; hex: string; band: StockBand; text: string }[];
  /** "29 November 2026", "09:40" in Istanbul; null when no colourway has a figure. */
  updated: { iso: string; date: string; time: string } | null;
};

/** A fabric's page: the texts in the page's language, the main image and the gallery. */
export type FabricDetailData = {
  id: number;
  name: string;
  description: string;
  /** When it was added: the calendar day (for `<time dateTime>`) and as the page's language writes it. */
  added: { day: string; text: string };
  image: ImageData | null;
  /** The technical card: null or [] where unknown. */
  card: FabricTechnicalData;
  photos: { id: number; image: ImageData; full: string }[];
  /** Its collection ("SS26 · Riviera"), or null. */
  collection: CollectionRefData | null;
  /** The certificates valid today that cover it, with the standard's name. */
  certificates: (CertificationInput & { name: string })[];
  /** Up to 4 other fabrics: of its collection first, then of the same main fibre. */
  related: FabricCardData[];
  /** Its passport in the page's language (traceability, care, tests), or null when it holds nothing. */
  passport: PassportView | null;
  /** Its stock per colourway, or null when it shows none. */
  stock?: FabricStockData | null;
};

/** The colourway an address names (?colourway=<ref>: a label's QR code, GS1 Digital Link). */
export type ShownColourway = { ref: string; text: string; image: ImageData | null };

/** A read that failed: what the visitor may quote when asking for help. */
export type LoadFailure = { code: string; requestId: string | null };

/** The options of the finder's record facets (collections, certificates valid today), in list order. */
export type FinderRecords = { collection: { id: number; label: string }[]; certificate: { id: number; label: string }[] };
