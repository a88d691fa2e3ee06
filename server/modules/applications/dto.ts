import { eq } from "drizzle-orm";
import { applicationDeleteAfter } from "../../../common/retention";
import type { ApplicationDto, ApplicationFileDto } from "../../../common/api/inbox";
import type { ApplicationStatus, CV_MIME_TYPES } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { jobApplications, privateFiles } from "../../db/schema";

export type { ApplicationDto, ApplicationFileDto };

/** The database allows these three types only (private_files_mime_ck). */
const TYPE_LABELS: Record<(typeof CV_MIME_TYPES)[number], ApplicationFileDto["type_label"]> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPG",
  "image/png": "PNG",
};

/** An application with the few columns of its file the list shows. */
export const selectApplications = (tx: Tx) =>
  tx
    .select({
      application: jobApplications,
      fileName: privateFiles.originalName,
      fileMime: privateFiles.mimeType,
      fileBytes: privateFiles.bytes,
    })
    .from(jobApplications)
    .leftJoin(privateFiles, eq(privateFiles.id, jobApplications.fileId));

type Selected = Awaited<ReturnType<typeof selectApplications>>[number];

export function toApplicationDto({
  application: a,
  fileName,
  fileMime,
  fileBytes,
}: Selected): ApplicationDto {
  const file =
    fileName !== null && fileMime !== null && fileBytes !== null
      ? {
          name: fileName,
          mime_type: fileMime,
          bytes: fileBytes,
          type_label: TYPE_LABELS[fileMime as keyof typeof TYPE_LABELS],
        }
      : null;
  return {
    id: a.id,
    full_name: a.fullName,
    position: a.position,
    position_id: a.positionId,
    email: a.email,
    phone: a.phone,
    message: a.message,
    language: a.language,
    status: a.status as ApplicationStatus,
    notes: a.notes,
    appliedAt: a.createdAt.toISOString(),
    created_at: a.createdAt.toISOString(),
    file,
    file_path: file ? `/api/applications/${a.id}/file` : null,
    talent_pool: a.talentPool,
    consent_version: a.consentVersion,
    delete_after: applicationDeleteAfter({
      status: a.status as ApplicationStatus,
      talentPool: a.talentPool,
      decidedAt: a.decidedAt,
      updatedAt: a.updatedAt,
    }).toISOString(),
  };
}
