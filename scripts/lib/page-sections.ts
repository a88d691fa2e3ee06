/**
 * Which catalogue sections (common/i18n/locales/<lng>/<section>.json) each route of the public
 * site reads, worked out from the code: the route file and every module it imports (statically
 * or lazily, app/ and common/), each counted for the section whose top-level key one of its
 * string literals starts with (`"home.title"`, `` `fabricCard.fibers.${f}` ``) or names whole
 * where keys are built under it (`name: "contact"`, `section="contact"`), plus the relative families of common/i18n/dynamic-keys.ts that name the file. An
 * over-count only costs bytes; a page lacking a section would show keys instead of texts, so
 * the count errs on the side of more. `.server` modules (texts the server puts in) are left out. Pure apart from reading the files it is pointed at.
 *
 * A part a page loads only when it is wanted, written `useOnDemand("<id>", () => import("./Part"))`
 * (app/i18n/on-demand.ts), is not followed: it fetches its sections with its code, and they are
 * listed apart under its id (`onDemand`), so the page's HTML does not carry texts few visitors read.
 */
import fs from "node:fs";
import path from "node:path";

export type SectionsOfRoutes = Record<string, string[]>;
import type { Family } from "./i18n-keys";

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
/** Imports a module runs with: static, re-exports, lazy `import()`; `import type` brings nothing. */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[\w$*{}\s,]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
/** A part loaded with its own sections: its id and its module. */
const ON_DEMAND =
  /\buseOnDemand\(\s*["']([A-Za-z][\w-]*)["']\s*,\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
/** A key's head: `"home.title"`, `` `fabricCard.fibers.${f}` ``. */
const KEY_HEAD = /["'`]([a-z][A-Za-z0-9]*)\./g;
/** A section named whole where keys are built under it: `name: "contact"`, `section="contact"`, a keyPrefix. */
const NAMED = /\b(?:name|section|keyPrefix)\s*[:=]\s*\{?\s*["']([a-z][A-Za-z0-9]*)["']/g;

function resolveImport(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(path.join(root, from)), specifier);
  for (const ext of EXTENSIONS) {
    const file = `${base}${ext}`;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile())
      return path.relative(root, file).split(path.sep).join("/");
  }
  return undefined;
}

/** The parts a file loads on demand: id → module (relative to the root). */
function onDemandParts(root: string, file: string, text: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const match of text.matchAll(ON_DEMAND)) {
    const module = resolveImport(root, file, match[2] ?? "");
    if (!module)
      throw new Error(
        `${file}: useOnDemand("${match[1]}") imports ${match[2]}, which is not a module of ours`,
      );
    const known = parts.get(match[1] as string);
    if (known && known !== module)
      throw new Error(`useOnDemand("${match[1]}") names both ${known} and ${module}`);
    parts.set(match[1] as string, module);
  }
  return parts;
}

/**
 * The file and every module of ours it loads; the catalogues themselves are not followed, nor the
 * parts loaded on demand (`onDemand` lists their sections).
 */
export function moduleGraph(root: string, entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const parts = new Set(onDemandParts(root, file, text).values());
    for (const match of text.matchAll(IMPORT)) {
      const next = resolveImport(root, file, match[1] ?? match[2] ?? "");
      if (next && match[2] && parts.has(next)) continue;
      // A `.server` module never reaches the browser (React Router leaves it out of the bundle).
      if (!next || seen.has(next) || next.startsWith("common/i18n/locales/") || /\.server\.tsx?$/.test(next))
        continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen].sort();
}

/** The sections the files name: `owner` maps each top-level key to its section. */
export function sectionsOf(
  root: string,
  files: readonly string[],
  owner: ReadonlyMap<string, string>,
  families: readonly Family[],
): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const match of [...text.matchAll(KEY_HEAD), ...text.matchAll(NAMED)]) {
      const section = owner.get(match[1] ?? "");
      if (section) found.add(section);
    }
    for (const family of families) {
      if (!("prefix" in family) || !family.files.includes(file)) continue;
      const section = owner.get(family.prefix.split(".")[0] ?? "");
      if (section) found.add(section);
    }
  }
  return [...found].sort();
}

/** The route files app/routes.ts names, in the order it names them. */
export function routeFiles(root: string): string[] {
  const text = fs.readFileSync(path.join(root, "app/routes.ts"), "utf8");
  return [...text.matchAll(/["'](routes\/[^"']+\.tsx?)["']/g)].map((m) => m[1] as string);
}

/** Each top-level key's section. */
function ownerOf(sections: Readonly<Record<string, object>>): Map<string, string> {
  const owner = new Map<string, string>();
  for (const [section, texts] of Object.entries(sections))
    for (const key of Object.keys(texts)) owner.set(key, section);
  return owner;
}

/**
 * Each public route's sections, by React Router's route id (the file under app/, no extension),
 * and the root's (`root`): a page needs its own, its layout's and the root's.
 */
export function pageSections(
  root: string,
  sections: Readonly<Record<string, object>>,
  families: readonly Family[],
): SectionsOfRoutes {
  const owner = ownerOf(sections);
  const entries: [string, string][] = [
    ["root", "app/root.tsx"],
    ...routeFiles(root)
      .filter((file) => file.startsWith("routes/site/"))
      .map((file): [string, string] => [file.replace(/\.tsx?$/, ""), `app/${file}`]),
  ];
  return Object.fromEntries(
    entries.map(([id, file]) => [id, sectionsOf(root, moduleGraph(root, file), owner, families)]),
  );
}

/**
 * The sections of each part the public routes load on demand (and the parts those load), by the
 * part's id: what the browser fetches with the part's code.
 */
export function onDemandSections(
  root: string,
  sections: Readonly<Record<string, object>>,
  families: readonly Family[],
): SectionsOfRoutes {
  const owner = ownerOf(sections);
  const modules = new Map<string, string>();
  const queue = [
    "app/root.tsx",
    ...routeFiles(root)
      .filter((file) => file.startsWith("routes/site/"))
      .map((file) => `app/${file}`),
  ];
  const read = new Set<string>();
  while (queue.length > 0) {
    for (const file of moduleGraph(root, queue.shift() as string)) {
      if (read.has(file)) continue;
      read.add(file);
      for (const [id, module] of onDemandParts(root, file, fs.readFileSync(path.join(root, file), "utf8"))) {
        const known = modules.get(id);
        if (known && known !== module)
          throw new Error(`useOnDemand("${id}") names both ${known} and ${module}`);
        if (!known) queue.push(module);
        modules.set(id, module);
      }
    }
  }
  const ids = [...modules.keys()].sort();
  return Object.fromEntries(
    ids.map((id) => [id, sectionsOf(root, moduleGraph(root, modules.get(id) as string), owner, families)]),
  );
}

/** The file app/i18n/page-sections.json, as `npm run i18n:sections` writes it. */
export const PAGE_SECTIONS_FILE = "app/i18n/page-sections.json";

/**
 * The generated file: each public route's sections, each part's loaded on demand, and every
 * section (what an admin page reads).
 */
export function pageSectionsJson(
  map: SectionsOfRoutes,
  sections: Readonly<Record<string, object>>,
  onDemand: SectionsOfRoutes = {},
): string {
  return `${JSON.stringify({ routes: map, onDemand, all: Object.keys(sections).sort() }, null, 2)}\n`;
}
