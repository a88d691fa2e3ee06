import "../../styles/admin-catalogue.css";
import { useState } from "react";
import { Badge, Button, Table } from "react-bootstrap";
import type { CertificateDto } from "../../../common/api/certificates";
import type { FacilityDto } from "../../../common/api/facilities";
import { FacilityFormDialog } from "../../components/admin/facilities/FacilityFormDialog";
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
import { useTranslation } from "../../i18n/translation";
import { getAll } from "../../lib/admin/api";
import { contracts } from "../../../common/api/contracts";
import { useAdminQuery } from "../../lib/admin/query";

type Dialog = { facility: FacilityDto | null; key: number } | null;
const NO_FACILITIES: FacilityDto[] = [];
const NO_CERTIFICATES: CertificateDto[] = [];

/** 'Facilities': where the fabrics are made (/traceability); add, edit, delete. */
export default function Facilities() {
  const { t, i18n } = useTranslation();
  const query = useAdminQuery("facilities", (client, signal) =>
    getAll(client, contracts.facilities.list, { query: { lng: "all" } }, signal),
  );
  const certificates = useAdminQuery("certificates", (client, signal) =>
    getAll(client, contracts.certificates.list, { query: { lng: "all" } }, signal),
  );
  const facilities = query.data ?? NO_FACILITIES;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const translation = useTranslationFilter("facility", facilities, (facility) => openDialog(facility));
  const removal = useConfirmedDelete(
    (client, facility: FacilityDto) =>
      client.call(contracts.facilities.remove, { params: { id: facility.id } }),
    () => {
      setNotice(t("adminFacilities.deleted"));
      void query.reload();
    },
  );
  const countries = new Intl.DisplayNames([i18n.language], { type: "region", fallback: "code" });

  function openDialog(facility: FacilityDto | null) {
    setNotice(null);
    setDialog({ facility, key: Date.now() });
    setShown(true);
  }

  return (
    <div className="admin-facilities">
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
        <MissingLanguageSelect
          value={translation.missing}
          onChange={translation.setMissing}
          className="w-auto"
        />
        <Button variant="primary" onClick={() => openDialog(null)}>
          {t("adminFacilities.add")}
        </Button>
      </div>
      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      {query.error && !query.loading ? (
        <ErrorBanner message={t("adminFacilities.loadFailed")} error={query.error} />
      ) : null}
      {query.loading && query.data === undefined ? (
        <Loading label={t("admin.titles.facilities")} />
      ) : facilities.length === 0 ? (
        <EmptyState>{t("adminFacilities.empty")}</EmptyState>
      ) : translation.rows.length === 0 ? (
        <NothingMissing lng={translation.missing} />
      ) : (
        <div className="table-responsive">
          <Table hover className="align-middle admin-catalogue-table">
            <caption className="visually-hidden">{t("admin.titles.facilities")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("adminFacilities.fields.name")}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t("adminFacilities.fields.kinds")}
                </th>
                <th scope="col" className="d-none d-sm-table-cell">
                  {t("adminFacilities.columns.place")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("adminFacilities.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {translation.rows.map((f) => (
                <tr key={f.id} data-testid={`facility-${f.id}`}>
                  <td className="text-break">
                    <span className="fw-semibold d-block">{f.name}</span>
                    <Badge bg={f.ownership === "own" ? "primary" : "secondary"} className="fw-normal">
                      {t(`traceability.ownership.${f.ownership}`)}
                    </Badge>
                  </td>
                  <td className="d-none d-md-table-cell">
                    {f.kinds.map((kind) => t(`traceability.steps.${kind}`)).join(", ")}
                  </td>
                  <td className="d-none d-sm-table-cell">
                    {f.city}, {countries.of(f.country) ?? f.country}
                  </td>
                  <td>
                    <div className="d-flex flex-wrap gap-2">
                      <EditDeleteButtons
                        onEdit={() => openDialog(f)}
                        onDelete={() => removal.ask(f)}
                        editName={t("adminFacilities.actions.editNamed", { name: f.name })}
                        deleteName={t("adminFacilities.actions.deleteNamed", { name: f.name })}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {dialog ? (
        <FacilityFormDialog
          key={dialog.key}
          show={shown}
          facility={dialog.facility}
          certificates={certificates.data ?? NO_CERTIFICATES}
          onHide={() => setShown(false)}
          onSaved={() => {
            setShown(false);
            setNotice(t("adminFacilities.saved"));
            void query.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        title={t("adminFacilities.actions.delete")}
        text={t("adminFacilities.confirmDelete", { name: removal.last?.name ?? "" })}
        confirmLabel={t("adminFacilities.actions.delete")}
        cancelLabel={t("adminFacilities.actions.cancel")}
        {...removal.dialogProps(t("adminFacilities.failed"))}
      />
    </div>
  );
}
