import type { MessageStatus } from "../../../../common/constants";

/** A contact message as GET /api/contact-messages answers it. */
export type ContactMessage = {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  message: string;
  status: MessageStatus;
  language: string;
  created_at: string;
};
