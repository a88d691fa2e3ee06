/**
 * The archive of a privacy request: `data.json` (every row held under the address, with the
 * replies and sample lines) and the CVs under `cv/`, as one zip. JSON is compressed; the CVs
 * (PDF, JPEG, PNG: compressed already) are stored as they are.
 */
import { strToU8, zipSync, type Zippable } from "fflate";
import type { AppContext } from "../../http/context";
import { logActivity } from "../activity";
import { readHeld, readPrivateFile, summaryOf } from "./service";

/** A file name safe in any archive tool: letters, digits, dot, dash and underscore. */
const safeName = (name: string) => name.normalize("NFKD").replace(/[^\w.-]+/g, "_").slice(-80) || "file";

export async function privacyArchive(ctx: AppContext, email: string, actorId: number, now = new Date()) {
  const held = await readHeld(ctx.db, email);
  const files: Zippable = {};
  const cvs: Record<number, string | null> = {};
  for (const { application, file } of held.applications) {
    if (!file) continue;
    const bytes = await readPrivateFile(ctx, file.storageKey);
    const name = `cv/application-${application.id}-${safeName(file.originalName)}`;
    cvs[application.id] = bytes ? name : null;
    if (bytes) files[name] = [bytes, { level: 0 }];
  }
  const data = {
    email: email.trim(),
    exported_at: now.toISOString(),
    contact_messages: held.messages,
    job_applications: held.applications.map(({ application, file }) => ({
      ...application,
      cv: file
        ? { name: file.originalName, type: file.mimeType, bytes: file.bytes, in_archive: cvs[application.id] ?? null }
        : null,
    })),
    meeting_requests: held.meetings.map((m) => ({
      ...m,
      replies: held.replies.filter((r) => r.meetingRequestId === m.id),
    })),
    sample_requests: held.samples.map((s) => ({
      ...s,
      fabrics: held.lines.filter((line) => line.sampleRequestId === s.id),
      replies: held.sampleAnswers.filter((r) => r.sampleRequestId === s.id),
    })),
    // The token hashes are the server's, not the person's: left out.
    search_alerts: held.alerts.map(({ confirmTokenHash: _c, unsubscribeTokenHash: _u, ...alert }) => alert),
    mails: held.mails.map(({ attachment, ...mail }) => ({ ...mail, attachment_bytes: attachment?.length ?? 0 })),
  };
  files["data.json"] = [strToU8(`${JSON.stringify(data, null, 2)}\n`), { level: 6 }];
  const zip = zipSync(files, { mtime: now });
  const counts = {
    contact_messages: held.messages.length,
    applications: held.applications.length,
    meeting_requests: held.meetings.length,
    sample_requests: held.samples.length,
    search_alerts: held.alerts.length,
    mails: held.mails.length,
  };
  await logActivity(ctx.db, actorId, "create", "privacy_request", 0, `export: ${summaryOf(counts)}`);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
