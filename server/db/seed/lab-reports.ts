/**
 * The demo's lab reports: the first test result of three articles gets its laboratory's report, a
 * one-page PDF made with pdfkit as the certificates' scans are (certificate-pdf.ts); two are
 * public, the third "on request", so a fresh start shows both. A real mill uploads the
 * laboratory's own report in the passport's form.
 */
import { eq } from "drizzle-orm";
import type { PassportBody } from "../../../common/api/contracts/passport";
import type { Storage } from "../../storage/storage";
import type { StoredPrivateFile } from "../../media";
import type { Tx } from "../client";
import { fabricReports, fabrics, privateFiles } from "../schema";
import { SEED_PASSPORTS } from "./passports";
import { pdfDocument } from "../../media/pdf";
import { storeDemoPdf } from "./pdf-files";

export const DEMO_REPORTS = [
  { code: "DK-1102", public: true },
  { code: "DK-3140", public: true },
  { code: "DK-2210", public: false },
] as const;

type Test = PassportBody["tests"][number];

async function reportPdf(code: string, test: Omit<Test, "report">): Promise<Buffer> {
  const { doc, finish } = await pdfDocument({
    size: "A4",
    margin: 64,
    lang: "en",
    info: { Title: `Test report ${code}` },
  });
  doc.fontSize(10).fillColor("#5d6873").text(test.lab.toUpperCase());
  doc.moveDown(1.5).fontSize(22).fillColor("#1d2733").text("TEST REPORT");
  doc.moveDown(1).fontSize(11);
  for (const [label, value] of [
    ["Client", "Dokuma Tekstil, Istanbul"],
    ["Article", code],
    ["Property", test.property.replaceAll("_", " ")],
    ["Method", test.method],
    ["Result", `${test.result} ${test.unit}`],
    ["Date of test", test.tested_on],
  ]) {
    doc.text(`${label}: ${value}`).moveDown(0.3);
  }
  doc.moveDown(3).fontSize(8).fillColor("#5d6873").text("Demonstration document");
  return finish();
}

/** Writes the reports' files to the private area (before the seed's transaction; removed if it fails). */
export async function writeDemoReports(storage: Storage): Promise<StoredPrivateFile[]> {
  const files: StoredPrivateFile[] = [];
  for (const { code } of DEMO_REPORTS) {
    const test = SEED_PASSPORTS[code]?.tests as Test[] | undefined;
    if (!test?.[0]) throw new Error(`demo passport ${code} has no test result`);
    const pdf = await reportPdf(code, test[0]);
    files.push(await storeDemoPdf(storage, pdf, `${code}-test-report.pdf`));
  }
  return files;
}

/** Records the reports and names each in its article's first test result (after the passports). */
export async function insertDemoReports(
  tx: Tx,
  fabricIds: ReadonlyMap<string, number>,
  files: StoredPrivateFile[],
) {
  for (const [k, { code, public: shown }] of DEMO_REPORTS.entries()) {
    const fabricId = fabricIds.get(code);
    if (fabricId === undefined) continue;
    const [file] = await tx.insert(privateFiles).values(files[k]!).returning({ id: privateFiles.id });
    const [report] = await tx
      .insert(fabricReports)
      .values({ fabricId, fileId: file!.id })
      .returning({ id: fabricReports.id });
    const [row] = await tx
      .select({ passport: fabrics.passport })
      .from(fabrics)
      .where(eq(fabrics.id, fabricId));
    const passport = row!.passport!;
    const tests = passport.tests.map((test, i) =>
      i === 0 ? { ...test, report: { id: report!.id, public: shown } } : test,
    );
    await tx
      .update(fabrics)
      .set({ passport: { ...passport, tests } })
      .where(eq(fabrics.id, fabricId));
  }
}
