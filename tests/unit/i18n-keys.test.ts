import { describe, expect, it } from "vitest";
import { checkKeys, type Family } from "../../scripts/lib/i18n-keys";

/** A small catalogue and code base: each test breaks one thing and reads the report. */
const catalogue = {
  nav: { home: "Home", contact: "Contact" },
  status: { new: "New", read: "Read" },
  inbox: { columns: { name: "Name" } },
  items_one: "{{count}} item",
  items_other: "{{count}} items",
};
const STATUSES = ["new", "read"];
const code = [
  'export const Nav = () => <a aria-label={t("nav.home")}>{t("nav.contact")}</a>;',
  'export const Count = (n: number) => t("items", { count: n });',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the code under test holds a template literal
  "export const Status = (s: string) => t(`status.${s}`);",
  'const columns = [{ id: "name" }];',
].join("\n");
const statuses = (values: string[]): Family => ({
  name: "statuses",
  where: "STATUSES",
  keys: values.map((s) => `status.${s}`),
});
const columns: Family = {
  name: "inbox columns",
  where: "inbox.tsx",
  prefix: "inbox.columns.",
  files: ["inbox.tsx"],
};
const families: Family[] = [statuses(STATUSES), columns];
const run = (text: string, fams: Family[] = families, cat: object = catalogue) =>
  checkKeys(cat, [{ file: "inbox.tsx", text }], fams);

describe("npm run check:i18n (scripts/lib/i18n-keys.ts)", () => {
  it("passes a code base that uses every key, plurals and families included", () => {
    expect(run(code)).toEqual({ unused: [], missing: [], familyMissing: [], keys: 7 });
  });

  it("names a key of the catalogue no code uses", () => {
    const report = run(code.replace('{t("nav.contact")}', "Contact"));
    expect(report.unused).toEqual([{ key: "nav.contact", where: "no code uses it" }]);
    expect(report.missing).toEqual([]);
  });

  it("names a key the code asks for literally that the catalogue lacks, with its file and line", () => {
    const report = run(`${code}\nexport const Title = () => t("nav.about");`);
    expect(report.missing).toEqual([{ key: "nav.about", where: "inbox.tsx:5" }]);
    expect(report.unused).toEqual([]);
  });

  it("names a family value without its text (a status added to the constant)", () => {
    const more = [statuses([...STATUSES, "archived"]), columns];
    const report = run(code, more);
    expect(report.familyMissing).toEqual([{ key: "status.archived", where: "statuses (STATUSES)" }]);
  });

  it("does not let a family or a template cover its whole subtree", () => {
    const cat = { ...catalogue, status: { ...catalogue.status, closed: "Closed" } };
    expect(run(code, families, cat).unused.map((p) => p.key)).toEqual(["status.closed"]);
  });

  it("counts a relative key only under the prefix of a family that names the file", () => {
    const report = run(code.replace('id: "name"', 'id: "email"'));
    expect(report.unused.map((p) => p.key)).toEqual(["inbox.columns.name"]);
  });

  it("reads a file's keys relative to its useTranslation keyPrefix", () => {
    const relative = code.replace('t("nav.contact")', 't("contact")');
    expect(run(relative).unused.map((p) => p.key)).toEqual(["nav.contact"]);
    const prefixed = `${relative}\nconst { t } = useTranslation(undefined, { keyPrefix: "nav" });`;
    expect(run(prefixed).unused).toEqual([]);
  });
});
