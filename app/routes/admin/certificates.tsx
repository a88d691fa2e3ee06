import { certificatesScreen } from "../../components/admin/certificates/config";
import { ContentScreen } from "../../components/admin/content/ContentScreen";

/**
 * 'Manage Certificates': every certificate, expired ones included, soonest ending first, with
 * where each stands today; add, edit, delete.
 */
export default function Certificates() {
  return <ContentScreen config={certificatesScreen} />;
}
