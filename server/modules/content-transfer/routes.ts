/**
 * The site's content as one zip (`GET /api/exports/content.zip`) and its import into an empty
 * site (`POST /api/imports/content`, multipart field `file`); `GET /api/imports/content` says
 * whether the site is empty. Admins only; beside the other exports and imports.
 */
import type { FastifyInstance } from "fastify";
import { CONTENT_IMPORT_LIMITS } from "../../../common/content-transfer";
import { today } from "../../../common/dates";
import { badRequest } from "../../http/errors";
import { route } from "../../http/route";
import { contentTransferContracts } from "../../../common/api/contracts/admin-tools";
import { discardUpload, receiveMultipart } from "../../media";
import { contentStatus, exportZip, importFrom } from "./service";

export async function contentTransferRoutes(app: FastifyInstance) {
  route(
    app,
    contentTransferContracts.export,
    async (_input, _request, reply) =>
      reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="content-${today()}.zip"`)
        .header("cache-control", "no-store")
        .send(await exportZip(app.ctx)),
  );

  route(
    app,
    contentTransferContracts.status,
    async () => ({ data: await contentStatus(app.ctx) }),
  );

  route(
    app,
    contentTransferContracts.import,
    async (_input, request) => {
      const { storage } = request.server.ctx;
      const { file } = await receiveMultipart(request, {
        fileFields: [...contentTransferContracts.import.body.files],
        kind: "zip",
        maxBytes: CONTENT_IMPORT_LIMITS.bytes,
        textFields: [],
      });
      try {
        if (!file) throw badRequest("Invalid input", { file: "required" });
        return { data: await importFrom(app.ctx, { zip: file.tmpPath }) };
      } finally {
        await discardUpload(storage, file);
      }
    },
  );
}
