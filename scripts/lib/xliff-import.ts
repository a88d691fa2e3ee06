// XLIFF 2.0 documents (scripts/lib/xliff.ts writes them) back into the catalogue files. Every
// document is checked in full before anything is written, and the files are then written all or
// none; a refusal names the document and the unit of each problem.
import fs from "node:fs";
import { OTHER_LANGUAGES } from "../../common/constants";
import {
  buildSection,
  type Catalogue,
  catalogueJson,
  REFERENCE,
  readSection,
  sectionFile,
  sectionNames,
  type Unit,
  unitsOf,
  whyNotAKey,
} from "./catalogue-units";
import { XLIFF_NS } from "./xliff";
import { codesOf, decodeInline, originalData } from "./xliff-inline";
import { childElements, parseXml, type XmlElement, XmlError } from "./xml";

export class ImportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(`Nothing written:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
}

export interface XliffDocument {
  /** How the messages name it: its file name. */
  name: string;
  text: string;
}
export interface PlannedWrite {
  file: string;
  content: string;
}

/** The units of a <file> or <group>, groups included. */
const unitsIn = (element: XmlElement): XmlElement[] =>
  childElements(element).flatMap((c) => (c.name === "unit" ? [c] : c.name === "group" ? unitsIn(c) : []));

/** A unit's target text: its segments' targets, with the text between them (<ignorable>). */
function targetOf(unit: XmlElement): string {
  const data = originalData(unit);
  return childElements(unit)
    .filter((c) => c.name === "segment" || c.name === "ignorable")
    .map((part) => {
      const target =
        childElements(part, "target")[0] ??
        (part.name === "ignorable" ? childElements(part, "source")[0] : undefined);
      return target ? decodeInline(target.children, data) : "";
    })
    .join("");
}

const listed = (codes: string[]) => (codes.length === 0 ? "none" : codes.join(" "));

/** Checks one document: the files to write for it, or the problems found. */
function planDocument(
  localesDir: string,
  doc: XliffDocument,
  problems: string[],
): { lng: string; writes: PlannedWrite[] } | undefined {
  const fail = (where: string, message: string) => problems.push(`${doc.name}${where}: ${message}`);
  let root: XmlElement;
  try {
    root = parseXml(doc.text);
  } catch (error) {
    if (!(error instanceof XmlError)) throw error;
    fail("", `malformed XML, ${error.message}`);
    return undefined;
  }
  const { xmlns, version = "", srcLang, trgLang = "" } = root.attrs;
  if (root.name !== "xliff" || xmlns !== XLIFF_NS || !/^2\.[01]$/.test(version)) {
    fail("", `not an XLIFF 2.0 document (<xliff xmlns="${XLIFF_NS}" version="2.0">)`);
    return undefined;
  }
  if (srcLang !== REFERENCE)
    fail("", `srcLang is "${srcLang ?? ""}", the catalogue's source is "${REFERENCE}"`);
  if (!(OTHER_LANGUAGES as readonly string[]).includes(trgLang)) {
    fail(
      "",
      `trgLang "${trgLang}" is not one of the site's languages to translate into (${OTHER_LANGUAGES.join(", ")})`,
    );
    return undefined;
  }
  const lng = trgLang;
  const sections = sectionNames(localesDir);
  const seenFiles = new Set<string>();
  const writes: PlannedWrite[] = [];
  const before = problems.length;
  for (const file of childElements(root, "file")) {
    const section = file.attrs.id ?? "";
    const where = `, file "${section}" (line ${file.line})`;
    if (!sections.includes(section)) {
      fail(where, `not a section of the catalogue (${sections.join(", ")})`);
      continue;
    }
    if (seenFiles.has(section)) fail(where, "the section is given twice");
    seenFiles.add(section);
    const reference = readSection(localesDir, REFERENCE, section) as Catalogue;
    const expected = new Map<string, Unit>(unitsOf(reference, lng).map((u) => [u.key, u]));
    const texts = new Map<string, string>();
    for (const unit of unitsIn(file)) {
      const id = unit.attrs.id ?? "";
      const at = `, unit "${id}" (section ${section}, line ${unit.line})`;
      const wanted = expected.get(id);
      if (!wanted) {
        fail(at, whyNotAKey(id, reference, lng));
        continue;
      }
      if (texts.has(id)) {
        fail(at, "the unit is given twice");
        continue;
      }
      let target: string;
      try {
        target = targetOf(unit);
      } catch (error) {
        fail(at, (error as Error).message);
        continue;
      }
      texts.set(id, target);
      if (target.trim() === "") fail(at, "the target is empty (not translated yet?)");
      else if (listed(codesOf(target)) !== listed(codesOf(wanted.source)))
        fail(
          at,
          `placeholders ${listed(codesOf(target))} differ from the source's ${listed(codesOf(wanted.source))}`,
        );
    }
    const missing = [...expected.keys()].filter((key) => !texts.has(key));
    if (missing.length > 0)
      fail(
        where,
        `${missing.length} unit(s) missing: ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? ", …" : ""}`,
      );
    if (problems.length > before) continue;
    const content = catalogueJson(buildSection([...expected.values()], texts));
    const target = sectionFile(localesDir, lng, section);
    if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== content)
      writes.push({ file: target, content });
  }
  const absent = sections.filter((s) => !seenFiles.has(s));
  if (absent.length > 0) fail("", `section(s) missing: ${absent.join(", ")}`);
  return problems.length > before ? undefined : { lng, writes };
}

/** The catalogue files the documents change, with their new text; throws ImportRefused. */
export function planImport(localesDir: string, docs: XliffDocument[]): PlannedWrite[] {
  const problems: string[] = [];
  const byLanguage = new Map<string, string>();
  const writes: PlannedWrite[] = [];
  for (const doc of docs) {
    const plan = planDocument(localesDir, doc, problems);
    if (!plan) continue;
    const earlier = byLanguage.get(plan.lng);
    if (earlier) problems.push(`${doc.name}: a second document for ${plan.lng} (after ${earlier})`);
    byLanguage.set(plan.lng, doc.name);
    writes.push(...plan.writes);
  }
  if (docs.length === 0) problems.push("no XLIFF document given");
  if (problems.length > 0) throw new ImportRefused(problems);
  return writes;
}

/** Writes planned files all or none: each to a temporary file first, then each renamed over its file. */
export function writeAll(writes: PlannedWrite[]): void {
  const temporary = writes.map((w) => ({ ...w, temp: `${w.file}.${process.pid}.xliff-import` }));
  try {
    for (const w of temporary) fs.writeFileSync(w.temp, w.content);
  } catch (error) {
    for (const w of temporary) fs.rmSync(w.temp, { force: true });
    throw error;
  }
  for (const w of temporary) fs.renameSync(w.temp, w.file);
}

/** Reads the documents at `paths` into the catalogue under `localesDir`; the files written. */
export function importXliffFiles(localesDir: string, paths: string[]): string[] {
  const docs = paths.map((p) => ({ name: p, text: fs.readFileSync(p, "utf8") }));
  const writes = planImport(localesDir, docs);
  writeAll(writes);
  return writes.map((w) => w.file);
}
