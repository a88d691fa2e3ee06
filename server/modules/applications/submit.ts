import { CONSENT_VERSION, isRowId } from "../../../common/constants";
import { type CareerApplicationInput, careerApplicationSchema } from "../../../common/schemas";
import { jobApplications, privateFiles } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { badRequest, parseInput } from "../../http/errors";
import { queueMail } from "../../mail/outbox";
import { type ReceivedFile, type StoredPrivateFile, storePrivateFile } from "../../media";
import { assertNoHoneypot, formLanguage, senderColumns, subjectText } from "../../http/inbox";
import { findOpenPosition } from "../positions";

/** An application's own columns, from the careers form or an admin's entry. */
export const applicationColumns = (
  body: Pick<CareerApplicationInput, "full_name" | "email" | "phone" | "message"> & { position: string },
) => ({ ...senderColumns(body), position: body.position, message: body.message ?? "" });

type Application = CareerApplicationInput & { position: string };

/**
 * The position applied to: an open position (`position_id`, its Turkish title as the text), or
 * an open application, whose free-text position is then required.
 */
async function appliedPosition(ctx: AppContext, body: CareerApplicationInput) {
  // Without position_id the schema required the text.
  if (!body.position_id) return { positionId: null, position: body.position ?? "" };
  const id = Number(body.position_id);
  // Up to ten digits pass the schema; a row id is at most 2^31 - 1.
  const open = isRowId(id) ? await findOpenPosition(ctx.db, id) : null;
  if (!open) throw badRequest("This position is not open", { position_id: "invalid" });
  return { positionId: open.id, position: open.title.tr };
}

function applicationMail(id: number, body: Application, language: string, file: StoredPrivateFile | null) {
  return {
    kind: "job_application" as const,
    replyTo: body.email,
    subject: subjectText(`Job application: ${body.position} - ${body.full_name}`),
    // No link to the file: the CV is only reachable behind the admin session.
    body: [
      `A new job application arrived through the careers form (#${id}).`,
      "",
      `Position: ${body.position}`,
      `Name: ${body.full_name}`,
      `Email: ${body.email}`,
      `Phone: ${body.phone || "-"}`,
      `Language: ${language}`,
      `Keep for future openings: ${body.talent_pool === "true" ? "yes (24 months)" : "no"}`,
      file
        ? `CV: attached (${file.mimeType}, ${Math.ceil(file.bytes / 1024)} KB); open it in the admin area under Job Applications.`
        : "CV: none",
      "",
      "Message:",
      body.message || "-",
    ].join("\n"),
  };
}

/**
 * Stores an application from the careers form: the CV moves to private/, then its row, the
 * application and the staff's mail are written in one transaction. If that fails, the
 * stored CV is removed, so no file outlives a refused request. The caller still discards
 * the received tmp file (discardUpload) whatever happens.
 */
export async function createApplication(
  ctx: AppContext,
  input: unknown,
  file: ReceivedFile | null,
  meta: { lng?: unknown } = {},
): Promise<{ id: number }> {
  assertNoHoneypot(input);
  const parsed = parseInput(careerApplicationSchema, input);
  const { positionId, position } = await appliedPosition(ctx, parsed);
  const body: Application = { ...parsed, position };
  const language = formLanguage(meta.lng, body.language);
  const stored = file ? await storePrivateFile(ctx.storage, file) : null;
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      let fileId: number | null = null;
      if (stored) {
        const [row] = await tx
          .insert(privateFiles)
          .values({
            storageKey: stored.storageKey,
            originalName: stored.originalName,
            mimeType: stored.mimeType,
            bytes: stored.bytes,
          })
          .returning({ id: privateFiles.id });
        fileId = row!.id;
      }
      const [row] = await tx
        .insert(jobApplications)
        .values({
          ...applicationColumns(body),
          language,
          fileId,
          positionId,
          talentPool: body.talent_pool === "true",
          consentVersion: CONSENT_VERSION,
        })
        .returning({ id: jobApplications.id });
      await queueMail(tx, { to: ctx.config.mailTo, ...applicationMail(row!.id, body, language, stored) });
      return row!.id;
    });
  } catch (error) {
    if (stored) await ctx.storage.remove("private", [stored.storageKey]);
    throw error;
  }
  ctx.notifyMail();
  return { id };
}
