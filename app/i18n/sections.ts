import type { i18n } from "i18next";
import { isAdminPath } from "../../common/paths";
import type { SectionName } from "../../common/i18n/locales/tr";
import generated from "./page-sections.json" with { type: "json" };

/**
 * A page carries the catalogue sections its routes read (app/i18n/page-sections.json, worked out
 * from the code by `npm run i18n:sections`): the public pages embed only those, the browser
 * fetches the others a later page needs before it shows that page. The admin area reads them all.
 */
const ROUTES: Readonly<Record<string, readonly string[]>> = generated.routes;
export const ALL_SECTIONS = generated.all as SectionName[];
/** The sections of the parts loaded on demand (app/i18n/on-demand.ts), by the part's id. */
const ON_DEMAND: Readonly<Record<string, readonly string[]>> = generated.onDemand;

/** The sections a part loaded on demand reads (none for an id the code does not name). */
export const onDemandSectionsOf = (id: string): readonly string[] => ON_DEMAND[id] ?? [];

/** The sections a page needs: the root's and those of each route it matched (the admin: all). */
export function sectionsFor(pathname: string, routeIds: readonly string[]): SectionName[] {
  if (isAdminPath(pathname)) return ALL_SECTIONS;
  const names = new Set<string>(ROUTES.root);
  for (const id of routeIds) for (const name of ROUTES[id] ?? []) names.add(name);
  return [...names].sort() as SectionName[];
}

let version = "";

/** The catalogues' version the page named: section URLs carry it, so they may be kept long. */
export function setCatalogueVersion(value: string): void {
  version = value;
}

async function fetchSection(lng: string, name: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/i18n/${lng}/${name}.json?v=${encodeURIComponent(version)}`);
  if (!response.ok) throw new Error(`Catalogue section ${lng}/${name}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The sections each language holds in this browser (those the page came with, then fetched ones). */
const held = new Map<string, Set<string>>();
const pending = new Map<string, Promise<void>>();

export function markHeld(lng: string, names: readonly string[]): void {
  const set = held.get(lng) ?? new Set<string>();
  for (const name of names) set.add(name);
  held.set(lng, set);
}

export function heldSections(lng: string): string[] {
  return [...(held.get(lng) ?? [])].sort();
}

export function missingSections(lng: string, names: readonly string[]): string[] {
  const set = held.get(lng);
  return names.filter((name) => !set?.has(name));
}

/**
 * Fetches the sections of `lng` the instance lacks and adds them to its texts; one promise per
 * language and set of sections, so a render that waits for it (React's `use`) gets the same one.
 */
export function loadSections(instance: i18n, lng: string, names: readonly string[]): Promise<void> {
  const missing = missingSections(lng, names);
  if (missing.length === 0) return Promise.resolve();
  const key = `${lng}:${missing.join(",")}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map((name) => fetchSection(lng, name)),
    ).then(
      (texts) => {
        for (const part of texts) instance.addResourceBundle(lng, "translation", part, true, true);
        markHeld(lng, missing);
        pending.delete(key);
      },
      (error: unknown) => {
        // A failed fetch (offline, a new deploy) is tried again by the next render.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}
