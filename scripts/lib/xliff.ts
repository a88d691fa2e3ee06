// The catalogue as XLIFF 2.0 for translators (`npm run i18n:export`, `npm run i18n:import`): one
// document per language (Turkish source, the language as target), a <file> per section, a <unit>
// per text whose id is its dotted key. Reading back checks every document first and writes the
// catalogue files all or none (scripts/lib/xliff-import.ts).
import fs from "node:fs";
import path from "node:path";
import { SAME_TEXT_ALLOWED } from "../../app/i18n/allow-same";
import {
  type Catalogue,
  flatTexts,
  REFERENCE,
  readSection,
  sectionNames,
  type Unit,
  unitsOf,
} from "./catalogue-units";
import { CodeTable, encodeInline } from "./xliff-inline";
import { escapeAttribute, escapeText } from "./xml";

export const XLIFF_NS = "urn:oasis:names:tc:xliff:document:2.0";

/** A few counts the category is used for in `lng`, for the translator's note. */
function examples(lng: string, category: string): string {
  const rules = new Intl.PluralRules(lng);
  const found = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 100, 101, 1000, 1_000_000, 2_000_000].filter(
    (n) => rules.select(n) === category,
  );
  return found.slice(0, 5).join(", ");
}

function pluralNote(unit: Unit, lng: string): string {
  const what = `Plural form "${unit.category}" (CLDR) of ${lng}: used for counts such as ${examples(lng, unit.category ?? "other")}.`;
  return unit.sourceKey === unit.key
    ? what
    : `${what} Turkish has no "${unit.category}" form: the source is its "other" form (${unit.sourceKey}).`;
}

/** The XLIFF 2.0 document of one language: every section of the reference, every text. */
export function exportLanguage(localesDir: string, lng: string): string {
  const files = sectionNames(localesDir).map((section) => {
    const reference = readSection(localesDir, REFERENCE, section) as Catalogue;
    const targets = flatTexts(readSection(localesDir, lng, section));
    const units = unitsOf(reference, lng).map((unit) => {
      const target = targets.get(unit.key);
      const table = new CodeTable();
      const source = encodeInline(unit.source, table);
      const translated =
        target !== undefined && (target !== unit.source || SAME_TEXT_ALLOWED.has(unit.sourceKey));
      const notes = unit.category
        ? `      <notes>\n        <note category="plural">${escapeText(pluralNote(unit, lng))}</note>\n      </notes>\n`
        : "";
      const targetXml =
        target === undefined ? "" : `\n        <target>${encodeInline(target, table)}</target>`;
      return (
        `    <unit id="${escapeAttribute(unit.key)}">\n${notes}${table.toXml("      ")}` +
        `      <segment state="${translated ? "translated" : "initial"}">\n` +
        `        <source>${source}</source>${targetXml}\n      </segment>\n    </unit>\n`
      );
    });
    const original = path.posix.join("common/i18n/locales", REFERENCE, `${section}.json`);
    return `  <file id="${escapeAttribute(section)}" original="${original}" xml:space="preserve">\n${units.join("")}  </file>\n`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<xliff xmlns="${XLIFF_NS}" version="2.0" srcLang="${REFERENCE}" trgLang="${escapeAttribute(lng)}">\n` +
    `${files.join("")}</xliff>\n`
  );
}

/** The documents of `languages` written to `outDir` as `tr-<lng>.xlf`; their paths. */
export function exportLanguages(localesDir: string, outDir: string, languages: readonly string[]): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  return languages.map((lng) => {
    const file = path.join(outDir, `${REFERENCE}-${lng}.xlf`);
    fs.writeFileSync(file, exportLanguage(localesDir, lng));
    return file;
  });
}
