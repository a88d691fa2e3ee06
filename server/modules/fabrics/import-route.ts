import fsp from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dataOf } from "../../../common/api/shared";
import { FABRIC_IMPORT_LIMITS } from "../../../common/fabric-import";
import { badRequest } from "../../http/errors";
import { route } from "../../http/route";
import { multipart } from "../../../common/api/contract";
import { writeContext } from "../../http/write-context";
import { discardUpload, receiveMultipart } from "../../media";
import { importFabrics } from "./import";
import { decodeCsv } from "./import-file";
import { readFabricCsv } from "./import-rows";

const importForm = multipart({ fields: z.object({}), files: ["file"], requiredFile: "file" });

const FabricImportResult = z.strictObject({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

/**
 * The staff's CSV of fabrics read back (the export's columns, server/modules/fabrics/csv.ts):
 * one multipart file field `file`. All rows or none (import-rows.ts checks, import.ts writes).
 * Beside the export, not under /fabrics/ (the public `/fabrics/:id` would take its variants).
 */
export async function fabricImportRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "POST",
      url: "/imports/fabrics.csv",
      summary:
        `Add and update fabrics from a CSV with the export's columns (at most ${FABRIC_IMPORT_LIMITS.bytes / 1024 / 1024} MB, ` +
        `${FABRIC_IMPORT_LIMITS.rows} rows): a row without id adds a fabric, one with an id updates it; ` +
        "photo_count and created_at are not read. Every row is checked first: any problem is a 400 listing " +
        "`error.rows` ({row, field, code}, the header being row 1) and nothing is written.",
      admin: true,
      body: importForm,
      responses: { 200: dataOf(FabricImportResult) },
      errors: {
        409: "An article code of the file was saved by someone else meanwhile: nothing was imported",
      },
    },
    async (_input, request) => {
      const { storage } = request.server.ctx;
      const { file } = await receiveMultipart(request, {
        fileFields: [...importForm.files],
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
