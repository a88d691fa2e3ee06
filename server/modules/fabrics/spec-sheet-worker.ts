/**
 * The spec sheets' worker thread (spec-sheet-render.ts starts it), also the swatch labels' (labels.ts): the QR code and the PDF, some
 * 100–200 ms of JavaScript each (pdfkit parses and subsets the embedded font for every sheet),
 * made here so that the main thread keeps answering /healthz and the cached pages meanwhile.
 * Bundled as build/server/spec-sheet-worker.js by scripts/build-server.mjs.
 */
import { parentPort } from "node:worker_threads";
import type { Lang } from "../../../common/constants";
import { renderLabelBytes } from "./labels";
import { renderSheetBytes, type SheetJob } from "./spec-sheet-job";
import type { WorkerJob } from "./spec-sheet-render";

type Request = { id: number; job: WorkerJob };

parentPort?.on("message", async ({ id, job }: Request) => {
  try {
    const body = "labels" in job ? await renderLabelBytes(job) : await renderSheetBytes(job as SheetJob & { lng: Lang });
    parentPort?.postMessage({ id, body }, [body.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
