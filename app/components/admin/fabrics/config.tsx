import { Button } from "react-bootstrap";
import { contracts } from "../../../../common/api/contracts";
import { thumbnailColumn } from "../content/columns";
import { catalogueScreen } from "../content/texts";
import type { ContentConfig, ContentDialogProps, ContentFormProps } from "../content/types";
import { adminLang, formatDay } from "../messages/format";
import { collectionFilter, type FabricsData, useFabricsData } from "./CollectionFilter";
import { FabricFormDialog } from "./FabricFormDialog";
import { FabricGalleryDialog } from "./FabricGalleryDialog";
import { FabricImportDialog } from "./FabricImportDialog";
import { FabricNameCell } from "./FabricNameCell";
import { PassportDialog } from "./passport/PassportDialog";
import { PassportBadge, passportFilter } from "./passport/PassportStatus";
import { type AdminFabric, allTexts, trText } from "./types";

type Dialog = ContentDialogProps<AdminFabric, FabricsData>;

/** Add or edit a fabric, choosing among the screen's collections. */
function FabricForm({ item, data, onSaved, ...props }: ContentFormProps<AdminFabric, FabricsData>) {
  return (
    <FabricFormDialog
      {...props}
      fabric={item}
      collections={data.collections.data}
      collectionsFailed={Boolean(data.collections.error)}
      onSaved={(_saved, created) => {
        data.passports.reload();
        onSaved(created);
      }}
    />
  );
}

/** A fabric's photos; its row's photo count follows. */
function Gallery({ row, context, show, onHide }: Dialog) {
  if (!row) return null;
  const photos = (count: number) => context.update(row.id, (fabric) => ({ ...fabric, photo_count: count }));
  return <FabricGalleryDialog show={show} fabric={row} onHide={onHide} onChanged={photos} />;
}

/** A fabric's passport; the list's completeness column follows once it is saved. */
function Passport({ row, context, show, onHide }: Dialog) {
  if (!row) return null;
  const saved = () => {
    context.data.passports.reload();
    onHide();
  };
  return <PassportDialog show={show} fabric={row} onHide={onHide} onSaved={saved} />;
}

/** The CSV file read back; the list reloads behind it. */
function Import({ context, show, onHide }: Dialog) {
  return <FabricImportDialog show={show} onHide={onHide} onImported={context.reload} />;
}

/**
 * 'Manage Fabrics': every fabric (a short list), searched, filtered by collection, sorted and
 * paged in the browser; add, edit, gallery, delete; the catalogue as CSV, out and back in.
 */
export const fabricsScreen: ContentConfig<AdminFabric, FabricsData> = {
  contracts: contracts.fabrics,
  ...catalogueScreen("adminFabrics"),
  intro: { count: "adminFabrics.total" },
  entity: "fabric",
  className: "admin-fabrics",
  useData: useFabricsData,
  selection: { row: "adminFabrics.select", all: "adminFabrics.selectAll" },
  headerActions: ({ t, open, selected, lng }) => (
    <>
      {/* Swatch labels of the ticked fabrics, in the admin's language (server/modules/fabrics/labels.ts). */}
      {selected.size > 0 ? (
        <a
          className="btn btn-outline-secondary"
          href={`/api/fabrics/labels.pdf?ids=${[...selected].join(",")}&lng=${adminLang(lng)}`}
          target="_blank"
          rel="noopener"
        >
          {t("adminFabrics.printLabels")} <span className="badge text-bg-secondary">{selected.size}</span>
        </a>
      ) : (
        <Button variant="outline-secondary" disabled title={t("adminFabrics.printLabelsNone")}>
          {t("adminFabrics.printLabels")}
        </Button>
      )}
      {/* The whole catalogue with every field, for a spreadsheet (server/modules/fabrics/csv.ts). */}
      <a className="btn btn-outline-secondary" href="/api/exports/fabrics.csv" download>
        {t("adminFabrics.exportCsv")}
      </a>
      {/* The same file read back: rows added and updated, all or none (server/modules/fabrics/import.ts). */}
      <Button variant="outline-secondary" onClick={() => open("import")}>
        {t("adminFabrics.importCsv")}
      </Button>
    </>
  ),
  filters: [collectionFilter, passportFilter()],
  table: {
    search: (fabric) => `${fabric.code ?? ""} ${allTexts(fabric.name)} ${allTexts(fabric.description)}`,
    texts: {
      label: "adminInbox.common.search",
      placeholder: "adminFabrics.searchPlaceholder",
      found: "adminFabrics.found",
      noMatch: "adminFabrics.noMatch",
    },
    sorters: { name: (fabric) => trText(fabric.name), created: (fabric) => fabric.created_at },
    initialSort: { key: "created", direction: "desc" },
  },
  name: (fabric) => trText(fabric.name),
  columns: [
    thumbnailColumn("image", (fabric) => fabric.image),
    { id: "name", sort: "name", cell: (fabric) => <FabricNameCell fabric={fabric} /> },
    {
      id: "description",
      // Beside the passport, the date and four row buttons, from 1400 px on (the dialog shows it always).
      shownFrom: "xxl",
      cell: (fabric) => <div className="admin-fabric-description">{trText(fabric.description)}</div>,
    },
    {
      id: "passport",
      header: (text) => text("passport.column"),
      shownFrom: "md",
      cellClassName: "text-nowrap",
      cell: (fabric, { data }) => <PassportBadge value={data.passports.byId.get(fabric.id)} />,
    },
    {
      id: "created",
      sort: "created",
      shownFrom: "sm",
      cellClassName: "text-nowrap",
      cell: (fabric, { lng }) => (
        <time dateTime={fabric.created_at}>{formatDay(fabric.created_at, adminLang(lng))}</time>
      ),
    },
  ],
  actions: (fabric, { t, open }) => (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => open("passport", fabric)}
        aria-label={t("adminFabrics.actions.passportAria", { name: trText(fabric.name) })}
      >
        {t("adminFabrics.actions.passport")}
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => open("gallery", fabric)}
        aria-label={t("adminFabrics.actions.galleryAria", { name: trText(fabric.name) })}
      >
        {t("adminFabrics.actions.gallery")}
      </Button>
    </>
  ),
  Form: FabricForm,
  dialogs: { gallery: Gallery, passport: Passport, import: Import },
};
