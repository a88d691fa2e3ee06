import { ContentScreen } from "../../components/admin/content/ContentScreen";
import { positionsScreen } from "../../components/admin/positions/config";

/** 'Open positions': every position, open and closed; open, edit, close, reopen, delete. */
export default function Positions() {
  return <ContentScreen config={positionsScreen} />;
}
