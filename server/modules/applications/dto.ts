import { eq } from "drizzle-orm";
import type { ApplicationStatus, CV_MIME_TYPES } from "../../../common/constants";
import type { Tx } from "../../db/client";
import { jobApplications, privateFiles } from "../../db/schema";

export type ApplicationFileDto = {
  name: string;
  mime_type: string;
  bytes: number;
  type_label: "PDF" | "JPG" | "PNG";
};

export type ApplicationDto = {
  id: number;
  full_name: string;
  position: string;
  email: string;
  phone: string | null;
  message: string;
  language: string;
  status: ApplicationStatus;
  notes: string;
  /** SPEC's name for the date the application arrived (the same as created_at). */
  appliedAt: string;
  created_at: string;
  file: ApplicationFileDto | null;
  /** The admin download URL of the CV: an endpoint behind the session, never a file path. */
  file_path: string | null;
};

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
  };
}
