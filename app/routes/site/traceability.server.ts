import type { AppLoadContext } from "react-router";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import { FACILITY_KINDS, type Lang } from "../../../common/constants";
import type { FacilityData, TraceabilityStep } from "../../components/site/traceability/types";
import { text } from "./loaders.server";

const countryNames = new Map<Lang, Intl.DisplayNames>();
/** A country's name in `lng` (the code itself when the runtime does not know it). */
function countryName(code: string, lng: Lang): string {
  let names = countryNames.get(lng);
  if (!names) {
    names = new Intl.DisplayNames([lng], { type: "region", fallback: "code" });
    countryNames.set(lng, names);
  }
  return names.of(code) ?? code;
}

/** The steps of the making, spinning to making-up, each with the facilities that do it (empty steps left out). */
export async function loadTraceability(context: AppLoadContext, lng: Lang): Promise<TraceabilityStep[]> {
  const facilities = await context.services.listPublicFacilities(context.ctx, lng);
  const shown = new Map<number, FacilityData>(
    facilities.map((f) => [
      f.id,
      {
        id: f.id,
        name: f.name,
        ownership: f.ownership,
        city: f.city,
        country: countryName(f.country, lng),
        description: text(f.description),
        certificates: f.certificates.map((c) => ({ id: c.id, name: CERTIFICATE_NAMES[c.standard] })),
      },
    ]),
  );
  return FACILITY_KINDS.map((kind) => ({
    kind,
    facilities: facilities.filter((f) => f.kinds.includes(kind)).map((f) => shown.get(f.id)!),
  })).filter((step) => step.facilities.length > 0);
}
