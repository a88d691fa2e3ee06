// QR codes read back from a PDF as a phone would see them: the page drawn to pixels (mupdf, WASM)
// and a part of it given to a QR decoder (jsQR).
import jsQR from "jsqr";
import * as mupdf from "mupdf";

/** A part of a page, in fractions of its width and height. */
export type Area = { x: number; y: number; width: number; height: number };

/** The page `index` of a PDF drawn at `dpi`: RGB pixels and the size. */
export function pagePixels(pdf: Buffer, index = 0, dpi = 200) {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  const scale = dpi / 72;
  const pixmap = doc.loadPage(index).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), rgb: pixmap.getPixels() };
}

/** The text of the QR code in `area` of a drawn page, or null when none is read there. */
export function qrIn(page: ReturnType<typeof pagePixels>, area: Area): string | null {
  const x0 = Math.floor(area.x * page.width);
  const y0 = Math.floor(area.y * page.height);
  const width = Math.floor(area.width * page.width);
  const height = Math.floor(area.height * page.height);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = ((y0 + y) * page.width + x0 + x) * 3;
      const to = (y * width + x) * 4;
      rgba[to] = page.rgb[from]!;
      rgba[to + 1] = page.rgb[from + 1]!;
      rgba[to + 2] = page.rgb[from + 2]!;
      rgba[to + 3] = 255;
    }
  return jsQR(rgba, width, height)?.data ?? null;
}
