import fsp from "node:fs/promises";
import type { FastifyRequest } from "fastify";
import { storageFull } from "../http/errors";

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data/i.test(String(request.headers["content-type"] ?? ""));

/**
 * preHandler of every route: an upload is refused before a byte of it is written when the
 * data folder's disk would keep less than UPLOAD_MIN_FREE_MB free after it. Runs after the
 * admin guard, so a visitor without a session learns nothing about the disk.
 */
export async function assertUploadSpace(request: FastifyRequest): Promise<void> {
  if (!isMultipart(request)) return;
  const { storage, config } = request.server.ctx;
  const stats = await fsp.statfs(storage.root);
  const free = stats.bavail * stats.bsize;
  const declared = Number(request.headers["content-length"]);
  const incoming = Number.isFinite(declared) && declared > 0 ? declared : 0;
  if (free - incoming < config.uploadMinFreeBytes) {
    request.log.error(
      { freeBytes: free, floorBytes: config.uploadMinFreeBytes },
      "upload refused: disk almost full",
    );
    throw storageFull(request);
  }
}
