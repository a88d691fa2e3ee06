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
  website: string | null;
  /** Not over yet (its last day is today or later, in Istanbul). */
  upcoming: boolean;
  photoCount: number;
};

export type PhotoData = { id: number; title: string; description: string; image: ImageData | null };
