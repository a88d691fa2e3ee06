import type { ImageData } from "../../../lib/images";
import type { LoadFailure } from "../fabrics/types";

/** What the home page's loader gives its sections (home.server.ts fills it). */
export type HomeFabric = { id: number; name: string; description: string; image: ImageData | null };
export type HomeCountry = { id: number; name: string; image: ImageData | null; exhibitionCount: number };
export type HomeFair = {
  id: number;
  title: string;
  place: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  start: string | null;
  /** Formatted in the page's language on the server, so the browser hydrates the same text. */
  dates: string;
};
/** A part that could not be read shows the error's code and the request's id (as /fabrics does). */
export type Loaded<T> = { ok: true; items: T[] } | { ok: false; error: LoadFailure };
