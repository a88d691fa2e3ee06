import { ContentScreen } from "../../components/admin/content/ContentScreen";
import { fabricsScreen } from "../../components/admin/fabrics/config";

/** 'Manage Fabrics': every fabric, searched, filtered by collection, sorted and paged; add, edit, gallery, delete, CSV. */
export default function Fabrics() {
  return <ContentScreen config={fabricsScreen} />;
}
