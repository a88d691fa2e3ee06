// `npm run check:i18n`: every key of the reference catalogue (common/i18n/locales/tr) is used by
// the code, every key the code asks for literally exists, and every key of a dynamic family
// (common/i18n/dynamic-keys.ts) has its text, and app/i18n/page-sections.json (the sections each
// public page embeds) is what the code gives today. Exits 1 on any problem, naming each key and where.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { DYNAMIC_FAMILIES, KEPT_KEYS } from "../common/i18n/dynamic-keys";
import { isDeepStrictEqual } from "node:util";
import tr, { sections } from "../common/i18n/locales/tr";
import { checkKeys } from "./lib/i18n-keys";
import { onDemandSections, PAGE_SECTIONS_FILE, pageSections, pageSectionsJson } from "./lib/page-sections";

const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server", "common", "scripts"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && fs.existsSync(f))
  .filter(
    (f) =>
      !f.startsWith("common/i18n/locales/") &&
      f !== "common/i18n/dynamic-keys.ts" &&
      !/\.test\.tsx?$/.test(f),
  );

const report = checkKeys(
  tr,
  files.map((file) => ({ file, text: fs.readFileSync(file, "utf8") })),
  DYNAMIC_FAMILIES,
  KEPT_KEYS,
);
const lists = [
  [
    "Keys of the catalogue no code uses (delete them from all five languages, or declare their family):",
    report.unused,
  ],
  ["Keys the code asks for that the catalogue lacks:", report.missing],
  ["Keys of a dynamic family without a text (common/i18n/dynamic-keys.ts):", report.familyMissing],
] as const;
let failed = false;
for (const [title, problems] of lists) {
  if (problems.length === 0) continue;
  failed = true;
  console.error(title);
  for (const p of problems) console.error(`  ${p.key}  — ${p.where}`);
}
const expected = JSON.parse(
  pageSectionsJson(
    pageSections(process.cwd(), sections, DYNAMIC_FAMILIES),
    sections,
    onDemandSections(process.cwd(), sections, DYNAMIC_FAMILIES),
  ),
);
const written = fs.existsSync(PAGE_SECTIONS_FILE) ? JSON.parse(fs.readFileSync(PAGE_SECTIONS_FILE, "utf8")) : null;
if (!isDeepStrictEqual(written, expected)) {
  failed = true;
  console.error(`${PAGE_SECTIONS_FILE} is out of date with the code: run npm run i18n:sections`);
}
if (failed) process.exit(1);
console.info(
  `✔ ${report.keys} keys, each used; ${DYNAMIC_FAMILIES.length} dynamic families, each key with its text; ${Object.keys(KEPT_KEYS).length} kept on purpose; ${files.length} files read`,
);
