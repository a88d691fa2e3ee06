/**
 * The site's content as one zip (`GET /api/exports/content.zip`) and its import into an empty
 * site (`POST /api/imports/content`, multipart field `file`); `GET /api/imports/content` says
 * whether the site is empty. Admins only; beside the other exports and imports.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ContentImportDto, ContentStatusDto } from "../../../common/api/content-transfer";
import { CONTENT_IMPORT_LIMITS } from "../../../common/content-transfer";
import { dataOf } from "../../../common/api/shared";
import { today } from "../../../common/dates";
import { badRequest } from "../../http/errors";
import { fileAnswer, multipart, route } from "../../http/route";
import { discardUpload, receiveMultipart } from "../../media";
import { contentStatus, exportZip, importFrom } from "./service";

const importForm = multipart({ fields: z.object({}), files: ["file"], requiredFile: "file" });

export async function contentTransferRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "GET",
      url: "/exports/content.zip",
      summary:
        "The site's content (not personal data) as one zip: a JSON file per entity (collections, fabrics, " +
        "fabric_photos, certificates, certificate_fabrics, countries, exhibitions, exhibition_photos, positions, " +
        "facilities, facility_certificates, contact_info, media, private_files; rows by id, keys sorted), the images and certificate files under " +
        "files/, and manifest.json (format, schema migration, app version, exported_at, counts, SHA-256 of each file)",
      admin: true,
      responses: { 200: fileAnswer(["application/zip"]) },
    },
    async (_input, _request, reply) =>
      reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="content-${today()}.zip"`)
        .header("cache-control", "no-store")
        .send(await exportZip(app.ctx)),
  );

  route(
    app,
    {
      method: "GET",
      url: "/imports/content",
      summary: "Whether the site holds content (rows per content table): an import needs an empty site",
      admin: true,
      responses: { 200: dataOf(ContentStatusDto) },
    },
    async () => ({ data: await contentStatus(app.ctx) }),
  );

  route(
    app,
    {
      method: "POST",
      url: "/imports/content",
      summary:
        `Import an export zip (multipart field \`file\`, at most ${CONTENT_IMPORT_LIMITS.bytes / 1024 / 1024} MB) into an ` +
        "empty site, ids kept, all or nothing. Every file is checked first (names, manifest and checksums, each " +
        "row's shape, references, each image decoded): a refused archive is a 400 listing `error.problems` " +
        "({file, where, code}) and nothing is written",
      admin: true,
      body: importForm,
      responses: { 200: dataOf(ContentImportDto) },
      errors: { 409: "The site already holds content (code site_not_empty): nothing was imported" },
    },
    async (_input, request) => {
      const { storage } = request.server.ctx;
      const { file } = await receiveMultipart(request, {
        fileFields: [...importForm.files],
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
