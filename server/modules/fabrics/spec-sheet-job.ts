/**
 * One sheet to make, as plain data a worker thread can be sent (no functions): what the sheet
 * shows, in its language. The same code makes it in the worker and, where there is no built
 * worker (development, the API tests), in the process itself.
 */
import QRCode from "qrcode";
import type { Lang } from "../../../common/constants";
import { renderSpecSheet, type SpecSheetInput } from "./spec-sheet";
import { specSheetTexts } from "./spec-sheet-text";

export type SheetJob = Omit<SpecSheetInput, "texts" | "qr" | "lng"> & { lng: Lang };

/** The QR code of the sheet's link, then the PDF: its bytes in a buffer of their own. */
export async function renderSheetBytes(job: SheetJob): Promise<Uint8Array> {
  const qr = await QRCode.toBuffer(job.url, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 1,
    width: 240,
  });
  // A buffer sent to a worker arrives as a plain Uint8Array; pdfkit reads images from a Buffer.
  const photo = job.photo && {
    ...job.photo,
    data: Buffer.from(job.photo.data.buffer, job.photo.data.byteOffset, job.photo.data.byteLength),
  };
  const body = await renderSpecSheet({ ...job, photo, texts: specSheetTexts(job.lng), qr });
  // A copy that owns its whole ArrayBuffer: it can be transferred, not cloned.
  return new Uint8Array(body);
}
