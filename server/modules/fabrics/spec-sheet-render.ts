/**
 * Where sheets are made: in one worker thread (build/server/spec-sheet-worker.js, started on
 * the first sheet and kept, its heap capped), or in the process itself when the server runs
 * from its sources (no built worker beside it: `npm run dev`, the API tests). A worker that
 * dies fails the sheets it held (500 for those) and the next sheet starts a new one.
 */
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { type LabelsJob, renderLabelBytes } from "./labels";
import { renderSheetBytes, type SheetJob } from "./spec-sheet-job";

/** What the worker makes: a spec sheet, or a sheet of swatch labels. */
export type WorkerJob = SheetJob | LabelsJob;

/**
 * The worker's own heap, kept small (one sheet at a time needs a few megabytes, the font engine
 * some more): its resident memory adds to the process's, whose bar is the main heap plus 150 MB.
 */
const WORKER_HEAP_MB = 32;
const WORKER_YOUNG_MB = 4;
const WORKER_FILE = new URL("./spec-sheet-worker.js", import.meta.url);

type Pending = { resolve(body: Buffer): void; reject(error: Error): void };
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  worker = undefined;
}

function started(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_FILE, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  w.on("message", (message: { id: number; body?: Uint8Array; error?: string }) => {
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (!job) return;
    if (message.body)
      job.resolve(Buffer.from(message.body.buffer, message.body.byteOffset, message.body.byteLength));
    else job.reject(new Error(`spec sheet not made: ${message.error}`));
  });
  w.on("error", (error) => failAll(error));
  w.on("exit", (code) => failAll(new Error(`spec sheet worker exited (${code})`)));
  // Idle, it does not keep the process alive (a stop ends it with the process).
  w.unref();
  worker = w;
  return w;
}

const hasWorker = fs.existsSync(WORKER_FILE);

/** The sheet's PDF bytes. */
export async function renderSheet(job: WorkerJob): Promise<Buffer> {
  if (!hasWorker) return Buffer.from(await ("labels" in job ? renderLabelBytes(job) : renderSheetBytes(job)));
  const w = started();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, job });
  });
}
