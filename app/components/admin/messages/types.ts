import type { ContactMessageDto } from "../../../../common/api/inbox";

/** A contact message as GET /api/contact-messages answers it (common/api/inbox.ts). */
export type ContactMessage = ContactMessageDto;
