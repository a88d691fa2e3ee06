// `npm run i18n:sections`: writes app/i18n/page-sections.json, the catalogue sections each public
// route reads (scripts/lib/page-sections.ts); `npm run check:i18n` fails when it is out of date.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { DYNAMIC_FAMILIES } from "../common/i18n/dynamic-keys";
import { sections } from "../common/i18n/locales/tr";
import { onDemandSections, PAGE_SECTIONS_FILE, pageSections, pageSectionsJson } from "./lib/page-sections";

const map = pageSections(process.cwd(), sections, DYNAMIC_FAMILIES);
fs.writeFileSync(
  PAGE_SECTIONS_FILE,
  pageSectionsJson(map, sections, onDemandSections(process.cwd(), sections, DYNAMIC_FAMILIES)),
);
execFileSync("node_modules/.bin/biome", ["format", "--write", PAGE_SECTIONS_FILE], { stdio: "ignore" });
console.info(`✔ ${PAGE_SECTIONS_FILE}: ${Object.keys(map).length} routes`);
