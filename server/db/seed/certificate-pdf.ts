/**
 * The demo certificates' scans: a one-page PDF per certificate (standard, number, issuer, scope,
 * validity), made with pdfkit as the spec sheets are, so the demo's "open the certificate" links
 * open a real document. A real installation uploads the issuer's own scan.
 */
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import type { CertificateStandard } from "../../../common/constants";
import { pdfDocument } from "../../media/pdf";

export type CertificateSheet = {
  standard: CertificateStandard;
  number: string;
  issuer: string;
  holder: string;
  scope: string;
  validFrom: string;
  validUntil: string;
};

export async function certificatePdf(sheet: CertificateSheet): Promise<Buffer> {
  const { doc, finish } = await pdfDocument({
    size: "A4",
    margin: 64,
    lang: "en",
    info: { Title: `${CERTIFICATE_NAMES[sheet.standard]} ${sheet.number}`, Author: sheet.issuer },
  });
  const width = doc.page.width - 128;
  doc
    .rect(40, 40, doc.page.width - 80, doc.page.height - 80)
    .lineWidth(2)
    .stroke("#1f4e79");
  doc
    .moveDown(2)
    .font("bold")
    .fontSize(12)
    .fillColor("#5d6873")
    .text(sheet.issuer.toUpperCase(), { align: "center", width });
  doc
    .moveDown(2)
    .fontSize(30)
    .fillColor("#1f4e79")
    .text("CERTIFICATE", { align: "center", width, characterSpacing: 4 });
  doc
    .moveDown(0.5)
    .fontSize(18)
    .fillColor("#1d2733")
    .text(CERTIFICATE_NAMES[sheet.standard], { align: "center", width });
  doc.moveDown(2).font("regular").fontSize(11).text("This is to certify that", { align: "center", width });
  doc.moveDown(0.5).font("bold").fontSize(16).text(sheet.holder, { align: "center", width });
  doc.moveDown(0.5).font("regular").fontSize(11).text("Istanbul, Türkiye", { align: "center", width });
  doc.moveDown(1.5).text("meets the requirements of the standard above for the following scope:", {
    align: "center",
    width,
  });
  doc.moveDown(0.5).font("bold").text(sheet.scope, { align: "center", width });
  doc.moveDown(2).font("regular");
  for (const [label, value] of [
    ["Certificate number", sheet.number],
    ["Valid from", sheet.validFrom],
    ["Valid until", sheet.validUntil],
  ] as const) {
    doc
      .text(`${label}: `, { continued: true, align: "center", width })
      .font("bold")
      .text(value)
      .font("regular");
  }
  doc.moveDown(3).fontSize(8).fillColor("#5d6873").text("Demonstration document", { align: "center", width });
  return finish();
}
