import "../../styles/admin-inbox.css";
import { useState } from "react";
import { Button, Table } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { useAdminCollections } from "../../components/admin/collections/types";
import { CollectionFilter, useCollectionFilter } from "../../components/admin/fabrics/CollectionFilter";
import { FabricFormDialog } from "../../components/admin/fabrics/FabricFormDialog";
import { FabricGalleryDialog } from "../../components/admin/fabrics/FabricGalleryDialog";
import { FabricImportDialog } from "../../components/admin/fabrics/FabricImportDialog";
import { FabricNameCell } from "../../components/admin/fabrics/FabricNameCell";
import { PassportCell, PassportFilter, usePassportFilter } from "../../components/admin/fabrics/passport/PassportStatus";
import { type AdminFabric, allTexts, trText } from "../../components/admin/fabrics/types";
import { adminLang, formatDay } from "../../components/admin/messages/format";
import {
  ConfirmDialog,
  EditDeleteButtons,
  EmptyState,
  ErrorBanner,
  Loading,
  MissingLanguageSelect,
  Pagination,
  SearchBox,
  SortHeader,
  SuccessAlert,
  useConfirmedDelete,
  useTableState,
  useTranslationFilter,
} from "../../components/admin/ui";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { getAll } from "../../lib/admin/api";
import { useAdminQuery } from "../../lib/admin/query";
import { contracts } from "../../../common/api/contracts";

type SortKey = "name" | "created";
/** Which dialog is open: the form (add or edit), the gallery or the CSV import. */
type Dialog =
  | { kind: "form"; fabric: AdminFabric | null; key: number }
  | { kind: "gallery"; fabric: AdminFabric; key: number }
  | { kind: "import"; key: number }
  | null;

/** 'Manage Fabrics': every fabric (a short list), searched, filtered by collection, sorted and paged in the browser. */
export default function Fabrics() {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);

  const query = useAdminQuery("fabrics", (api, signal) =>
    getAll(api, contracts.fabrics.list, { query: { lng: "all" } }, signal),
  );
  const fabrics = query.data ?? NO_FABRICS;
  const loaded = query.data !== undefined;
  const setFabrics = (update: (current: AdminFabric[]) => AdminFabric[]) =>
    query.setData((current) => (current ? update(current) : current));
  const collections = useAdminCollections();
  const filter = useCollectionFilter(fabrics, collections.data);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const removal = useConfirmedDelete(
    (api, fabric: AdminFabric) => api.call(contracts.fabrics.remove, { params: { id: fabric.id } }),
    (fabric) => {
      setFabrics((current) => current.filter((row) => row.id !== fabric.id));
      setNotice(t("adminFabrics.deleted"));
      void query.reload();
    },
  );

  const passport = usePassportFilter(filter.rows);
  const translation = useTranslationFilter("fabric", passport.rows, (fabric) =>
    openDialog({ kind: "form", fabric, key: Date.now() }),
  );
  const table = useTableState<AdminFabric, SortKey>(translation.rows, {
    text: (fabric) => `${fabric.code ?? ""} ${allTexts(fabric.name)} ${allTexts(fabric.description)}`,
    sorters: { name: (fabric) => trText(fabric.name), created: (fabric) => fabric.created_at },
    initialSort: { key: "created", direction: "desc" },
  });

  function openDialog(next: NonNullable<Dialog>) {
    setNotice(null);
    setDialog(next);
    setShown(true);
  }

  return (
    <div className="admin-fabrics">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0 text-body-secondary" aria-live="polite">
          {loaded ? t("adminFabrics.total", { count: fabrics.length }) : null}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {/* The whole catalogue with every field, for a spreadsheet (server/modules/fabrics/csv.ts). */}
          <a className="btn btn-outline-secondary" href="/api/exports/fabrics.csv" download>
            {t("adminFabrics.exportCsv")}
          </a>
          {/* The same file read back: rows added and updated, all or none (server/modules/fabrics/import.ts). */}
          <Button variant="outline-secondary" onClick={() => openDialog({ kind: "import", key: Date.now() })}>
            {t("adminFabrics.importCsv")}
          </Button>
          <Button
            variant="primary"
            onClick={() => openDialog({ kind: "form", fabric: null, key: Date.now() })}
          >
            {t("adminFabrics.add")}
          </Button>
        </div>
      </div>

      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      {query.error && !query.loading ? (
        <ErrorBanner message={t("adminFabrics.errors.load")} error={query.error} />
      ) : null}

      {query.loading && !loaded ? (
        <Loading label={t("adminFabrics.loading")} />
      ) : fabrics.length === 0 && !query.error ? (
        <EmptyState>{t("adminFabrics.empty")}</EmptyState>
      ) : fabrics.length > 0 ? (
        <>
          <div className="admin-inbox-filters mb-3">
            <SearchBox
              value={table.query}
              onChange={table.setQuery}
              label={t("adminInbox.common.search")}
              placeholder={t("adminFabrics.searchPlaceholder")}
              className="admin-inbox-search"
            />
            <CollectionFilter
              value={filter.value}
              onChange={(value) => {
                filter.setValue(value);
                table.setPage(1);
              }}
              collections={collections.data}
            />
            <MissingLanguageSelect
              value={translation.missing}
              onChange={translation.setMissing}
              className="w-auto"
            />
            <PassportFilter
              checked={passport.active}
              onChange={(on) => {
                passport.setActive(on);
                table.setPage(1);
              }}
            />
            <span className="small text-body-secondary" role="status">
              {table.query.trim() || filter.active || passport.active || translation.missing
                ? t("adminFabrics.found", { count: table.total })
                : null}
            </span>
          </div>
          {table.rows.length === 0 ? (
            <EmptyState>{t("adminFabrics.noMatch")}</EmptyState>
          ) : (
            <div className="table-responsive">
              <Table hover className="align-middle admin-fabrics-table" aria-busy={query.loading}>
                <caption className="visually-hidden">{t("adminFabrics.title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("adminFabrics.columns.image")}</th>
                    <SortHeader
                      column="name"
                      label={t("adminFabrics.columns.name")}
                      sort={table.sort}
                      onSort={table.setSort}
                    />
                    <th scope="col" className="d-none d-md-table-cell">
                      {t("adminFabrics.columns.description")}
                    </th>
                    <SortHeader
                      column="created"
                      label={t("adminFabrics.columns.created")}
                      sort={table.sort}
                      onSort={table.setSort}
                      className="d-none d-sm-table-cell"
                    />
                    <th scope="col">{t("adminFabrics.passport.column")}</th>
                    <th scope="col">{t("adminFabrics.columns.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((fabric) => {
                    const name = trText(fabric.name);
                    return (
                      <tr key={fabric.id} data-testid={`fabric-${fabric.id}`}>
                        <td>
                          <ResponsiveImage
                            image={fabric.image}
                            alt=""
                            sizes="80px"
                            className="admin-fabric-thumb rounded border"
                          />
                        </td>
                        <FabricNameCell fabric={fabric} />
                        <td className="d-none d-md-table-cell">
                          <div className="admin-fabric-description">{trText(fabric.description)}</div>
                        </td>
                        <td className="d-none d-sm-table-cell text-nowrap">
                          <time dateTime={fabric.created_at}>{formatDay(fabric.created_at, lng)}</time>
                        </td>
                        <PassportCell value={passport.completeness(fabric.id)} />
                        <td>
                          <div className="admin-fabric-actions">
                            <EditDeleteButtons
                              editName={t("adminFabrics.actions.editAria", { name })}
                              deleteName={t("adminFabrics.actions.deleteAria", { name })}
                              onEdit={() => openDialog({ kind: "form", fabric, key: Date.now() })}
                              onDelete={() => {
                                setNotice(null);
                                removal.ask(fabric);
                              }}
                            >
                              <Button
                                size="sm"
                                variant="outline-secondary"
                                onClick={() => openDialog({ kind: "gallery", fabric, key: Date.now() })}
                                aria-label={t("adminFabrics.actions.galleryAria", { name })}
                              >
                                {t("adminFabrics.actions.gallery")}
                              </Button>
                            </EditDeleteButtons>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </div>
          )}
          <Pagination
            page={table.page}
            pages={table.pages}
            total={table.total}
            pageSize={table.pageSize}
            onChange={table.setPage}
            className="mt-2"
          />
        </>
      ) : null}

      {dialog?.kind === "form" ? (
        <FabricFormDialog
          key={dialog.key}
          show={shown}
          fabric={dialog.fabric}
          collections={collections.data}
          collectionsFailed={Boolean(collections.error)}
          onHide={() => setShown(false)}
          onSaved={(_saved, created) => {
            setShown(false);
            setNotice(created ? t("adminFabrics.created") : t("adminFabrics.updated"));
            void query.reload();
            passport.reload();
          }}
        />
      ) : null}
      {dialog?.kind === "gallery" ? (
        <FabricGalleryDialog
          key={dialog.key}
          show={shown}
          fabric={dialog.fabric}
          onHide={() => setShown(false)}
          onChanged={(count) =>
            setFabrics((current) =>
              current.map((fabric) =>
                fabric.id === dialog.fabric.id ? { ...fabric, photo_count: count } : fabric,
              ),
            )
          }
        />
      ) : null}
      {dialog?.kind === "import" ? (
        <FabricImportDialog
          key={dialog.key}
          show={shown}
          onHide={() => setShown(false)}
          onImported={() => void query.reload()}
        />
      ) : null}
      <ConfirmDialog
        title={t("adminFabrics.confirmDelete.title")}
        text={t("adminFabrics.confirmDelete.text", { name: removal.last ? trText(removal.last.name) : "" })}
        confirmLabel={t("adminFabrics.confirmDelete.confirm")}
        cancelLabel={t("adminFabrics.confirmDelete.cancel")}
        {...removal.dialogProps(t("adminFabrics.errors.delete"))}
      />
    </div>
  );
}

const NO_FABRICS: AdminFabric[] = [];
