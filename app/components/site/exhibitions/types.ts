import type { ImageData } from "../../../lib/images";

/** What the exhibitions pages get from their loaders (texts already in the page's language). */
export type CountryCardData = { id: number; name: string; image: ImageData | null; exhibitionCount: number };

export type FairDates = {
  /** The fair's days in the page's language, or the date it was published when it has none. */
  text: string;
  /** `YYYY-MM-DD` for `<time dateTime>`. */
  iso: string;
  /** True when the text is the fair's own dates (false: the publication date). */
  fair: boolean;
};

export type ExhibitionCardData = {
  id: number;
  countryId: number;
  countryName: string;
  title: string;
  description: string;
  image: ImageData | null;
  dates: FairDates;
  city: string | null;
  venue: string | null;
  /** The company's hall and stand at the fair, when announced. */
  hall: string | null;
  stand: string | null;
  /** "Hall 6 · Stand C12" in the page's language (either part alone); null when neither is known. */
  standText: string | null;
  website: string | null;
  /** Not over yet (its last day is today or later, in Istanbul). */
  upcoming: boolean;
  /** Being held today (from its first to its last day, in Istanbul). */
  nowOn: boolean;
  /** `YYYY-MM-DD` of its first and last day, when it has dates. */
  days: { start: string; end: string } | null;
  photoCount: number;
};

export type PhotoData = { id: number; title: string; description: string; image: ImageData | null };
