/**
 * Swatch labels (`GET /api/fabrics/labels.pdf`, labels-route.ts): A4 sheets of 3 × 8 labels of
 * 70 × 37.125 mm, edge to edge as the common label stock is cut, drawn with pdfkit as the spec
 * sheet is (server/media/pdf.ts: DejaVu Sans for ş ğ ı İ; the care symbols of spec-sheet-passport.ts),
 * in the spec sheets' worker thread (spec-sheet-render.ts) so the main thread keeps answering.
 * Each label: the article code and name, composition, weight and width, the care symbols, and a
 * QR code of its link (the colourway's GS1 Digital Link, or the fabric's page).
 */
import QRCode from "qrcode";
import type { CareGroup } from "../../../common/passport";
import { LABEL_GRID } from "../../../common/api/contracts/labels";
import { pdfDocument } from "../../media/pdf";
import { drawCareSymbol } from "./spec-sheet-passport";

export type Label = {
  code: string | null;
  name: string;
  /** The colourway's reference, when the label is one colourway's. */
  colourway: string | null;
  /** Composition, weight, width: label and value as the fabric card writes them. */
  lines: { label: string; value: string }[];
  care: { group: CareGroup; value: string }[];
  url: string;
};

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
const LABEL = { width: A4.width / LABEL_GRID.columns, height: A4.height / LABEL_GRID.rows };
/** Inside each label: text and QR code keep this far from the cut. */
const PAD = 3.5 * MM;
const QR_SIZE = LABEL.height - 2 * PAD;
const SYMBOL = 13;
const INK = "#1d2733";
const MUTED = "#5d6873";

/** A sheet of labels to make, as plain data a worker thread can be sent (spec-sheet-render.ts). */
export type LabelsJob = { labels: Label[]; lng: string; title: string };

/** The labels' PDF in a buffer of its own (transferred from the worker, not cloned). */
export async function renderLabelBytes(job: LabelsJob): Promise<Uint8Array> {
  return new Uint8Array(await renderLabels(job.labels, job.lng, job.title));
}

/** The labels as PDF bytes, 24 a page; `title` names the document. */
export async function renderLabels(labels: Label[], lng: string, title: string): Promise<Buffer> {
  const qrs = await Promise.all(
    labels.map((label) =>
      QRCode.toBuffer(label.url, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 }),
    ),
  );
  const { doc, finish } = await pdfDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    lang: lng,
    displayTitle: true,
    info: { Title: title },
  });
  const perPage = LABEL_GRID.columns * LABEL_GRID.rows;
  labels.forEach((label, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage({ size: "A4", margin: 0 });
    const x = (slot % LABEL_GRID.columns) * LABEL.width;
    const y = Math.floor(slot / LABEL_GRID.columns) * LABEL.height;
    drawLabel(doc, label, qrs[index]!, x, y);
  });
  return finish();
}

function drawLabel(doc: PDFKit.PDFDocument, label: Label, qr: Buffer, x: number, y: number) {
  const qrX = x + LABEL.width - PAD - QR_SIZE;
  doc.image(qr, qrX, y + PAD, { width: QR_SIZE, height: QR_SIZE });
  const textX = x + PAD;
  const width = qrX - 2 - textX;
  const once = { width, lineBreak: false, ellipsis: true, height: 12 };
  const head = [label.code, label.colourway].filter(Boolean).join(" · ");
  doc
    .font("bold")
    .fontSize(8.5)
    .fillColor(INK)
    .text(head || label.name, textX, y + PAD, once);
  if (head)
    doc
      .font("regular")
      .fontSize(7.5)
      .fillColor(INK)
      .text(label.name, textX, doc.y + 0.5, once);
  let lineY = doc.y + 2;
  for (const line of label.lines) {
    doc
      .font("regular")
      .fontSize(6)
      .fillColor(MUTED)
      .text(line.value, textX, lineY, { width, height: 16, ellipsis: true, lineGap: -0.5 });
    lineY = doc.y + 1;
  }
  const symbolY = y + LABEL.height - PAD - SYMBOL;
  label.care.forEach((symbol, i) => {
    drawCareSymbol(doc, symbol.group, symbol.value, textX + i * (SYMBOL + 3), symbolY, SYMBOL, INK);
  });
}
