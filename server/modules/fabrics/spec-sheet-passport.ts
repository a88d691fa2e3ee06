/**
 * The spec sheet's passport (common/passport-view.ts, the fabric page's own texts): on a page of
 * its own after the card, as the card fills the first page to its footer — the steps, the fibres'
 * origins and recycled shares, the care symbols (common/care-symbols.ts, drawn with pdfkit's
 * `path()`) with their texts, the test results and the substances. A long list of tests goes on
 * to a further page.
 */
import { CARE_STROKE, CARE_VIEWBOX, careDrawing } from "../../../common/care-symbols";
import type { CareGroup } from "../../../common/passport";
import type { PassportView, ViewT } from "../../../common/passport-view";

type Doc = PDFKit.PDFDocument;
export type SheetLayout = { margin: number; width: number; bottom: number; ink: string; muted: string; accent: string; rule: string };

const SYMBOL = 26;

/** An ISO 3758 symbol, `size` points wide, its top left corner at (x, y). */
export function drawCareSymbol(doc: Doc, group: CareGroup, value: string, x: number, y: number, size: number, color: string) {
  const drawing = careDrawing(group, value);
  if (!drawing) return;
  const scale = size / CARE_VIEWBOX;
  doc.save().translate(x, y).scale(scale);
  for (const d of drawing.strokes)
    doc.path(d).lineWidth(CARE_STROKE).lineJoin("round").lineCap("round").stroke(color);
  for (const d of drawing.fills) doc.path(d).fill(color);
  doc.restore();
  if (drawing.label) {
    const fontSize = drawing.label.size * scale;
    doc
      .font("bold")
      .fontSize(fontSize)
      .fillColor(color)
      .text(drawing.label.text, x, y + drawing.label.y * scale - fontSize * 0.6, {
        width: size,
        align: "center",
        lineBreak: false,
      });
  }
}

/** The passport's pages; `title` heads them (the fabric's name and code). */
export function drawPassport(doc: Doc, view: PassportView, t: ViewT, title: string, L: SheetLayout) {
  const newPage = () => {
    doc.addPage();
    doc.font("regular").fontSize(9).fillColor(L.muted).text(title, L.margin, L.margin, { width: L.width });
    return doc.y + 10;
  };
  let y = newPage();
  doc.font("bold").fontSize(16).fillColor(L.ink).text(t("passport.title"), L.margin, y, { width: L.width });
  y = doc.y + 8;
  const room = (needed: number) => {
    if (y + needed > L.bottom) y = newPage();
  };
  const heading = (text: string) => {
    room(40);
    doc.font("bold").fontSize(11).fillColor(L.accent).text(text, L.margin, y + 8, { width: L.width });
    y = doc.y + 4;
  };
  const line = (text: string, bold = false) => {
    doc.font(bold ? "bold" : "regular").fontSize(9).fillColor(L.ink);
    room(doc.heightOfString(text, { width: L.width }) + 2);
    doc.text(text, L.margin, y, { width: L.width, lineGap: 1.5 });
    y = doc.y + 2;
  };

  if (view.steps.length > 0) {
    heading(t("passport.steps"));
    view.steps.forEach((s, n) => {
      const where = s.facility ? `${s.facility.name}, ${s.facility.city}, ${s.facility.country}` : s.country;
      line(`${n + 1}. ${s.name}: ${where}`);
    });
  }
  if (view.fibres.length > 0 || view.facts.length > 0) {
    heading(t("passport.fibres"));
    for (const f of view.fibres) {
      line(`${f.share} · ${f.origin}${f.recycled ? ` · ${f.recycled}` : ""}`);
    }
    for (const fact of view.facts) line(`${fact.label}: ${fact.value}`);
  }
  if (view.care.length > 0) {
    heading(t("passport.care"));
    const column = (L.width - 16) / 2;
    view.care.forEach((c, i) => {
      const x = L.margin + (i % 2) * (column + 16);
      if (i % 2 === 0) room(SYMBOL + 8);
      drawCareSymbol(doc, c.group, c.value, x, y, SYMBOL, L.accent);
      doc.font("regular").fontSize(9).fillColor(L.ink);
      const textWidth = column - SYMBOL - 8;
      const height = doc.heightOfString(c.text, { width: textWidth });
      doc.text(c.text, x + SYMBOL + 8, y + Math.max(0, (SYMBOL - height) / 2), { width: textWidth });
      if (i % 2 === 1 || i === view.care.length - 1) y += SYMBOL + 8;
    });
  }
  if (view.tests.length > 0) {
    heading(t("passport.tests"));
    drawTests(doc, view.tests, t, L, () => y, (next) => {
      y = next;
    }, newPage);
  }
  if (view.substances.svhc || view.substances.rsl) {
    heading(t("passport.substances"));
    if (view.substances.svhc) line(view.substances.svhc);
    if (view.substances.rsl) line(view.substances.rsl);
  }
}

/** The tests' table: a header row, then a row per test; a row that does not fit starts a page. */
function drawTests(
  doc: Doc,
  tests: PassportView["tests"],
  t: ViewT,
  L: SheetLayout,
  getY: () => number,
  setY: (y: number) => void,
  newPage: () => number,
) {
  const shares = [0.27, 0.2, 0.18, 0.14, 0.21];
  const widths = shares.map((share) => share * L.width);
  const xs = widths.map((_, i) => L.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const row = (cells: string[], bold: boolean, color: string) => {
    doc.font(bold ? "bold" : "regular").fontSize(8.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 })));
    let y = getY();
    if (y + height + 6 > L.bottom) y = newPage();
    cells.forEach((cell, i) => {
      doc.font(bold || i === 0 ? "bold" : "regular").fillColor(color).text(cell, xs[i]!, y + 3, { width: widths[i]! - 6 });
    });
    y += height + 6;
    doc.save().moveTo(L.margin, y).lineTo(L.margin + L.width, y).lineWidth(0.6).strokeColor(L.rule).stroke().restore();
    setY(y);
  };
  const header = [
    t("passport.columns.property"),
    t("passport.columns.method"),
    t("passport.columns.result"),
    t("passport.columns.date"),
    t("passport.columns.lab"),
  ];
  row(header, true, L.muted);
  for (const test of tests) row([test.property, test.method, test.result, test.date, test.lab], false, L.ink);
}
