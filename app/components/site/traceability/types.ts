import type { FacilityKind, FacilityOwnership } from "../../../../common/constants";

/** A facility as /traceability shows it (the loader fills it in the page's language). */
export type FacilityData = {
  id: number;
  name: string;
  ownership: FacilityOwnership;
  city: string;
  /** The country's name in the page's language (Intl.DisplayNames). */
  country: string;
  description: string;
  /** The certificates it holds that are valid today: their names and places on /certificates. */
  certificates: { id: number; name: string }[];
};

/** One step of the making, with the facilities that do it. */
export type TraceabilityStep = { kind: FacilityKind; facilities: FacilityData[] };
