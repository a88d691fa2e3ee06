/**
 * The newest articles as an Atom 1.0 feed (RFC 4287) in one language, for feed readers: the
 * feed's id is its own address, each entry's id its article's page in that language (stable, and
 * another language's feed has entries of its own); every text escaped, characters XML 1.0 cannot
 * hold left out.
 */
import type { FeedArticle } from "../../../common/api/feeds";
import type { Lang } from "../../../common/constants";
import { fill } from "../../../common/i18n/fill";
import { feedTexts } from "./feed-texts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text as XML character data or an attribute's value. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const text = (value: string | Record<string, string | undefined>) => (typeof value === "string" ? value : (value.tr ?? ""));

/** The feed's own address in a language. */
export const atomUrl = (origin: string, lng: Lang) => `${origin}/feeds/fabrics.atom?lng=${lng}`;

function entry(article: FeedArticle, lng: Lang): string {
  const name = text(article.name);
  const title = article.code ? `${name} (${article.code})` : name;
  const collection = article.collection;
  return [
    "<entry>",
    `<id>${xmlText(article.url)}</id>`,
    `<title type="text">${xmlText(title)}</title>`,
    `<link rel="alternate" type="text/html" hreflang="${lng}" href="${xmlText(article.url)}"/>`,
    `<link rel="related" type="application/ld+json" href="${xmlText(article.passport_url)}"/>`,
    `<link rel="related" type="application/pdf" href="${xmlText(article.spec_sheet_url)}"/>`,
    ...(article.main_image ? [`<link rel="enclosure" type="image/webp" href="${xmlText(article.main_image)}"/>`] : []),
    `<published>${article.created_at}</published>`,
    `<updated>${article.updated_at}</updated>`,
    ...(collection
      ? [`<category term="${xmlText(collection.season)}" label="${xmlText(text(collection.name))}"/>`]
      : []),
    `<summary type="text">${xmlText(text(article.description))}</summary>`,
    "</entry>",
  ].join("\n");
}

/** The feed: newest articles first (as given), `updated` the latest of their changes. */
export function atomFeed(articles: FeedArticle[], options: { origin: string; lng: Lang; updated: Date | null }): string {
  const { origin, lng } = options;
  const t = feedTexts(lng);
  const self = atomUrl(origin, lng);
  const page = lng === "tr" ? `${origin}/fabrics` : `${origin}/fabrics?lng=${lng}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lng}">`,
    `<id>${xmlText(self)}</id>`,
    `<title type="text">${xmlText(fill(t.title, { company: t.company }))}</title>`,
    `<subtitle type="text">${xmlText(t.subtitle)}</subtitle>`,
    `<updated>${(options.updated ?? new Date(0)).toISOString()}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `<link rel="alternate" type="text/html" hreflang="${lng}" href="${xmlText(page)}"/>`,
    `<author><name>${xmlText(t.company)}</name><uri>${xmlText(`${origin}/`)}</uri></author>`,
    ...articles.map((article) => entry(article, lng)),
    "</feed>",
    "",
  ].join("\n");
}
