/**
 * The catalogue feeds for brands' PLM systems and feed readers (docs/feeds.md): every public
 * article with its card and passport as JSON (`GET /api/feeds/fabrics.json`), and the newest
 * articles as Atom (`GET /feeds/fabrics.atom`). Their limits and query, read by both sides.
 */
import { z } from "zod";
import { LANGUAGES } from "../constants";
import { FabricItemDto } from "./fabrics";
import { ImageDto, Instant } from "./shared";

/** `GET /api/fabrics?ids=`: at most this many ids (a comparison of articles). */
export const FABRIC_IDS_MAX = 24;
/** How long a deleted article is listed (`since`): a `since` further back is refused. */
export const FEED_DELETIONS_DAYS = 365;
/** The Atom feed's entries: the newest articles. */
export const ATOM_ENTRIES = 50;

/** An article as the feed gives it: its answer with absolute image URLs, its addresses and its last change. */
export const FeedArticle = FabricItemDto.extend({
  /** The article's page in the feed's language. */
  url: z.string(),
  /** Its passport as JSON-LD and its spec sheet (PDF), in the feed's language. */
  passport_url: z.string(),
  spec_sheet_url: z.string(),
  /** The gallery, in its order, each image with absolute URLs. */
  photos: z.array(ImageDto),
  /** The last change of the article, its passport, its gallery or a record it shows (server/modules/fabrics/feed-changes.ts). */
  updated_at: Instant,
});
export type FeedArticle = z.infer<typeof FeedArticle>;

export const FabricFeed = z.strictObject({
  data: z.array(FeedArticle),
  /** With `since`: the articles deleted after it (kept FEED_DELETIONS_DAYS days); otherwise empty. */
  deleted: z.array(z.strictObject({ id: z.number().int(), deleted_at: Instant })),
  meta: z.strictObject({
    lng: z.enum(LANGUAGES),
    since: Instant.nullable(),
    /** The latest change the feed knows (an article's or a deletion's): the next `since`, less a margin. */
    updated_at: Instant.nullable(),
    count: z.number().int().min(0),
  }),
});
export type FabricFeed = z.infer<typeof FabricFeed>;

/**
 * A query parameter the server reads itself (given once, or repeated), so that a refusal of its
 * value, whatever it is, is written in the reader's language.
 */
export const queryText = z.union([z.string(), z.array(z.string())]);

/** The feeds' query. */
export const feedQuery = z.object({
  lng: queryText.optional().describe(`The language: ${LANGUAGES.join(", ")} (default tr)`),
});
