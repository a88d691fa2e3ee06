import { meetingsInbox } from "../../components/admin/meetings/inbox";
import { Inbox } from "../../components/admin/inbox/Inbox";

/** Buyers' requests for a meeting at our stand at a fair. */
export default function MeetingRequests() {
  return <Inbox config={meetingsInbox} />;
}
