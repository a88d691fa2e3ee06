import { Badge } from "react-bootstrap";
import { Link } from "react-router";
import type { Season } from "../../../../common/constants";
import { contracts } from "../../../../common/api/contracts";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
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
  section: "adminCollections",
  texts: {
    loading: "adminCollections.loading",
    loadFailed: "adminCollections.errors.load",
    created: "adminCollections.created",
    updated: "adminCollections.updated",
    deleted: "adminCollections.deleted",
    edit: "admin.common.edit",
    delete: "admin.common.delete",
    actions: "adminCollections.columns.actions",
    editAria: "adminCollections.actions.editAria",
    deleteAria: "adminCollections.actions.deleteAria",
    confirmTitle: "adminCollections.confirmDelete.title",
    confirmText: "adminCollections.confirmDelete.text",
    confirm: "adminCollections.confirmDelete.confirm",
    cancel: "adminCollections.confirmDelete.cancel",
    deleteFailed: "adminCollections.errors.delete",
  },
  entity: "collection",
  className: "admin-fabrics admin-collections",
  intro: { text: "adminCollections.intro", count: "adminCollections.total" },
  actionsHeader: "visible",
  actionsClassName: "admin-fabric-actions",
  rowId: (collection) => `collection-${collection.id}`,
  name: (collection) => trText(collection.name),
  columns: [
    {
      id: "cover",
      header: (text) => text("columns.cover"),
      cell: (collection) => (
        <ResponsiveImage
          image={collection.image}
          alt=""
          sizes="80px"
          className="admin-fabric-thumb rounded border"
        />
      ),
    },
    {
      id: "name",
      header: (text) => text("columns.name"),
      cell: (collection, context) => (
        <>
          <div className="fw-semibold text-break">{trText(collection.name)}</div>
          <div className="small font-monospace d-sm-none">{collection.season}</div>
          <div className="small text-body-secondary d-md-none">{kindOf(collection, context)}</div>
          <div className="small text-body-secondary d-sm-none">{fabricsOf(collection, context)}</div>
        </>
      ),
    },
    {
      id: "season",
      header: (text) => text("columns.season"),
      className: "d-none d-sm-table-cell",
      cellClassName: "d-none d-sm-table-cell text-nowrap",
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
      header: (text) => text("columns.kind"),
      className: "d-none d-md-table-cell",
      cellClassName: "d-none d-md-table-cell",
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
      header: (text) => text("columns.year"),
      className: "d-none d-lg-table-cell",
      cellClassName: "d-none d-lg-table-cell",
      cell: (collection) => collection.year,
    },
    {
      id: "fabrics",
      header: (text) => text("columns.fabrics"),
      className: "d-none d-sm-table-cell",
      cellClassName: "d-none d-sm-table-cell text-nowrap",
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
