import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { CertificateDto } from "../../../common/api/certificates";
import { MAX_CERTIFICATE_BYTES } from "../../../common/constants";
import { publicItem } from "../../../common/api/contract-kinds";
import { badRequest, type FieldErrorCode, found, notFound, parseInput } from "../../http/errors";
import { localizedFrom, readLocalizedPatch } from "../../http/input";
import { resolveLang } from "../../http/lang";
import { idParams } from "../../../common/api/params";
import { route } from "../../http/route";
import { fileAnswer, type MultipartBody, textFieldsOf } from "../../../common/api/contract";
import { writeContext } from "../../http/write-context";
import { certificateContracts } from "../../../common/api/contracts/certificates";
import { contentDisposition, discardUpload, receiveMultipart, storePrivateFile } from "../../media";
import {
  type CertificateInput,
  createCertificate,
  deleteCertificate,
  loadCertificates,
  missingFabrics,
  toCertificateDto,
  updateCertificate,
  visibleCertificates,
} from "./service";

/**
 * One admin write with an optional scan: receive (PDF, JPEG or PNG by their bytes, at most
 * MAX_CERTIFICATE_BYTES), validate, check the fabrics, store; no file outlives a refused write.
 */
async function certificateWrite<S extends z.core.$ZodObject, T>(
  request: FastifyRequest,
  form: MultipartBody<S>,
  save: (body: z.core.output<S>, file: Awaited<ReturnType<typeof storePrivateFile>> | null) => Promise<T>,
): Promise<T> {
  const { storage, db } = request.server.ctx;
  const received = await receiveMultipart(request, {
    fileFields: [...form.files],
    kind: "cv",
    maxBytes: MAX_CERTIFICATE_BYTES,
    textFields: textFieldsOf(form),
  });
  let stored: Awaited<ReturnType<typeof storePrivateFile>> | null = null;
  try {
    const body = parseInput(form.fields, received.fields) as z.core.output<S> & {
      valid_from?: string;
      valid_until?: string;
      fabric_ids?: number[];
    };
    const problems: Record<string, FieldErrorCode> = {};
    if (body.valid_from && body.valid_until && body.valid_from > body.valid_until)
      problems.valid_until = "invalid_date";
    if (body.fabric_ids && (await missingFabrics(db, body.fabric_ids)).length > 0)
      problems.fabric_ids = "invalid";
    if (Object.keys(problems).length > 0) throw badRequest("Invalid input", problems);
    if (received.file) stored = await storePrivateFile(storage, received.file);
    return await save(body, stored);
  } catch (error) {
    if (stored) await storage.remove("private", [stored.storageKey]);
    throw error;
  } finally {
    await discardUpload(storage, received.file);
  }
}

async function answer(request: FastifyRequest, id: number) {
  const row = (await loadCertificates(request.server.ctx.db)).find((c) => c.id === id);
  return { data: toCertificateDto(found(row, "Certificate"), "all") };
}

export async function certificateRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  const removeFiles = (keys: string[]) => storage.remove("private", keys);

  route(
    app,
    certificateContracts.list,
    async ({ lng }) => {
      const data = (await visibleCertificates(app.ctx, lng)).map((row) => toCertificateDto(row, lng));
      return { data, meta: { page: 1, page_size: Math.max(1, data.length), total: data.length, pages: 1 } };
    },
  );

  route(
    app,
    publicItem("/certificates/:id", "A certificate valid today (admins: any)", CertificateDto),
    async ({ params, lng }) => {
      const row = (await visibleCertificates(app.ctx, lng)).find((c) => c.id === params.id);
      return { data: toCertificateDto(found(row, "Certificate"), lng) };
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/certificates/:id/file",
      summary: "A valid certificate's scan (PDF, JPEG or PNG); admins reach an expired one's with ?lng=all",
      params: idParams,
      responses: { 200: fileAnswer(["application/pdf", "image/jpeg", "image/png"]) },
    },
    async ({ params }, request, reply) => {
      const lng = await resolveLang(request);
      const row = (await visibleCertificates(app.ctx, lng)).find((c) => c.id === params.id);
      if (!row?.file) throw notFound("File");
      const object = await storage.open("private", row.file.storageKey);
      if (!object) throw notFound("File");
      const name =
        `${row.standard}-${row.number}`.replace(/[^\w.-]+/g, "-") +
        (row.file.mimeType === "application/pdf"
          ? ".pdf"
          : row.file.mimeType === "image/png"
            ? ".png"
            : ".jpg");
      return reply
        .type(row.file.mimeType)
        .header("content-disposition", contentDisposition("inline", name))
        .header("cache-control", lng === "all" ? "private, no-store" : "public, max-age=300")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "sandbox; default-src 'none'")
        .header("content-length", String(object.size))
        .send(object.stream);
    },
  );

  route(
    app,
    certificateContracts.create,
    async (_input, request) => {
      const id = await certificateWrite(request, certificateContracts.create.body, (body, file) => {
        const input: CertificateInput = {
          standard: body.standard,
          number: body.number,
          issuer: body.issuer,
          scope: localizedFrom(readLocalizedPatch(body, "scope")),
          validFrom: body.valid_from,
          validUntil: body.valid_until,
          fabricIds: body.fabric_ids ?? [],
        };
        return createCertificate(writeContext(request), input, file);
      });
      return answer(request, id);
    },
  );

  route(
    app,
    certificateContracts.update,
    async ({ params: { id } }, request) => {
      const removed = await certificateWrite(request, certificateContracts.update.body, async (body, file) => {
        const current = (await loadCertificates(app.ctx.db)).find((c) => c.id === id);
        if (!current) throw notFound("Certificate");
        const from = body.valid_from ?? current.validFrom;
        const until = body.valid_until ?? current.validUntil;
        if (from > until) throw badRequest("Invalid input", { valid_until: "invalid_date" });
        return updateCertificate(
          writeContext(request),
          id,
          {
            standard: body.standard,
            number: body.number,
            issuer: body.issuer,
            validFrom: body.valid_from,
            validUntil: body.valid_until,
            fabricIds: body.fabric_ids,
            scope: readLocalizedPatch(body, "scope"),
          },
          file,
        );
      });
      await removeFiles(removed);
      return answer(request, id);
    },
  );

  route(
    app,
    certificateContracts.remove,
    async ({ params }, request) => {
      await removeFiles(await deleteCertificate(writeContext(request), params.id));
    },
  );
}
