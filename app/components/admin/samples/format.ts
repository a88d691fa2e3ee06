import type { Lang } from "../../../../common/constants";
import type { InboxText } from "../inbox/types";
import type { SampleRequest } from "./types";

const displayNames = new Map<Lang, Intl.DisplayNames>();

/** A country's name in the admin's language (FR -> Fransa, France, Frankreich…); the code when unknown. */
export function countryName(code: string, lng: Lang): string {
  let names = displayNames.get(lng);
  if (!names) {
    names = new Intl.DisplayNames([lng], { type: "region", fallback: "code" });
    displayNames.set(lng, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a region code at all (the API stores ISO codes only, but a screen never fails on it).
    return code;
  }
}

/** "Swatch card" or "Sample length (3 m)" (texts of adminInbox.samples.kind). */
export const kindText = (text: InboxText, request: Pick<SampleRequest, "kind" | "metres">) =>
  request.kind === "length" ? text("kind.length", { metres: request.metres ?? "?" }) : text("kind.swatch");

/** "DK-101 · Poplin" (a fabric without a code: its name). */
export const fabricLabel = (code: string | null, name: string) => [code, name].filter(Boolean).join(" · ");
