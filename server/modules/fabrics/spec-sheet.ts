/**
 * A fabric's spec sheet: an A4 page, made with pdfkit from what the fabric's page shows (its
 * name, code, main photo, technical data and description), with the company's contact details,
 * a QR code back to the page and the day it was made; its passport on the next page.
 * In DejaVu Sans, for ş ğ ı İ and € (server/media/pdf.ts).
 */
import type { ContactInfoDto } from "../contact-info";
import { pdfDocument } from "../../media/pdf";
import type { FabricPassportDto } from "../../../common/api/fabrics";
import { hasPassportData, passportView } from "../../../common/passport-view";
import { drawPassport } from "./spec-sheet-passport";
import type { SpecSheetTexts } from "./spec-sheet-text";

export type SpecSheetInput = {
  lng: string;
  texts: SpecSheetTexts;
  name: string;
  code: string | null;
  description: string;
  rows: { label: string; value: string }[];
  contact: Pick<ContactInfoDto, "address" | "phone" | "email">;
  /** The main photo as JPEG or PNG, with its size in pixels; null when there is none. */
  photo: { data: Buffer; width: number; height: number } | null;
  /** The fabric page's address, and its QR code as PNG. */
  url: string;
  qr: Buffer;
  made: Date;
  /** Its passport: on a page of its own when it holds anything (spec-sheet-passport.ts). */
  passport?: FabricPassportDto | null;
  /** Streams left uncompressed (tests read the bytes). */
  compress?: boolean;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const PHOTO_SIZE = 236;
const COLUMN_GAP = 22;
const QR_SIZE = 78;
/** Top of the footer (QR code, address, date): everything above it stops there. */
const FOOTER_TOP = A4.height - MARGIN - QR_SIZE;
const INK = "#1d2733";
const MUTED = "#5d6873";
const ACCENT = "#1f4e79";
const RULE = "#d5dbe1";

/** The sheet as PDF bytes. */
export async function renderSpecSheet(input: SpecSheetInput): Promise<Buffer> {
  const { texts } = input;
  const title = input.code ? `${input.name} (${input.code})` : input.name;
  const { doc, finish } = await pdfDocument({
    size: "A4",
    // The bottom margin is small so that the footer, laid out by hand, never opens a second page.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 12 },
    lang: input.lng,
    displayTitle: true,
    compress: input.compress ?? true,
    info: {
      Title: `${title} – ${texts.title}`,
      Author: texts.company,
      Subject: texts.title,
      CreationDate: input.made,
    },
  });

  // The company and how to reach it.
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(ACCENT)
    .text(texts.company, MARGIN, MARGIN, { width: CONTENT_WIDTH });
  const reach = [
    input.contact.address.replace(/\s*\n+\s*/g, ", ").trim(),
    [
      input.contact.phone && `${texts.specSheet.phone} ${input.contact.phone}`,
      input.contact.email && `${texts.specSheet.email}: ${input.contact.email}`,
    ]
      .filter(Boolean)
      .join("   ·   "),
  ].filter(Boolean);
  doc.font("regular").fontSize(8.5).fillColor(MUTED);
  for (const line of reach) doc.text(line, { width: CONTENT_WIDTH, lineGap: 1.5 });
  let y = doc.y + 10;
  rule(doc, y);

  // The fabric.
  y += 16;
  doc
    .font("bold")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(texts.eyebrow.toLocaleUpperCase(input.lng), MARGIN, y, {
      width: CONTENT_WIDTH,
      characterSpacing: 0.6,
    });
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(INK)
    .text(input.name, MARGIN, doc.y + 3, { width: CONTENT_WIDTH });
  if (input.code)
    doc.font("regular").fontSize(11).fillColor(MUTED).text(input.code, { width: CONTENT_WIDTH });
  y = doc.y + 16;

  // The photo on the left, the technical data beside it.
  let columnsBottom = y;
  let tableX = MARGIN;
  if (input.photo) {
    const scale = Math.min(PHOTO_SIZE / input.photo.width, PHOTO_SIZE / input.photo.height);
    const width = input.photo.width * scale;
    const height = input.photo.height * scale;
    doc.image(input.photo.data, MARGIN, y, { width, height });
    columnsBottom = y + height;
    tableX = MARGIN + PHOTO_SIZE + COLUMN_GAP;
  }
  const tableWidth = MARGIN + CONTENT_WIDTH - tableX;
  if (input.rows.length > 0) {
    doc.font("bold").fontSize(11).fillColor(ACCENT).text(texts.title, tableX, y, { width: tableWidth });
    let rowY = doc.y + 6;
    const labelWidth = Math.round(tableWidth * 0.38);
    const valueX = tableX + labelWidth + 8;
    const valueWidth = tableWidth - labelWidth - 8;
    for (const row of input.rows) {
      rule(doc, rowY, tableX, tableWidth);
      rowY += 5;
      doc.font("bold").fontSize(8.5).fillColor(MUTED);
      const labelHeight = doc.heightOfString(row.label, { width: labelWidth });
      doc.text(row.label, tableX, rowY, { width: labelWidth });
      doc.font("regular").fontSize(9).fillColor(INK);
      const valueHeight = doc.heightOfString(row.value, { width: valueWidth });
      doc.text(row.value, valueX, rowY, { width: valueWidth });
      rowY += Math.max(labelHeight, valueHeight) + 5;
    }
    rule(doc, rowY, tableX, tableWidth);
    columnsBottom = Math.max(columnsBottom, rowY);
  }

  // The description, cut short (…) rather than spilling onto a second page.
  y = columnsBottom + 22;
  const description = input.description.trim();
  if (description && y < FOOTER_TOP - 60) {
    doc
      .font("bold")
      .fontSize(11)
      .fillColor(ACCENT)
      .text(texts.specSheet.about, MARGIN, y, { width: CONTENT_WIDTH });
    const top = doc.y + 4;
    doc
      .font("regular")
      .fontSize(9.5)
      .fillColor(INK)
      .text(description.replace(/\n{2,}/g, "\n"), MARGIN, top, {
        width: CONTENT_WIDTH,
        height: FOOTER_TOP - 20 - top,
        ellipsis: true,
        paragraphGap: 4,
        lineGap: 1.5,
      });
  }

  // The footer: the QR code to the page and its address, the day the sheet was made.
  rule(doc, FOOTER_TOP - 10);
  doc.image(input.qr, MARGIN, FOOTER_TOP, { width: QR_SIZE, height: QR_SIZE });
  const textX = MARGIN + QR_SIZE + 12;
  const textWidth = CONTENT_WIDTH - QR_SIZE - 12;
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(INK)
    .text(texts.specSheet.scan, textX, FOOTER_TOP + 14, { width: textWidth });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(ACCENT)
    .text(input.url, textX, doc.y + 3, { width: textWidth, link: input.url, underline: false });
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(texts.made(input.made), textX, FOOTER_TOP + QR_SIZE - 12, { width: textWidth, align: "right" });

  const passport = input.passport && passportView(input.passport, input.lng, texts.t, texts.day);
  if (passport && hasPassportData(passport))
    drawPassport(doc, passport, texts.t, title, {
      ...{ margin: MARGIN, width: CONTENT_WIDTH, bottom: A4.height - MARGIN },
      ...{ ink: INK, muted: MUTED, accent: ACCENT, rule: RULE },
    });

  return finish();
}

/** A thin horizontal line at `y`, across the content or a column. */
function rule(doc: PDFKit.PDFDocument, y: number, x = MARGIN, width = CONTENT_WIDTH) {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
    .restore();
}
