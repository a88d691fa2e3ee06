import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAX_CV_BYTES } from "../../../common/constants";
import { applicationStatusSchema } from "../../../common/schemas";
import { parseInput } from "../../http/errors";
import { parseId, parsePage } from "../../http/pagination";
import { discardUpload, receiveMultipart, sendPrivateFile } from "../../media";
import { formRateLimit } from "../../http/inbox";
import {
  applicationListQuery,
  createApplicationEntry,
  deleteApplication,
  getApplication,
  getApplicationFile,
  listApplications,
  setApplicationNotes,
  setApplicationStatus,
} from "./service";
import { createApplication } from "./submit";

const INBOX_PAGE_SIZE = 50;
const CAREER_FIELDS = ["full_name", "email", "phone", "position", "message", "website", "language"];
const fileQuery = z.object({ inline: z.enum(["0", "1"]).optional() });

type IdParams = { Params: { id: string } };

export async function applicationRoutes(app: FastifyInstance) {
  app.post("/careers", { config: formRateLimit(app) }, async (request, reply) => {
    const { fields, file } = await receiveMultipart(request, {
      fileFields: ["file"],
      kind: "cv",
      maxBytes: MAX_CV_BYTES,
      textFields: CAREER_FIELDS,
    });
    try {
      const lng = (request.query as Record<string, unknown>).lng;
      const created = await createApplication(app.ctx, fields, file, { lng });
      return reply.code(201).send({ data: created });
    } finally {
      await discardUpload(app.ctx.storage, file);
    }
  });

  app.post("/applications", { onRequest: app.requireAdmin }, async (request, reply) => {
    const created = await createApplicationEntry(app.ctx.db, request.body, request.admin!.userId);
    return reply.code(201).send({ data: created });
  });

  app.get("/applications", { onRequest: app.requireAdmin }, async (request) => {
    const query = parseInput(applicationListQuery, request.query);
    const page = parsePage(request.query, INBOX_PAGE_SIZE);
    const { items, meta } = await listApplications(app.ctx.db, query, page);
    return { data: items, meta };
  });

  app.get<IdParams>("/applications/:id", { onRequest: app.requireAdmin }, async (request) => {
    return { data: await getApplication(app.ctx.db, parseId(request.params.id)) };
  });

  app.put<IdParams>("/applications/:id/status", { onRequest: app.requireAdmin }, async (request) => {
    const id = parseId(request.params.id);
    const { status } = parseInput(applicationStatusSchema, request.body);
    return { data: await setApplicationStatus(app.ctx.db, id, status, request.admin!.userId) };
  });

  app.put<IdParams>("/applications/:id/notes", { onRequest: app.requireAdmin }, async (request) => {
    const id = parseId(request.params.id);
    return { data: await setApplicationNotes(app.ctx.db, id, request.body, request.admin!.userId) };
  });

  app.get<IdParams>("/applications/:id/file", { onRequest: app.requireAdmin }, async (request, reply) => {
    const id = parseId(request.params.id);
    const { inline } = parseInput(fileQuery, request.query);
    const file = await getApplicationFile(app.ctx.db, id);
    return sendPrivateFile(reply, file, app.ctx.storage, { inline: inline === "1" });
  });

  app.delete<IdParams>("/applications/:id", { onRequest: app.requireAdmin }, async (request, reply) => {
    await deleteApplication(app.ctx, parseId(request.params.id), request.admin!.userId);
    return reply.code(204).send();
  });
}
