import { collectionsScreen } from "../../components/admin/collections/config";
import { ContentScreen } from "../../components/admin/content/ContentScreen";

/** 'Manage Collections': every collection (a short list, newest season first); add, edit, delete. */
export default function Collections() {
  return <ContentScreen config={collectionsScreen} />;
}
