import { Inbox } from "../../components/admin/inbox/Inbox";
import { samplesInbox } from "../../components/admin/samples/inbox";

/** Buyers' requests for samples of the fabrics they chose. */
export default function SampleRequests() {
  return <Inbox config={samplesInbox} />;
}
