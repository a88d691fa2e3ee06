import type { ApplicationStatus } from "../../../../common/constants";

/** The attached file of an application, as the API describes it. */
export type ApplicationFile = {
  name: string;
  mime_type: string;
  bytes: number;
  type_label?: string | null;
};

/** A job application as GET /api/applications answers it. */
export type JobApplication = {
  id: number;
  full_name: string;
  position: string;
  email: string;
  phone: string | null;
  message: string;
  language: string;
  status: ApplicationStatus;
  notes: string;
  appliedAt: string;
  created_at: string;
  file: ApplicationFile | null;
  /** The admin download URL of the file (an endpoint behind the session), or null. */
  file_path: string | null;
};
