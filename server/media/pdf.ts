/**
 * The PDFs the server draws with pdfkit (spec sheets, swatch labels, the demo's certificates and
 * lab reports). The PDF's standard fonts have no ş ğ ı İ (nor €): DejaVu Sans (npm
 * `dejavu-fonts-ttf`) is embedded, subset to the letters used. It is found through Node's
 * resolution from this module, so also from the built server (build/server/server.js,
 * node_modules beside it). pdfkit and its font engine are loaded on the first document, as sharp
 * is: a server nobody asks for one never pays for them.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
export const PDF_FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf"),
};

type PdfKit = typeof import("pdfkit");
let loading: Promise<PdfKit> | undefined;
const loadPdfKit = () => {
  loading ??= import("pdfkit").then((module) => module.default);
  return loading;
};

/**
 * A new document in DejaVu Sans (its fonts registered as `regular` and `bold`), and `finish`,
 * which ends it and answers its bytes.
 */
export async function pdfDocument(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> }> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ font: PDF_FONTS.regular, ...options });
  doc.registerFont("regular", PDF_FONTS.regular);
  doc.registerFont("bold", PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const finish = async () => {
    doc.end();
    await done;
    return Buffer.concat(chunks);
  };
  return { doc, finish };
}
