import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OTHER_LANGUAGES } from "../../common/constants";
import { exportLanguage, exportLanguages } from "../../scripts/lib/xliff";
import { ImportRefused, importXliffFiles, planImport } from "../../scripts/lib/xliff-import";
import { parseXml, XmlError } from "../../scripts/lib/xml";

const LOCALES = path.resolve(__dirname, "../../common/i18n/locales");
const LANGS = ["tr", ...OTHER_LANGUAGES];

/** Every catalogue file under a locales folder: relative path → bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const lng of LANGS)
    for (const name of fs.readdirSync(path.join(dir, lng)).filter((f) => f.endsWith(".json")))
      files.set(`${lng}/${name}`, fs.readFileSync(path.join(dir, lng, name)));
  return files;
}
/** The files of `dir` whose bytes differ from the real catalogue's. */
function changedFiles(dir: string, real: Map<string, Buffer>): string[] {
  const now = snapshot(dir);
  expect([...now.keys()].sort()).toEqual([...real.keys()].sort());
  return [...real].filter(([name, bytes]) => !bytes.equals(now.get(name) as Buffer)).map(([name]) => name);
}

let real: Map<string, Buffer>;
let documents: Record<string, string>;
let tmp: string;
let locales: string;

beforeAll(() => {
  real = snapshot(LOCALES);
  documents = Object.fromEntries(OTHER_LANGUAGES.map((lng) => [lng, exportLanguage(LOCALES, lng)]));
});
/** A copy of the catalogue in a temporary folder for each test of the block. */
function withTemporaryCatalogue() {
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "xliff-"));
    locales = path.join(tmp, "locales");
    for (const lng of LANGS) {
      fs.mkdirSync(path.join(locales, lng), { recursive: true });
      for (const name of fs.readdirSync(path.join(LOCALES, lng)).filter((f) => f.endsWith(".json")))
        fs.copyFileSync(path.join(LOCALES, lng, name), path.join(locales, lng, name));
    }
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
}

/** Writes a document into the temporary folder; its path. */
function write(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
}
/** One unit's XML in a document. */
function unitXml(doc: string, id: string): string {
  const m = new RegExp(`    <unit id="${id.replace(/\./g, "\\.")}">[\\s\\S]*?</unit>\\n`).exec(doc);
  if (!m) throw new Error(`no unit ${id}`);
  return m[0];
}
/** The document with one unit's XML changed by `edit`. */
const editUnit = (doc: string, id: string, edit: (xml: string) => string) =>
  doc.replace(unitXml(doc, id), edit(unitXml(doc, id)));
const readJson = (dir: string, lng: string, section: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, lng, `${section}.json`), "utf8"));

describe("catalogue as XLIFF 2.0 (npm run i18n:export, i18n:import)", () => {
  withTemporaryCatalogue();

  it("exports every language and imports it back byte for byte, also into emptied catalogue files", () => {
    const out = path.join(tmp, "out");
    const files = exportLanguages(LOCALES, out, OTHER_LANGUAGES);
    expect(files.map((f) => path.basename(f))).toEqual(["tr-en.xlf", "tr-de.xlf", "tr-es.xlf", "tr-fr.xlf"]);
    for (const file of files) {
      const root = parseXml(fs.readFileSync(file, "utf8"));
      expect(root.attrs).toMatchObject({
        xmlns: "urn:oasis:names:tc:xliff:document:2.0",
        version: "2.0",
        srcLang: "tr",
      });
    }
    // Into the unchanged catalogue: nothing to write.
    expect(importXliffFiles(locales, files)).toEqual([]);
    expect(changedFiles(locales, real)).toEqual([]);
    // Into a catalogue whose translated files were emptied: every file is written, as it was.
    for (const lng of OTHER_LANGUAGES)
      for (const name of fs.readdirSync(path.join(locales, lng)))
        fs.writeFileSync(path.join(locales, lng, name), "{}\n");
    expect(importXliffFiles(locales, files)).toHaveLength(
      (real.size / LANGS.length) * OTHER_LANGUAGES.length,
    );
    expect(changedFiles(locales, real)).toEqual([]);
  });

  it("writes an edited French text to its file and key, and changes nothing else", () => {
    const text = `Qui sommes-nous ? « L’atelier » & "Dokuma" ${"\u263A"}`;
    const doc = editUnit(documents.fr as string, "about.title", (xml) =>
      xml.replace(
        /<target>.*<\/target>/,
        "<target>Qui sommes-nous ? « L&#x2019;atelier » &amp; &quot;Dokuma&quot; &#9786;</target>",
      ),
    );
    expect(importXliffFiles(locales, [write("fr.xlf", doc)])).toEqual([
      path.join(locales, "fr", "about.json"),
    ]);
    expect(changedFiles(locales, real)).toEqual(["fr/about.json"]);
    const expected = readJson(LOCALES, "fr", "about");
    expected.about.title = text;
    expect(fs.readFileSync(path.join(locales, "fr", "about.json"), "utf8")).toBe(
      `${JSON.stringify(expected, null, 2)}\n`,
    );
  });

  it.each(["es", "fr"])(
    "exports the %s `_many` forms from Turkish `_other` and reads them back in place",
    (lng) => {
      const doc = documents[lng] as string;
      const many = unitXml(doc, "finder.results_many");
      const turkishOther = readJson(LOCALES, "tr", "finder").finder.results_other as string;
      expect(turkishOther).toContain("{{count}}");
      expect(many).toContain('<note category="plural">Plural form "many"');
      expect(many).toContain('the source is its "other" form (finder.results_other)');
      expect(many).toContain(
        `<source>${turkishOther.replace("{{count}}", '<ph id="d1-1" dataRef="d1" disp="{{count}}"/>')}</source>`,
      );
      expect(unitXml(doc, "finder.results_other")).toContain('<note category="plural">Plural form "other"');
      const edited = editUnit(doc, "finder.results_many", (xml) =>
        xml.replace(/<target>.*<\/target>/, '<target>des millions (<ph id="d1-1" dataRef="d1"/>)</target>'),
      );
      importXliffFiles(locales, [write(`${lng}.xlf`, edited)]);
      expect(changedFiles(locales, real)).toEqual([`${lng}/finder.json`]);
      const before = readJson(LOCALES, lng, "finder");
      const after = readJson(locales, lng, "finder");
      expect(after.finder.results_many).toBe("des millions ({{count}})");
      expect(Object.keys(after.finder)).toEqual(Object.keys(before.finder));
      expect({ ...after.finder, results_many: before.finder.results_many }).toEqual(before.finder);
    },
  );

  it("marks a text still in Turkish or missing as initial, with no target when missing", () => {
    const fr = readJson(locales, "fr", "about");
    fr.about.title = readJson(locales, "tr", "about").about.title;
    fs.writeFileSync(path.join(locales, "fr", "about.json"), `${JSON.stringify(fr, null, 2)}\n`);
    const finder = readJson(locales, "fr", "finder");
    delete finder.finder.none;
    fs.writeFileSync(path.join(locales, "fr", "finder.json"), `${JSON.stringify(finder, null, 2)}\n`);
    const doc = exportLanguage(locales, "fr");
    expect(unitXml(doc, "about.title")).toContain('<segment state="initial">');
    expect(unitXml(doc, "finder.none")).toContain('<segment state="initial">');
    expect(unitXml(doc, "finder.none")).not.toContain("<target>");
    expect(unitXml(doc, "about.eyebrow")).toContain('<segment state="translated">');
    // A unit allowed to keep the Turkish text (app/i18n/allow-same.ts) counts as translated.
    expect(unitXml(doc, "fabricCard.inputUnits.cm")).toContain('<segment state="translated">');
  });

  it("joins the segments a tool split a text into, with the text between them", () => {
    const doc = editUnit(documents.fr as string, "about.title", (xml) =>
      xml.replace(
        /<segment[\s\S]*<\/segment>/,
        "<segment><source>Hakkımızda</source><target>Qui</target></segment>" +
          "<ignorable><source> </source></ignorable>" +
          '<segment state="final"><source/><target>sommes-nous <mrk id="m1" translate="no">vraiment</mrk></target></segment>',
      ),
    );
    importXliffFiles(locales, [write("fr.xlf", doc)]);
    expect(readJson(locales, "fr", "about").about.title).toBe("Qui sommes-nous vraiment");
  });

  it("keeps <Trans> markers as paired codes and restores them", () => {
    const unit = unitXml(documents.de as string, "contact.privacy");
    expect(unit).toContain('<data id="d1">&lt;notice&gt;</data>');
    expect(unit).toMatch(
      /<source>[^<]*<pc id="d1-1" dataRefStart="d1" dataRefEnd="d2"[^>]*>gizlilik bildirimimizi<\/pc>/,
    );
  });
});

describe("i18n:import refuses, naming the document and unit, and writes nothing", () => {
  withTemporaryCatalogue();

  const refused = (docs: Record<string, string>, ...patterns: RegExp[]) => {
    const files = Object.entries(docs).map(([name, text]) => write(name, text));
    let error: unknown;
    try {
      importXliffFiles(locales, files);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportRefused);
    for (const pattern of patterns) expect((error as Error).message).toMatch(pattern);
    expect(changedFiles(locales, real)).toEqual([]);
    expect(
      fs.readdirSync(path.join(locales, "fr")).filter((f) => !f.endsWith(".json") && f !== "index.ts"),
    ).toEqual([]);
  };
  const fr = () => documents.fr as string;
  const retarget = (doc: string, id: string, target: string) =>
    editUnit(doc, id, (xml) => xml.replace(/<target>.*<\/target>/, target));

  it("a unit that is not a key of the reference", () => {
    refused(
      { "fr.xlf": fr().replace('<unit id="about.title">', '<unit id="about.titel">') },
      /fr\.xlf, unit "about\.titel" \(section about, line \d+\): not a key of the Turkish reference/,
    );
    const moved = unitXml(fr(), "finder.none");
    refused(
      {
        "fr.xlf": fr()
          .replace(moved, "")
          .replace(unitXml(fr(), "about.title"), (xml) => xml + moved),
      },
      /unit "finder\.none" \(section about, .*not a key of the Turkish reference's section \(its keys start with about\)/,
      /file "finder" .*missing: finder\.none/,
    );
  });

  it("a plural category the language does not have", () => {
    const extra = unitXml(documents.de as string, "finder.results_other").replace(
      "results_other",
      "results_many",
    );
    const de = (documents.de as string).replace(
      unitXml(documents.de as string, "finder.results_other"),
      (xml) => xml + extra,
    );
    refused({ "de.xlf": de }, /unit "finder\.results_many".*"many" is not a plural category of de/);
  });

  it("a missing unit", () => {
    refused(
      { "fr.xlf": fr().replace(unitXml(fr(), "about.title"), "") },
      /fr\.xlf, file "about" \(line \d+\): 1 unit\(s\) missing: about\.title/,
    );
  });

  it("an empty or absent target", () => {
    refused(
      { "fr.xlf": retarget(fr(), "about.title", "<target> </target>") },
      /unit "about\.title".*the target is empty/,
    );
    refused({ "fr.xlf": retarget(fr(), "about.title", "") }, /unit "about\.title".*the target is empty/);
  });

  it("placeholders that differ from the source's", () => {
    refused(
      { "fr.xlf": retarget(fr(), "finder.results_one", "<target>{{nombre}} tissu</target>") },
      /unit "finder\.results_one".*placeholders \{\{nombre\}\} differ from the source's \{\{count\}\}/,
    );
    refused(
      { "fr.xlf": retarget(fr(), "finder.results_one", "<target>un tissu</target>") },
      /placeholders none differ/,
    );
    refused(
      { "fr.xlf": retarget(fr(), "contact.privacy", "<target>Lisez notre politique.</target>") },
      /unit "contact\.privacy".*<\/notice> <notice>/,
    );
    refused(
      { "fr.xlf": retarget(fr(), "finder.results_one", '<target><ph id="x" dataRef="d9"/> tissu</target>') },
      /refers to "d9"/,
    );
  });

  it("malformed XML", () => {
    refused(
      { "fr.xlf": fr().replace("</target>", "") },
      /fr\.xlf: malformed XML, line \d+: <\/segment> closes <target>/,
    );
    refused(
      { "fr.xlf": retarget(fr(), "about.title", "<target>Qui &nbsp;sommes-nous</target>") },
      /malformed XML, line \d+: bad entity or character reference "&nbsp;"/,
    );
    refused({ "fr.xlf": retarget(fr(), "about.title", "<target>A & B</target>") }, /malformed XML/);
    refused(
      { "fr.xlf": fr().replace('<file id="about"', '<file id="about" id="x"') },
      /attribute id given twice/,
    );
    refused({ "fr.xlf": `${fr()}<extra/>` }, /content after the root element/);
  });

  it("a target language that is not one of the site's", () => {
    refused(
      { "it.xlf": fr().replace('trgLang="fr"', 'trgLang="it"') },
      /it\.xlf: trgLang "it" is not one of the site's languages/,
    );
    refused({ "tr.xlf": fr().replace('trgLang="fr"', 'trgLang="tr"') }, /trgLang "tr"/);
  });

  it("any problem in any document: the valid ones are not written either", () => {
    const good = retarget(fr(), "about.title", "<target>Nouveau titre</target>");
    const bad = retarget(documents.de as string, "about.title", "<target></target>");
    refused({ "fr.xlf": good, "de.xlf": bad }, /de\.xlf, unit "about\.title"/);
    expect(planImport(locales, [{ name: "fr.xlf", text: good }])).toHaveLength(1);
  });
});

describe("the XML reader", () => {
  it("reads entities, character references, CDATA and comments", () => {
    const root = parseXml(
      `<?xml version="1.0"?>\n<!-- c --><a b='x &quot;y&quot; &apos;z&apos;'>&lt;&gt;&amp;&#233;&#x1F600;<![CDATA[<raw> & ]]><!-- d --></a>`,
    );
    expect(root.attrs.b).toBe(`x "y" 'z'`);
    expect(root.children.join("")).toBe("<>&é😀<raw> & ");
  });
  it.each([
    ["<a>", /not closed/],
    ["<a></b>", /closes <a>/],
    ["<a b=c/>", /quoted value/],
    ["<a>&#0;</a>", /bad entity/],
    ["<!DOCTYPE a><a/>", /DOCTYPE/],
    ["text<a/>", /no root element/],
    ["<a/><b/>", /content after the root/],
    ['<a b="<"/>', /"<" in the value/],
  ])("refuses %s", (xml, message) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
    expect(() => parseXml(xml)).toThrow(message);
  });
});
