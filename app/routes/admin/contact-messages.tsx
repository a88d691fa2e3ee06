import { messagesInbox } from "../../components/admin/messages/inbox";
import { Inbox } from "../../components/admin/inbox/Inbox";

/** Contact messages: the inbox of the contact form (SPEC §2 admin, §4 statuses). */
export default function ContactMessages() {
  return <Inbox config={messagesInbox} />;
}
