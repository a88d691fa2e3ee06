#!/usr/bin/env node
// `npm run perf:size`: the JavaScript and CSS a browser loads for each public page of a built
// site, measured from the pages themselves. Starts the built server (BUILD_DIR, default build)
// on a fresh data folder with the demo content, fetches every page's HTML, follows the scripts,
// module preloads, static module imports and stylesheets it references, and sums their gzip and
// brotli sizes; and the HTML itself: its bytes, the catalogue texts it embeds (the
// `i18n-catalogue` block) and the route data it carries (React Router's inline scripts). Exits 1
// when a page is over budget (QUALITY.md).
//
// Env: BUILD_DIR (default build), PERF_PORT (default: a free port), PERF_JSON=<file> (also
// write the figures as JSON), PERF_URL=<origin> (measure a server already running there, with
// the demo content, instead of starting one).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { publicPages, startBuiltServer } from "./lib/built-server.mjs";

const KB = 1024;
const bodies = new Map();
// HTML: the home page, the one most visitors land on, under 70 KB; every page under 80 KB but
// /fabrics, under 81 KB: its cards carry their colourways' stock bands (docs/performance.md).
const BUDGET = { jsGzip: 160 * KB, cssGzip: 25 * KB, html: 80 * KB, homeHtml: 70 * KB, fabricsHtml: 81 * KB };
const htmlBudget = (url) => (url === "/" ? BUDGET.homeHtml : url === "/fabrics" ? BUDGET.fabricsHtml : BUDGET.html);

let server;
try {
  server = await startBuiltServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const { origin } = server;

let code = 0;
try {
  const pages = await publicPages(origin);
  const sizes = new Map();
  const rows = [];
  for (const [name, url] of pages) {
    const { js, css, html } = await assetsOf(url);
    const row = { page: name, url, js: await sum(js, sizes), css: await sum(css, sizes), html: htmlParts(html) };
    row.over = [
      row.js.gzip > BUDGET.jsGzip ? "JS" : null,
      row.css.gzip > BUDGET.cssGzip ? "CSS" : null,
      row.html.raw > htmlBudget(url) ? "HTML" : null,
    ].filter(Boolean);
    rows.push(row);
  }
  print(rows);
  if (process.env.PERF_JSON) {
    fs.mkdirSync(path.dirname(path.resolve(process.env.PERF_JSON)), { recursive: true });
    fs.writeFileSync(process.env.PERF_JSON, `${JSON.stringify({ budget: BUDGET, pages: rows }, null, 2)}\n`);
  }
  const over = rows.filter((row) => row.over.length > 0);
  if (over.length > 0) {
    console.error(`\nover budget: ${over.map((row) => `${row.page} (${row.over.join(", ")})`).join("; ")}`);
    code = 1;
  } else {
    console.info(
      `\nevery page within budget (JS ≤ ${kb(BUDGET.jsGzip)} KB gzip, CSS ≤ ${kb(BUDGET.cssGzip)} KB gzip, HTML ≤ ${kb(BUDGET.html)} KB, /fabrics ≤ ${kb(BUDGET.fabricsHtml)} KB, home ≤ ${kb(BUDGET.homeHtml)} KB)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 2;
} finally {
  await server.stop();
}
process.exit(code);

/** Script and stylesheet URLs of a page, with every module they statically import. */
async function assetsOf(pagePath) {
  const response = await get(pagePath, { cookie: "seen=1" });
  if (response.status !== 200) throw new Error(`${pagePath}: HTTP ${response.status}`);
  const html = await response.text();
  const js = new Set();
  const css = new Set();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}=["']([^"']*)["']`, "i"))?.[1];
    const rel = attr("rel")?.toLowerCase();
    if (tag.startsWith("<script") && attr("src")) js.add(resolve(attr("src"), pagePath));
    else if (rel === "modulepreload") js.add(resolve(attr("href"), pagePath));
    else if (rel === "stylesheet") css.add(resolve(attr("href"), pagePath));
    // Public pages start their modules after load: the preloads are listed on the boot block.
    if (tag.startsWith("<script") && attr("data-preload")) {
      for (const href of attr("data-preload").split(/\s+/).filter(Boolean)) js.add(resolve(href, pagePath));
    }
  }
  // Inline module scripts (React Router's route imports), run at once or after load (text/x-module).
  for (const [, body] of html.matchAll(
    /<script\b[^>]*type=["'](?:module|text\/x-module)["'][^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    for (const specifier of staticImports(body)) js.add(resolve(specifier, pagePath));
  }
  // Follow static imports: the browser loads them before the module runs.
  const queue = [...js];
  while (queue.length > 0) {
    const url = queue.shift();
    for (const specifier of staticImports(await text(url))) {
      const next = resolve(specifier, url);
      if (!js.has(next)) {
        js.add(next);
        queue.push(next);
      }
    }
  }
  return { js: [...js], css: [...css], html };
}

/** A page's HTML bytes, of which the embedded catalogue and React Router's route data. */
function htmlParts(html) {
  const size = (text) => Buffer.byteLength(text, "utf8");
  const catalogue = html.match(/<script\b[^>]*id=["']i18n-catalogue["'][^>]*>([\s\S]*?)<\/script>/i)?.[1] ?? "";
  let data = 0;
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (body.includes("__reactRouterContext")) data += size(body);
  }
  return { raw: size(html), gzip: zlib.gzipSync(html, { level: 9 }).length, catalogue: size(catalogue), data };
}

/** `import … from "x"`, `import "x"` and `export … from "x"`; dynamic `import("x")` is lazy. */
function staticImports(source) {
  const found = [];
  const pattern = /(?:^|[;\s{}()])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

function resolve(specifier, base) {
  return new URL(specifier, new URL(base, origin)).pathname;
}

async function text(url) {
  return (await bytes(url)).toString("utf8");
}
async function bytes(url) {
  if (!bodies.has(url)) {
    const response = await get(url);
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    bodies.set(url, Buffer.from(await response.arrayBuffer()));
  }
  return bodies.get(url);
}

/** Raw, gzip (level 9) and brotli (quality 11, as the build precompresses) sizes of the files. */
async function sum(urls, cache) {
  const total = { files: urls.length, raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    if (!cache.has(url)) {
      const content = await bytes(url);
      cache.set(url, {
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    const size = cache.get(url);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

function print(rows) {
  const header = [
    "page",
    "JS files",
    "JS raw",
    "JS gzip",
    "JS brotli",
    "CSS files",
    "CSS raw",
    "CSS gzip",
    "CSS brotli",
    "HTML raw",
    "HTML gzip",
    "texts",
    "route data",
    "",
  ];
  const lines = rows.map((row) => [
    `${row.page} (${row.url})`,
    String(row.js.files),
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.js.brotli),
    String(row.css.files),
    kb(row.css.raw),
    kb(row.css.gzip),
    kb(row.css.brotli),
    kb(row.html.raw),
    kb(row.html.gzip),
    kb(row.html.catalogue),
    kb(row.html.data),
    row.over.length > 0 ? `OVER (${row.over.join(", ")})` : "ok",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) =>
        i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join("  ")
      .trimEnd();
  console.info(
    `sizes in KB (1 KB = 1024 bytes); budget: JS ≤ ${kb(BUDGET.jsGzip)} gzip, CSS ≤ ${kb(BUDGET.cssGzip)} gzip, HTML ≤ ${kb(BUDGET.html)} raw (/fabrics ${kb(BUDGET.fabricsHtml)}), home ≤ ${kb(BUDGET.homeHtml)} (texts: the embedded catalogue; route data: React Router's inline data)`,
  );
  console.info(format(header));
  for (const line of lines) console.info(format(line));
}

function kb(n) {
  return (n / KB).toFixed(1);
}

async function get(urlPath, headers = {}) {
  return fetch(new URL(urlPath, origin), { headers: { "accept-encoding": "identity", ...headers } });
}
