import { ContentScreen } from "../../components/admin/content/ContentScreen";
import { facilitiesScreen } from "../../components/admin/facilities/config";

/** 'Facilities': where the fabrics are made (/traceability); add, edit, delete. */
export default function Facilities() {
  return <ContentScreen config={facilitiesScreen} />;
}
