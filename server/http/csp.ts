import { createHash } from "node:crypto";

/** `<script ...>body</script>`; React escapes `>` in attribute values, so `[^>]*` is safe here. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** How rendering marks the page's own inline scripts (removed again by sealInlineScripts). */
const nonceMark = (nonce: string) => ` nonce="${nonce}"`;

/**
 * Allows the page's own inline scripts and nothing else. Rendering marks them with a random
 * per-request nonce (React Router's <Scripts>, <ScrollRestoration> and stream scripts, React's
 * own); here each marked script's hash goes into the CSP and the mark is removed. A script
 * injected through content cannot know the mark, so it is not hashed and the browser blocks
 * it; and since the HTML and the header no longer contain anything random, pages stay cacheable.
 *
 * `page` is the document's UTF-8 bytes read as latin1, one character a byte (see sealPage): the
 * markup searched for is ASCII, which a UTF-8 sequence never contains, and a script's hash is
 * taken over its bytes, as the browser takes it.
 */
export function sealInlineScripts(page: string, nonce: string): { html: string; hashes: string[] } {
  const mark = nonceMark(nonce);
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of page.matchAll(SCRIPT)) {
    if (!attributes.includes(mark) || HAS_SRC.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "latin1").digest("base64")}'`);
  }
  return { html: page.replaceAll(mark, ""), hashes: [...hashes] };
}

/**
 * The rendered document as it is sent: scripts deferred (`defer`, public pages) and sealed.
 * It stays bytes throughout. Decoding a page to a JavaScript string made a two-byte string
 * of some 90,000 characters (any Greek or Turkish letter does that), which V8 allocates
 * outside its normal heap: about 1 ms a page to decode and encode again, plus the garbage.
 * A latin1 view is one byte a character and costs a copy.
 */
export function sealPage(
  bytes: Buffer,
  nonce: string,
  options: { defer: boolean },
): { body: Buffer; hashes: string[] } {
  const page = bytes.toString("latin1");
  const sealed = sealInlineScripts(options.defer ? deferPageScripts(page, nonce) : page, nonce);
  return { body: Buffer.from(sealed.html, "latin1"), hashes: sealed.hashes };
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** React Router's inline module script: imports the route modules, then the client entry. */
const BOOT_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)\stype="module"([^>]*)>([\s\S]*?)<\/script>/;
export const BOOT_ID = "app-boot";

/**
 * Starts the page's JavaScript once the page has loaded (its HTML, stylesheets and eager
 * images), not before: on a slow connection the modules (some 30 files, ~135 KB compressed)
 * no longer share the bandwidth with what the first paint and the largest image wait for.
 * The page is fully rendered by the server and usable as HTML meanwhile; links work, and
 * React hydrates it as soon as the modules arrive.
 *
 * React puts React Router's `<link rel="modulepreload">` in the head, before the stylesheets;
 * they are taken out, and React Router's inline module script becomes an inert data block.
 * BOOT_LOADER, after `load` and the first paint, adds the preloads (all modules fetched in
 * parallel) and runs the module script's text as a module script: the same text, so its CSP
 * hash allows it.
 */
export function deferPageScripts(html: string, nonce: string): string {
  const mark = nonceMark(nonce);
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const hrefs = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  const rest = html.slice(headEnd);
  const boot = BOOT_SCRIPT.exec(rest);
  if (!boot || hrefs.length === 0 || !boot[0].includes(mark)) return html;
  const inert = `<script type="text/x-module" id="${BOOT_ID}" data-preload="${hrefs.join(" ")}"${mark}>${boot[3]}</script><script${mark}>${BOOT_LOADER}</script>`;
  return `${head.replace(MODULE_PRELOAD, "")}${rest.slice(0, boot.index)}${inert}${rest.slice(boot.index + boot[0].length)}`;
}

/**
 * Starts the page's JavaScript once the page has loaded and shown its first content (FCP), so
 * that hydration and the module downloads never come before the first paint: on a fast
 * connection `load` can fire before the first frame is painted. Without paint timing, in a
 * hidden tab (no paint until shown) or when it is hidden while waiting, it starts at once;
 * a 3 s timer covers a paint that is never reported.
 */
export const BOOT_LOADER = `(()=>{const d=document;let done=false;const boot=()=>{if(done)return;done=true;const b=d.getElementById("${BOOT_ID}");if(!b)return;const f=d.createDocumentFragment();for(const href of (b.dataset.preload||"").split(" ")){if(!href)continue;const l=d.createElement("link");l.rel="modulepreload";l.href=href;f.append(l)}d.head.append(f);const s=d.createElement("script");s.type="module";s.textContent=b.textContent;d.body.append(s)};const loaded=()=>{const P=window.PerformanceObserver;if(d.visibilityState!=="visible"||!P||!(P.supportedEntryTypes||[]).includes("paint"))return boot();const o=new P((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();boot()}});o.observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",boot,{once:true});setTimeout(boot,3000)};if(d.readyState==="complete")loaded();else addEventListener("load",loaded,{once:true})})()`;

const common = (imageOrigin: string | undefined) => [
  "default-src 'self'",
  // S3_PUBLIC_URL: /uploads/<file> redirects there, and an image must be allowed where it lands.
  imageOrigin ? `img-src 'self' data: blob: ${new URL(imageOrigin).origin}` : "img-src 'self' data: blob:",
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
export function pageCsp(scriptHashes: string[], options: { dev: boolean; imageOrigin?: string }): string {
  if (options.dev) {
    return [
      ...common(options.imageOrigin),
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self' ws: wss:",
    ].join("; ");
  }
  return [
    ...common(options.imageOrigin),
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "connect-src 'self'",
  ].join("; ");
}
