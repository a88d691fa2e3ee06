import { Badge } from "react-bootstrap";
import { Link } from "react-router";
import type { Season } from "../../../../common/constants";
import { contracts } from "../../../../common/api/contracts";
import { NarrowLine } from "../content/NarrowLine";
import { thumbnailColumn } from "../content/columns";
import { catalogueScreen } from "../content/texts";
import type { ContentConfig, RowContext } from "../content/types";
import { trText } from "../fabrics/types";
import { CollectionFormDialog } from "./CollectionFormDialog";
import type { AdminCollection } from "./types";

/** The season's words: SS27 → İlkbahar–Yaz. */
const seasonHalf = (season: string) => season.slice(0, 2) as Season;
const kindOf = (collection: AdminCollection, { text }: RowContext) => text(`kinds.${collection.kind}`);
const fabricsOf = (collection: AdminCollection, { text }: RowContext) =>
  text("fabrics", { count: collection.fabric_count });

/** 'Manage Collections': every collection (a short list, newest season first); add, edit, delete. */
export const collectionsScreen: ContentConfig<AdminCollection> = {
  contracts: contracts.collections,
  ...catalogueScreen("adminCollections"),
  entity: "collection",
  className: "admin-fabrics admin-collections",
  name: (collection) => trText(collection.name),
  columns: [
    thumbnailColumn("cover", (collection) => collection.image),
    {
      id: "name",
      cell: (collection, context) => (
        <>
          <div className="fw-semibold text-break">{trText(collection.name)}</div>
          <NarrowLine below="sm" className="font-monospace">
            {collection.season}
          </NarrowLine>
          <NarrowLine below="md">{kindOf(collection, context)}</NarrowLine>
          <NarrowLine below="sm">{fabricsOf(collection, context)}</NarrowLine>
        </>
      ),
    },
    {
      id: "season",
      shownFrom: "sm",
      cellClassName: "text-nowrap",
      cell: (collection, { text }) => (
        <>
          <span className="font-monospace fw-semibold" data-testid="collection-season">
            {collection.season}
          </span>
          <div className="small text-body-secondary">{text(`seasons.${seasonHalf(collection.season)}`)}</div>
        </>
      ),
    },
    {
      id: "kind",
      shownFrom: "md",
      cell: (collection, context) => (
        <Badge
          bg={collection.kind === "main" ? "primary" : "info"}
          text={collection.kind === "main" ? undefined : "dark"}
          className="fw-normal"
        >
          {kindOf(collection, context)}
        </Badge>
      ),
    },
    {
      id: "year",
      shownFrom: "lg",
      cell: (collection) => collection.year,
    },
    {
      id: "fabrics",
      shownFrom: "sm",
      cellClassName: "text-nowrap",
      cell: (collection, context) =>
        collection.fabric_count > 0 ? (
          <Link
            to={`/admin/fabrics?collection=${collection.id}`}
            aria-label={context.text("showFabrics", { name: trText(collection.name) })}
          >
            {fabricsOf(collection, context)}
          </Link>
        ) : (
          fabricsOf(collection, context)
        ),
    },
  ],
  Form: CollectionFormDialog,
};
