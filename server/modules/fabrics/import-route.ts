import fsp from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { FABRIC_IMPORT_LIMITS } from "../../../common/fabric-import";
import { badRequest } from "../../http/errors";
import { route } from "../../http/route";
import { writeContext } from "../../http/write-context";
import { fabricContracts } from "../../../common/api/contracts/fabrics";
import { discardUpload, receiveMultipart } from "../../media";
import { importFabrics } from "./import";
import { decodeCsv } from "./import-file";
import { readFabricCsv } from "./import-rows";

/**
 * The staff's CSV of fabrics read back (the export's columns, server/modules/fabrics/csv.ts):
 * one multipart file field `file`. All rows or none (import-rows.ts checks, import.ts writes).
 * Beside the export, not under /fabrics/ (the public `/fabrics/:id` would take its variants).
 */
export async function fabricImportRoutes(app: FastifyInstance) {
  route(
    app,
    fabricContracts.import,
    async (_input, request) => {
      const { storage } = request.server.ctx;
      const { file } = await receiveMultipart(request, {
        fileFields: [...fabricContracts.import.body.files],
        kind: "csv",
        maxBytes: FABRIC_IMPORT_LIMITS.bytes,
        textFields: [],
      });
      let text: string;
      try {
        if (!file) throw badRequest("Invalid input", { file: "required" });
        text = decodeCsv(await fsp.readFile(file.tmpPath));
      } finally {
        await discardUpload(storage, file);
      }
      const { rows, report } = readFabricCsv(text);
      return { data: await importFabrics(writeContext(request), rows, report) };
    },
  );
}
