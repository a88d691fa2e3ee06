import "../../styles/admin-catalogue.css";
import { useState } from "react";
import { Badge, Button, Table } from "react-bootstrap";
import type { PositionDto } from "../../../common/api/positions";
import { PositionFormDialog } from "../../components/admin/positions/PositionFormDialog";
import { trText } from "../../components/admin/fabrics/types";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Loading,
  MissingLanguageSelect,
  NothingMissing,
  SuccessAlert,
  useConfirmedDelete,
  useTranslationFilter,
} from "../../components/admin/ui";
import { useTranslation } from "../../i18n/translation";
import { getAll, useAdminApi } from "../../lib/admin/api";
import { useAdminQuery } from "../../lib/admin/query";
import { formatDate } from "../../lib/format";
import type { Lang } from "../../../common/constants";
import { contracts } from "../../../common/api/contracts";

type Dialog = { position: PositionDto | null; key: number } | null;
const NO_POSITIONS: PositionDto[] = [];

/** 'Open positions': every position, open and closed; open, edit, close, reopen, delete. */
export default function Positions() {
  const { t, i18n } = useTranslation();
  const api = useAdminApi();
  const query = useAdminQuery("positions", (client, signal) =>
    getAll(client, contracts.positions.list, { query: { lng: "all" } }, signal),
  );
  const positions = query.data ?? NO_POSITIONS;
  const [dialog, setDialog] = useState<Dialog>(null);
  const translation = useTranslationFilter("position", positions, (position) => openDialog(position));
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const removal = useConfirmedDelete(
    (client, position: PositionDto) => client.call(contracts.positions.remove, { params: { id: position.id } }),
    () => void query.reload(),
  );

  const openDialog = (position: PositionDto | null) => {
    setNotice(null);
    setDialog({ position, key: Date.now() });
    setShown(true);
  };
  const toggle = async (position: PositionDto) => {
    setFailure(null);
    try {
      await api.call(position.open ? contracts.positions.close : contracts.positions.reopen, {
        params: { id: position.id },
      });
      setNotice(t("adminPositions.saved"));
      void query.reload();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <div className="admin-positions">
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
        <MissingLanguageSelect
          value={translation.missing}
          onChange={translation.setMissing}
          className="w-auto"
        />
        <Button variant="primary" onClick={() => openDialog(null)}>
          {t("adminPositions.add")}
        </Button>
      </div>
      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      <ErrorBanner message={failure ? t("adminPositions.failed") : null} error={failure} />
      {query.error && !query.loading ? (
        <ErrorBanner message={t("adminPositions.failed")} error={query.error} />
      ) : null}
      {query.loading && query.data === undefined ? (
        <Loading label={t("adminPositions.title")} />
      ) : positions.length === 0 ? (
        <EmptyState>{t("adminPositions.empty")}</EmptyState>
      ) : translation.rows.length === 0 ? (
        <NothingMissing lng={translation.missing} />
      ) : (
        <div className="table-responsive">
          <Table hover className="align-middle admin-catalogue-table">
            <caption className="visually-hidden">{t("adminPositions.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("adminPositions.columns.title")}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t("adminPositions.fields.department")}
                </th>
                <th scope="col">{t("adminPositions.columns.status")}</th>
                <th scope="col" className="d-none d-sm-table-cell">
                  {t("adminPositions.columns.posted")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("adminPositions.actions.edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {translation.rows.map((p) => (
                <tr key={p.id} data-testid={`position-${p.id}`}>
                  <td className="fw-semibold text-break">{trText(p.title)}</td>
                  <td className="d-none d-md-table-cell">{p.department}</td>
                  <td>
                    <Badge bg={p.open ? "success" : "secondary"} className="fw-normal">
                      {p.open ? t("adminPositions.status.open") : t("adminPositions.status.closed")}
                    </Badge>
                  </td>
                  <td className="d-none d-sm-table-cell text-nowrap">
                    {formatDate(p.created_at, i18n.language as Lang)}
                  </td>
                  <td>
                    <div className="d-flex flex-wrap gap-2">
                      <Button size="sm" variant="outline-primary" onClick={() => openDialog(p)}>
                        {t("adminPositions.actions.edit")}
                      </Button>
                      <Button size="sm" variant="outline-secondary" onClick={() => void toggle(p)}>
                        {p.open ? t("adminPositions.actions.close") : t("adminPositions.actions.reopen")}
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => removal.ask(p)}>
                        {t("adminPositions.actions.delete")}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {dialog ? (
        <PositionFormDialog
          key={dialog.key}
          show={shown}
          position={dialog.position}
          onHide={() => setShown(false)}
          onSaved={() => {
            setShown(false);
            setNotice(t("adminPositions.saved"));
            void query.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        title={t("adminPositions.actions.delete")}
        text={t("adminPositions.confirmDelete", { title: removal.last ? trText(removal.last.title) : "" })}
        confirmLabel={t("adminPositions.actions.delete")}
        cancelLabel={t("adminPositions.actions.cancel")}
        {...removal.dialogProps(t("adminPositions.failed"))}
      />
    </div>
  );
}
