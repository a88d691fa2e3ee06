import { Badge, Button } from "react-bootstrap";
import { contracts } from "../../../../common/api/contracts";
import { formatDate } from "../../../lib/format";
import type { ContentConfig, ContentRow } from "../content/types";
import { trText } from "../fabrics/types";
import { PositionFormDialog } from "./PositionFormDialog";

type Position = ContentRow<typeof contracts.positions.list>;

/** 'Open positions': every position, open and closed; open, edit, close, reopen, delete. */
export const positionsScreen: ContentConfig<Position> = {
  contracts: contracts.positions,
  section: "adminPositions",
  entity: "position",
  className: "admin-positions",
  name: (position) => trText(position.title),
  columns: [
    {
      id: "title",
      cellClassName: "fw-semibold text-break",
      cell: (position) => trText(position.title),
    },
    {
      id: "department",
      header: (text) => text("fields.department"),
      shownFrom: "md",
      cell: (position) => position.department,
    },
    {
      id: "status",
      cell: (position, { text }) => (
        <Badge bg={position.open ? "success" : "secondary"} className="fw-normal">
          {position.open ? text("status.open") : text("status.closed")}
        </Badge>
      ),
    },
    {
      id: "posted",
      shownFrom: "sm",
      cellClassName: "text-nowrap",
      cell: (position, { lng }) => formatDate(position.created_at, lng),
    },
  ],
  actions: (position, { text, change }) => (
    <Button
      size="sm"
      variant="outline-secondary"
      onClick={() =>
        change((api) =>
          api.call(position.open ? contracts.positions.close : contracts.positions.reopen, {
            params: { id: position.id },
          }),
        )
      }
    >
      {position.open ? text("actions.close") : text("actions.reopen")}
    </Button>
  ),
  Form: PositionFormDialog,
};
