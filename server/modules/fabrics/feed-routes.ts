/**
 * The catalogue feeds (docs/feeds.md): `GET /api/feeds/fabrics.json?lng=&since=` (every article
 * with its card and passport, or those changed and deleted since a moment) and
 * `GET /feeds/fabrics.atom?lng=` (the newest articles). Public reads answered from the feed's read
 * model (feed.ts) with an ETag and a Last-Modified; a request naming either as the client holds
 * it is answered 304 (If-None-Match first, as RFC 9110 orders them). Their query is read here so
 * that a refusal is written in the reader's language.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { fileAnswer } from "../../../common/api/contract";
import { FabricFeed, FEED_DELETIONS_DAYS, feedQuery, queryText } from "../../../common/api/feeds";
import { etagOf, notModified } from "../../http/cache/conditional";
import { route } from "../../http/route";
import { atomFeed } from "./feed-atom";
import { readFeed } from "./feed";
import { feedLang, feedRefusal } from "./feed-texts";

const DAY_MS = 86_400_000;
const ATOM = "application/atom+xml; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";

const sinceQuery = queryText
  .optional()
  .describe(
    "Only the articles changed after this moment, and those deleted after it (ISO 8601, e.g. 2026-11-01T08:00:00Z; " +
      `at most ${FEED_DELETIONS_DAYS} days back)`,
  );

/** `since` as a moment: ISO 8601 with its offset, or a day (midnight UTC); a refusal otherwise, or when older than the deletions kept. */
function readSince(request: FastifyRequest, raw: string | string[] | undefined, lng: unknown, now = Date.now()): Date | null {
  if (raw === undefined) return null;
  if (Array.isArray(raw)) throw feedRefusal(request, "since", {}, lng);
  // A `+` left unencoded in a query string arrives as a space.
  const value = raw.trim().replace(/ (\d{2}:\d{2})$/, "+$1");
  const valid = z.iso.datetime({ offset: true }).safeParse(value).success || z.iso.date().safeParse(value).success;
  const at = valid ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) throw feedRefusal(request, "since", {}, lng);
  if (at.getTime() < now - FEED_DELETIONS_DAYS * DAY_MS) throw feedRefusal(request, "since_old", {}, lng);
  return at;
}

/** The last change as HTTP writes it (whole seconds). */
const httpDate = (at: Date | null) => (at ?? new Date(0)).toUTCString();

/**
 * Sends a body with its ETag and Last-Modified, or 304 when the client holds it: If-None-Match
 * decides when it is sent, else If-Modified-Since (no change after that second).
 */
function sendConditional(request: FastifyRequest, reply: FastifyReply, body: string, type: string, updatedAt: Date | null) {
  const etag = etagOf(Buffer.from(body, "utf8"));
  reply.header("etag", etag).header("last-modified", httpDate(updatedAt)).header("cache-control", "no-cache");
  const since = request.headers["if-modified-since"];
  const unchanged =
    request.headers["if-none-match"] !== undefined
      ? notModified(request, etag)
      : typeof since === "string" && Math.floor((updatedAt?.getTime() ?? 0) / 1000) * 1000 <= Date.parse(since);
  if (unchanged) return reply.code(304).send();
  return reply.type(type).send(body);
}

export function feedRoutes(app: FastifyInstance) {
  const { origin } = app.ctx.config;
  route(
    app,
    {
      method: "GET",
      url: "/feeds/fabrics.json",
      summary:
        "The catalogue feed: every article with its card and passport, absolute image URLs and updated_at; " +
        "with since, only those changed after it and, in `deleted`, those deleted after it. ETag and Last-Modified: " +
        "If-None-Match and If-Modified-Since are answered 304 (docs/feeds.md)",
      query: feedQuery.extend({ since: sinceQuery }),
      responses: { 200: FabricFeed },
    },
    async ({ query }, request, reply) => {
      const lng = feedLang(request, query.lng);
      // Refused in `?lng=`'s language, or the reader's when the feed's is left to its default.
      const since = readSince(request, query.since, query.lng);
      const feed = await readFeed(app.ctx, origin);
      const body = since === null ? feed.wholeBody(lng) : JSON.stringify(feed.answer(lng, since));
      return sendConditional(request, reply, body, JSON_TYPE, feed.updatedAt);
    },
  );
}

/** `/feeds/fabrics.atom`, outside /api: what a feed reader finds linked from /fabrics. */
export function atomRoutes(app: FastifyInstance) {
  const { origin } = app.ctx.config;
  route(
    app,
    {
      method: "GET",
      url: "/feeds/fabrics.atom",
      summary: "The newest articles as an Atom 1.0 feed in the language asked (application/atom+xml), with ETag and Last-Modified",
      query: feedQuery,
      responses: { 200: fileAnswer([ATOM]) },
    },
    async ({ query }, request, reply) => {
      const lng = feedLang(request, query.lng);
      const feed = await readFeed(app.ctx, origin);
      const { body, updatedAt } = feed.atom(lng, (articles, updated) => atomFeed(articles, { origin, lng, updated }));
      return sendConditional(request, reply, body, ATOM, updatedAt);
    },
  );
}
