import "../../styles/admin-inbox.css";
import "../../styles/admin-catalogue.css";
import { useState } from "react";
import { Badge, Button, Table } from "react-bootstrap";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/translation";
import { CollectionFormDialog } from "../../components/admin/collections/CollectionFormDialog";
import { type AdminCollection, useAdminCollections } from "../../components/admin/collections/types";
import { trText } from "../../components/admin/fabrics/types";
import {
  ConfirmDialog,
  EditDeleteButtons,
  EmptyState,
  ErrorBanner,
  Loading,
  MissingLanguageSelect,
  NothingMissing,
  SuccessAlert,
  useConfirmedDelete,
  useTranslationFilter,
} from "../../components/admin/ui";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import type { Season } from "../../../common/constants";
import { contracts } from "../../../common/api/contracts";

/** The add/edit dialog: which collection (null: a new one), and a key that makes each opening fresh. */
type Dialog = { collection: AdminCollection | null; key: number } | null;

/** The season's words: SS27 → İlkbahar–Yaz. */
const seasonHalf = (season: string) => season.slice(0, 2) as Season;

/** 'Manage Collections': every collection (a short list, newest season first); add, edit, delete. */
export default function Collections() {
  const { t } = useTranslation();
  const query = useAdminCollections();
  const collections = query.data ?? NO_COLLECTIONS;
  const translation = useTranslationFilter("collection", collections, (collection) => openDialog(collection));
  const loaded = query.data !== undefined;

  const [dialog, setDialog] = useState<Dialog>(null);
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const removal = useConfirmedDelete(
    (api, collection: AdminCollection) =>
      api.call(contracts.collections.remove, { params: { id: collection.id } }),
    (collection) => {
      query.setData((current) => current?.filter((row) => row.id !== collection.id));
      setNotice(t("adminCollections.deleted"));
      void query.reload();
    },
  );

  function openDialog(collection: AdminCollection | null) {
    setNotice(null);
    setDialog({ collection, key: Date.now() });
    setShown(true);
  }

  return (
    <div className="admin-fabrics admin-collections">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className="admin-screen-intro">
          <p className="text-body-secondary mb-1">{t("adminCollections.intro")}</p>
          <p className="mb-0 small text-body-secondary" aria-live="polite">
            {loaded ? t("adminCollections.total", { count: collections.length }) : null}
          </p>
        </div>
        <Button variant="primary" onClick={() => openDialog(null)}>
          {t("adminCollections.add")}
        </Button>
      </div>

      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      {query.error && !query.loading ? (
        <ErrorBanner message={t("adminCollections.errors.load")} error={query.error} />
      ) : null}

      {query.loading && !loaded ? (
        <Loading label={t("adminCollections.loading")} />
      ) : collections.length === 0 && !query.error ? (
        <EmptyState>{t("adminCollections.empty")}</EmptyState>
      ) : collections.length > 0 ? (
        <>
          <MissingLanguageSelect
            value={translation.missing}
            onChange={translation.setMissing}
            className="w-auto mb-3"
          />
          {translation.rows.length === 0 ? (
            <NothingMissing lng={translation.missing} />
          ) : (
            <div className="table-responsive">
              <Table hover className="align-middle admin-catalogue-table" aria-busy={query.loading}>
                <caption className="visually-hidden">{t("adminCollections.title")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("adminCollections.columns.cover")}</th>
                    <th scope="col">{t("adminCollections.columns.name")}</th>
                    <th scope="col" className="d-none d-sm-table-cell">
                      {t("adminCollections.columns.season")}
                    </th>
                    <th scope="col" className="d-none d-md-table-cell">
                      {t("adminCollections.columns.kind")}
                    </th>
                    <th scope="col" className="d-none d-lg-table-cell">
                      {t("adminCollections.columns.year")}
                    </th>
                    <th scope="col" className="d-none d-sm-table-cell">
                      {t("adminCollections.columns.fabrics")}
                    </th>
                    <th scope="col">{t("adminCollections.columns.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {translation.rows.map((collection) => {
                    const name = trText(collection.name);
                    const kind = t(`adminCollections.kinds.${collection.kind}`);
                    const fabrics = t("adminCollections.fabrics", { count: collection.fabric_count });
                    return (
                      <tr key={collection.id} data-testid={`collection-${collection.id}`}>
                        <td>
                          <ResponsiveImage
                            image={collection.image}
                            alt=""
                            sizes="80px"
                            className="admin-fabric-thumb rounded border"
                          />
                        </td>
                        <td>
                          <div className="fw-semibold text-break">{name}</div>
                          <div className="small font-monospace d-sm-none">{collection.season}</div>
                          <div className="small text-body-secondary d-md-none">{kind}</div>
                          <div className="small text-body-secondary d-sm-none">{fabrics}</div>
                        </td>
                        <td className="d-none d-sm-table-cell text-nowrap">
                          <span className="font-monospace fw-semibold" data-testid="collection-season">
                            {collection.season}
                          </span>
                          <div className="small text-body-secondary">
                            {t(`adminCollections.seasons.${seasonHalf(collection.season)}`)}
                          </div>
                        </td>
                        <td className="d-none d-md-table-cell">
                          <Badge
                            bg={collection.kind === "main" ? "primary" : "info"}
                            text={collection.kind === "main" ? undefined : "dark"}
                            className="fw-normal"
                          >
                            {kind}
                          </Badge>
                        </td>
                        <td className="d-none d-lg-table-cell">{collection.year}</td>
                        <td className="d-none d-sm-table-cell text-nowrap">
                          {collection.fabric_count > 0 ? (
                            <Link
                              to={`/admin/fabrics?collection=${collection.id}`}
                              aria-label={t("adminCollections.showFabrics", { name })}
                            >
                              {fabrics}
                            </Link>
                          ) : (
                            fabrics
                          )}
                        </td>
                        <td>
                          <div className="admin-fabric-actions">
                            <EditDeleteButtons
                              editName={t("adminCollections.actions.editAria", { name })}
                              deleteName={t("adminCollections.actions.deleteAria", { name })}
                              onEdit={() => openDialog(collection)}
                              onDelete={() => {
                                setNotice(null);
                                removal.ask(collection);
                              }}
                            />
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </div>
          )}
        </>
      ) : null}

      {dialog ? (
        <CollectionFormDialog
          key={dialog.key}
          show={shown}
          collection={dialog.collection}
          onHide={() => setShown(false)}
          onSaved={(_saved, created) => {
            setShown(false);
            setNotice(created ? t("adminCollections.created") : t("adminCollections.updated"));
            void query.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        title={t("adminCollections.confirmDelete.title")}
        text={t("adminCollections.confirmDelete.text", {
          name: removal.last ? trText(removal.last.name) : "",
        })}
        confirmLabel={t("adminCollections.confirmDelete.confirm")}
        cancelLabel={t("adminCollections.confirmDelete.cancel")}
        {...removal.dialogProps(t("adminCollections.errors.delete"))}
      />
    </div>
  );
}

const NO_COLLECTIONS: AdminCollection[] = [];
