import type { ApplicationDto, ApplicationFileDto } from "../../../../common/api/inbox";

/** The attached file of an application, as the API describes it (common/api/inbox.ts). */
export type ApplicationFile = ApplicationFileDto;

/** A job application as GET /api/applications answers it (common/api/inbox.ts). */
export type JobApplication = ApplicationDto;
