/**
 * The feeds' texts outside React (docs/feeds.md): the Atom feed's title and subtitle, and the
 * refusals of their query (and of `GET /api/fabrics?ids=`), written in the reader's language.
 */
import type { FastifyRequest } from "fastify";
import type { FieldErrorCode } from "../../../common/api/errors";
import { FABRIC_IDS_MAX } from "../../../common/api/feeds";
import { type Lang, isLang } from "../../../common/constants";
import { fill } from "../../../common/i18n/fill";
import { AppError } from "../../http/errors";
import { serverTexts } from "../../http/texts";
import { pageView } from "../../http/view";

export const feedTexts = (lng: Lang) => serverTexts(lng, "feeds", "feeds");

export type FeedProblem = keyof ReturnType<typeof feedTexts>["errors"];
const CODES: Record<FeedProblem, FieldErrorCode> = {
  lng: "invalid",
  since: "invalid_date",
  since_old: "invalid_date",
  ids: "invalid",
  ids_many: "too_long",
};
const FIELDS: Record<FeedProblem, string> = { lng: "lng", since: "since", since_old: "since", ids: "ids", ids_many: "ids" };

/**
 * A 400 whose message is written in the reader's language: the asked language when it is one,
 * else the page rule's (the language cookie, Accept-Language, Turkish); the field's code as the
 * API's other refusals give it.
 */
export function feedRefusal(request: FastifyRequest, problem: FeedProblem, values: Record<string, number> = {}, lng?: unknown) {
  const language = isLang(lng) ? lng : pageView(request).lang;
  const message = fill(feedTexts(language).errors[problem], values);
  return new AppError(400, "invalid_input", message, { [FIELDS[problem]]: CODES[problem] });
}

/** `?lng=` of a feed: a language, or a refusal in the reader's language (`all` is the admin's, not a feed's). */
export function feedLang(request: FastifyRequest, raw: string | string[] | undefined): Lang {
  if (raw === undefined || raw === "") return "tr";
  if (!isLang(raw)) throw feedRefusal(request, "lng");
  return raw;
}

/**
 * `?ids=3,7,12` of `GET /api/fabrics` (repeated or comma-separated): positive ids, each once in
 * the order first asked, at most FABRIC_IDS_MAX; a refusal in the reader's language otherwise
 * (`?lng=` when it names one, else the page rule's).
 */
export function readFabricIds(request: FastifyRequest, raw: string | string[]): number[] {
  const lng = (request.query as Record<string, unknown> | undefined)?.lng;
  const parts = [raw].flat().join(",").split(",").map((part) => part.trim());
  if (parts.length > FABRIC_IDS_MAX * 4) throw feedRefusal(request, "ids_many", { max: FABRIC_IDS_MAX }, lng);
  if (parts.some((part) => !/^[1-9]\d{0,8}$/.test(part))) throw feedRefusal(request, "ids", {}, lng);
  if (parts.length > FABRIC_IDS_MAX) throw feedRefusal(request, "ids_many", { max: FABRIC_IDS_MAX }, lng);
  return [...new Set(parts.map(Number))];
}
