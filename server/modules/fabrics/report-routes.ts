/**
 * The lab reports of a fabric's passport (reports.ts): staff upload one (multipart `file`: a
 * PDF, JPEG or PNG by its bytes, at most MAX_CERTIFICATE_BYTES) and name it in a test row of the
 * passport; visitors open it while the passport shows it as public, staff always. Served as the
 * certificates' scans are: sandboxed, never sniffed.
 */
import type { FastifyInstance } from "fastify";
import { passportContracts } from "../../../common/api/contracts/passport";
import { MAX_CERTIFICATE_BYTES } from "../../../common/constants";
import { badRequest, notFound } from "../../http/errors";
import { route } from "../../http/route";
import { contentDisposition, discardUpload, receiveMultipart, storePrivateFile } from "../../media";
import { addReport, readReport, reportUrl } from "./reports";

const EXTENSION: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/png": ".png",
  "image/jpeg": ".jpg",
};

export function reportRoutes(app: FastifyInstance) {
  const { storage, db } = app.ctx;

  route(app, passportContracts.addReport, async ({ params }, request) => {
    const { file } = await receiveMultipart(request, {
      fileFields: [...passportContracts.addReport.body.files],
      kind: "cv",
      maxBytes: MAX_CERTIFICATE_BYTES,
      textFields: [],
    });
    let stored: Awaited<ReturnType<typeof storePrivateFile>> | null = null;
    try {
      if (!file) throw badRequest("Invalid input", { file: "required" });
      stored = await storePrivateFile(storage, file);
      const id = await addReport(db, params.id, stored);
      const { originalName: name, mimeType, bytes } = stored;
      return {
        data: {
          id,
          name,
          mime_type: mimeType as "application/pdf" | "image/jpeg" | "image/png",
          bytes,
          url: reportUrl(params.id, id),
        },
      };
    } catch (error) {
      if (stored) await storage.remove("private", [stored.storageKey]);
      throw error;
    } finally {
      await discardUpload(storage, file);
    }
  });

  route(app, passportContracts.report, async ({ params }, request, reply) => {
    const report = await readReport(db, params.id, params.reportId);
    const staff = report !== null && !report.public && (await request.server.loadAdmin(request)) !== null;
    // A report no passport shows is not there for a visitor (the same answer as an unknown one).
    if (!report || !(report.public || staff)) throw notFound("File");
    const object = await storage.open("private", report.file.storageKey);
    if (!object) throw notFound("File");
    const name = `lab-report-${params.id}-${params.reportId}${EXTENSION[report.file.mimeType] ?? ""}`;
    return reply
      .type(report.file.mimeType)
      .header("content-disposition", contentDisposition("inline", name))
      .header("cache-control", report.public ? "public, max-age=300" : "private, no-store")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox; default-src 'none'")
      .header("content-length", String(object.size))
      .send(object.stream);
  });
}
