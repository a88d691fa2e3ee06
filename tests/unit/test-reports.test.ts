import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectFailures } from "../../scripts/lib/test-reports.mjs";

// Playwright's JSON report of a test that ran into its timeout, as Playwright 1.65 writes it: the
// first error names only the timeout, the second the step it interrupted, with its place.
const RED = "\u001b[31m";
const RESET = "\u001b[39m";
const timedOut = (root: string) => ({
  suites: [
    {
      title: "admin-fabrics.spec.ts",
      specs: [
        {
          title: "a fabric is added",
          tests: [
            {
              projectName: "desktop",
              status: "unexpected",
              results: [
                {
                  error: { message: `${RED}Test timeout of 150000ms exceeded.${RESET}` },
                  errors: [
                    { message: `${RED}Test timeout of 150000ms exceeded.${RESET}` },
                    {
                      location: { file: path.join(root, "tests/e2e/admin-fabrics.spec.ts"), line: 131, column: 5 },
                      message:
                        "Error: locator.click: Test timeout of 150000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('button', { name: 'Kaydet' })\u001b[22m\n\n  130 |\n> 131 | await x.click();",
                    },
                  ],
                },
              ],
            },
          ],
        },
        { title: "passes", tests: [{ projectName: "desktop", status: "expected", results: [{}] }] },
      ],
    },
  ],
  stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the runner's FAILED TEST lines for the browser tests", () => {
  it("name the spec line a timed-out test stood at and what it was waiting for, without colour codes", () => {
    const results = fs.mkdtempSync(path.join(os.tmpdir(), "reports-"));
    folders.push(results);
    const root = "/checkout";
    fs.writeFileSync(path.join(results, "playwright-desktop.json"), JSON.stringify(timedOut(root)));
    const { failedTests, counts } = collectFailures({ root, results, projects: ["desktop", "mobile"] });
    expect(counts).toEqual({ passed: 1, failed: 1, skipped: 0 });
    expect(failedTests).toEqual([
      "FAILED TEST: browser [desktop] › admin-fabrics.spec.ts › a fabric is added — Test timeout of 150000ms exceeded. " +
        "[at tests/e2e/admin-fabrics.spec.ts:131: locator.click: Test timeout of 150000ms exceeded.; waiting for getByRole('button', { name: 'Kaydet' })]",
    ]);
  });
});
