import { createHash } from "node:crypto";

/** `<script ...>body</script>`; React escapes `>` in attribute values, so `[^>]*` is safe here. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/**
 * Allows the page's own inline scripts and nothing else. Rendering marks them with a random
 * per-request nonce (React Router's <Scripts>, <ScrollRestoration> and stream scripts, React's
 * own); here each marked script's hash goes into the CSP and the mark is removed. A script
 * injected through content cannot know the mark, so it is not hashed and the browser blocks
 * it; and since the HTML and the header no longer contain anything random, pages stay cacheable.
 */
export function sealInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(mark) || HAS_SRC.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return { html: html.replaceAll(mark, ""), hashes: [...hashes] };
}

const COMMON = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/**
 * The CSP of a server-rendered page: inline scripts by hash, styles from our own CSS files
 * only, inline style attributes (React `style` props) allowed. In development Vite injects
 * scripts and <style> elements and talks over a WebSocket.
 */
export function pageCsp(scriptHashes: string[], options: { dev: boolean }): string {
  if (options.dev) {
    return [
      ...COMMON,
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self' ws: wss:",
    ].join("; ");
  }
  return [
    ...COMMON,
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "connect-src 'self'",
  ].join("; ");
}
