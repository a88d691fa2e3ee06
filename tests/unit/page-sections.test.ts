import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { onDemandSections, pageSections, pageSectionsJson } from "../../scripts/lib/page-sections";

const SECTIONS = { layout: { layout: {} }, list: { list: {} }, part: { part: {} }, forms: { forms: {} } };
let root = "";

/** A site of a few files: app/routes.ts, the root, and `files` (paths under the root). */
function site(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "page-sections-"));
  const all = {
    "app/routes.ts":
      'export default [layout("routes/site/layout.tsx", [route("list", "routes/site/list.tsx")])];',
    "app/root.tsx": 'export const title = "layout.title";',
    "app/routes/site/layout.tsx": "export const x = 1;",
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = "";
});

describe("page sections of parts loaded on demand", () => {
  it("leaves a useOnDemand part out of its page and lists its sections under its id", () => {
    site({
      "app/routes/site/list.tsx": [
        'import { Slot } from "../../components/Slot";',
        'export const heading = "list.title";',
      ].join("\n"),
      "app/components/Slot.tsx": 'const part = useOnDemand("alert", () => import("./Part"));',
      "app/components/Part.tsx": 'import { Field } from "./Field";\nexport const label = "part.toggle";',
      "app/components/Field.tsx": 'export const hint = t("forms.optional");',
    });
    const routes = pageSections(root, SECTIONS, []);
    expect(routes["routes/site/list"]).toEqual(["list"]);
    const parts = onDemandSections(root, SECTIONS, []);
    expect(parts).toEqual({ alert: ["forms", "part"] });
    expect(JSON.parse(pageSectionsJson(routes, SECTIONS, parts)).onDemand).toEqual(parts);
  });

  it("follows a lazy import that is not a useOnDemand part, as before", () => {
    site({
      "app/routes/site/list.tsx": 'const Part = lazy(() => import("../../components/Part"));',
      "app/components/Part.tsx": 'export const label = "part.toggle";',
    });
    expect(pageSections(root, SECTIONS, [])["routes/site/list"]).toEqual(["part"]);
    expect(onDemandSections(root, SECTIONS, [])).toEqual({});
  });

  it("refuses one id for two modules", () => {
    site({
      "app/routes/site/list.tsx": [
        'const a = useOnDemand("alert", () => import("../../components/Part"));',
        'const b = useOnDemand("alert", () => import("../../components/Other"));',
      ].join("\n"),
      "app/components/Part.tsx": 'export const label = "part.toggle";',
      "app/components/Other.tsx": 'export const label = "forms.optional";',
    });
    expect(() => onDemandSections(root, SECTIONS, [])).toThrow(/names both/);
  });
});
