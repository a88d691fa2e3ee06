import type { SampleRequestDto } from "../../../../common/api/inbox";

/** A sample request as GET /api/sample-requests answers it (common/api/inbox.ts). */
export type SampleRequest = SampleRequestDto;

/** Where a requested fabric opens: its page on the site (the admin's fabric list has no page per fabric). */
export const fabricHref = (id: number) => `/fabric/${id}`;

/** The sample requests naming a fabric, in the inbox (the dashboard's most requested fabrics link here). */
export const fabricRequestsHref = (id: number) => `/admin/sample-requests?fabric=${id}`;
