import { applicationsInbox } from "../../components/admin/applications/inbox";
import { Inbox } from "../../components/admin/inbox/Inbox";

/** Job applications from the careers form (and manual entries): SPEC §2 admin, §4 statuses. */
export default function Applications() {
  return <Inbox config={applicationsInbox} />;
}
