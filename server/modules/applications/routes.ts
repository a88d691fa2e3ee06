import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CV_MIME_TYPES, MAX_CV_BYTES } from "../../../common/constants";
import { ApplicationDto } from "../../../common/api/inbox";
import { Created, dataOf } from "../../../common/api/shared";
import { applicationEntrySchema, careerApplicationSchema } from "../../../common/schemas";
import { adminItem } from "../../../common/api/contract-kinds";
import { formQuery, formRateLimit } from "../../http/inbox";
import { pageAnswer, pageOfQuery } from "../../http/pagination";
import { idParams } from "../../../common/api/params";
import { route } from "../../http/route";
import { fileAnswer, multipart, textFieldsOf } from "../../../common/api/contract";
import { discardUpload, receiveMultipart, sendPrivateFile } from "../../media";
import {
  applicationFacets,
  createApplicationEntry,
  deleteApplication,
  getApplication,
  getApplicationFile,
  listApplications,
  setApplicationNotes,
  setApplicationStatus,
} from "./service";
import { createApplication } from "./submit";
import { applicationContracts } from "../../../common/api/contracts/inboxes";

/** The careers form: its texts are checked after the CV arrived (submit.ts), the honeypot first. */
const careerForm = multipart({ fields: careerApplicationSchema, files: ["file"] });

export async function applicationRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "POST",
      url: "/careers",
      summary: "Apply for a job (public; CV PDF/JPG/PNG ≤ 5 MiB; honeypot field website)",
      query: formQuery,
      body: careerForm,
      rateLimit: formRateLimit(app).rateLimit,
      responses: { 201: dataOf(Created) },
    },
    async ({ query }, request) => {
      const { fields, file } = await receiveMultipart(request, {
        fileFields: [...careerForm.files],
        kind: "cv",
        maxBytes: MAX_CV_BYTES,
        textFields: textFieldsOf(careerForm),
      });
      try {
        return { data: await createApplication(app.ctx, fields, file, { lng: query.lng }) };
      } finally {
        await discardUpload(app.ctx.storage, file);
      }
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/applications",
      summary: "Enter an application by hand",
      admin: true,
      body: applicationEntrySchema,
      responses: { 201: dataOf(ApplicationDto) },
    },
    async ({ body }, request) => ({
      data: await createApplicationEntry(app.ctx.db, body, request.admin!.userId),
    }),
  );

  route(
    app,
    applicationContracts.list,
    async ({ query }) => pageAnswer(await listApplications(app.ctx.db, query, pageOfQuery(query))),
  );

  route(
    app,
    applicationContracts.facets,
    async () => ({ data: await applicationFacets(app.ctx.db) }),
  );

  route(app, adminItem("/applications/:id", "A job application", ApplicationDto), async ({ params }) => ({
    data: await getApplication(app.ctx.db, params.id),
  }));

  route(
    app,
    applicationContracts.status,
    async ({ params, body }, request) => ({
      data: await setApplicationStatus(app.ctx.db, params.id, body.status, request.admin!.userId),
    }),
  );

  route(
    app,
    applicationContracts.notes,
    async ({ params, body }, request) => ({
      data: await setApplicationNotes(app.ctx.db, params.id, body.notes, request.admin!.userId),
    }),
  );

  route(
    app,
    {
      method: "GET",
      url: "/applications/:id/file",
      summary: "The CV, as an attachment (?inline=1 to view, sandboxed)",
      admin: true,
      params: idParams,
      query: z.object({ inline: z.enum(["0", "1"]).optional() }),
      responses: { 200: fileAnswer(CV_MIME_TYPES) },
    },
    async ({ params, query }, _request, reply) => {
      const file = await getApplicationFile(app.ctx.db, params.id);
      return sendPrivateFile(reply, file, app.ctx.storage, { inline: query.inline === "1" });
    },
  );

  route(
    app,
    applicationContracts.remove,
    async ({ params }, request) => {
      await deleteApplication(app.ctx, params.id, request.admin!.userId);
    },
  );
}
