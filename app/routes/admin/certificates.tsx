import "../../styles/admin-inbox.css";
import "../../styles/admin-catalogue.css";
import { useState } from "react";
import { Button, Table } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { CertificateFormDialog } from "../../components/admin/certificates/CertificateFormDialog";
import { fileKind } from "../../components/admin/certificates/CertificateFileInput";
import { ValidityBadge } from "../../components/admin/certificates/ValidityBadge";
import {
  type AdminCertificate,
  certificateName,
  validityOf,
} from "../../components/admin/certificates/validity";
import { allTexts } from "../../components/admin/fabrics/types";
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
import { getAll } from "../../lib/admin/api";
import { formatDate } from "../../lib/admin/format";
import { useAdminQuery } from "../../lib/admin/query";
import { CERTIFICATE_NAMES } from "../../../common/certificates";
import { contracts } from "../../../common/api/contracts";

type SortKey = "name" | "until";
/** The add/edit dialog: which certificate (null: a new one), and a key that makes each opening fresh. */
type Dialog = { certificate: AdminCertificate | null; key: number } | null;

/**
 * 'Manage Certificates': every certificate, expired ones included, soonest ending first, with
 * where each stands today; add, edit, delete.
 */
export default function Certificates() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const query = useAdminQuery("certificates", (api, signal) =>
    getAll(api, contracts.certificates.list, { query: { lng: "all" } }, signal),
  );
  const certificates = query.data ?? NO_CERTIFICATES;
  const loaded = query.data !== undefined;

  const [dialog, setDialog] = useState<Dialog>(null);
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const removal = useConfirmedDelete(
    (api, certificate: AdminCertificate) =>
      api.call(contracts.certificates.remove, { params: { id: certificate.id } }),
    (certificate) => {
      query.setData((current) => current?.filter((row) => row.id !== certificate.id));
      setNotice(t("adminCertificates.deleted"));
      void query.reload();
    },
  );

  const translation = useTranslationFilter("certificate", certificates, (certificate) =>
    openDialog(certificate),
  );
  const table = useTableState<AdminCertificate, SortKey>(translation.rows, {
    text: (c) => `${CERTIFICATE_NAMES[c.standard]} ${c.number} ${c.issuer} ${allTexts(c.scope)}`,
    sorters: { name: (c) => certificateName(c), until: (c) => c.valid_until },
    initialSort: { key: "until", direction: "asc" },
  });

  function openDialog(certificate: AdminCertificate | null) {
    setNotice(null);
    setDialog({ certificate, key: Date.now() });
    setShown(true);
  }

  return (
    <div className="admin-fabrics admin-certificates">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className="admin-screen-intro">
          <p className="text-body-secondary mb-1">{t("adminCertificates.intro")}</p>
          <p className="mb-0 small text-body-secondary" aria-live="polite">
            {loaded ? t("adminCertificates.total", { count: certificates.length }) : null}
          </p>
        </div>
        <Button variant="primary" onClick={() => openDialog(null)}>
          {t("adminCertificates.add")}
        </Button>
      </div>

      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      {query.error && !query.loading ? (
        <ErrorBanner message={t("adminCertificates.errors.load")} error={query.error} />
      ) : null}

      {query.loading && !loaded ? (
        <Loading label={t("adminCertificates.loading")} />
      ) : certificates.length === 0 && !query.error ? (
        <EmptyState>{t("adminCertificates.empty")}</EmptyState>
      ) : certificates.length > 0 ? (
        <>
          <div className="admin-inbox-filters mb-3">
            <SearchBox
              value={table.query}
              onChange={table.setQuery}
              label={t("adminInbox.common.search")}
              placeholder={t("adminCertificates.searchPlaceholder")}
              className="admin-inbox-search"
            />
            <MissingLanguageSelect
              value={translation.missing}
              onChange={translation.setMissing}
              className="w-auto"
            />
            <span className="small text-body-secondary" role="status">
              {table.query.trim() || translation.missing
                ? t("adminCertificates.found", { count: table.total })
                : null}
            </span>
          </div>
          {table.rows.length === 0 ? (
            <EmptyState>{t("adminCertificates.noMatch")}</EmptyState>
          ) : (
            <div className="table-responsive">
              <Table hover className="align-middle admin-catalogue-table" aria-busy={query.loading}>
                <caption className="visually-hidden">{t("adminCertificates.title")}</caption>
                <thead>
                  <tr>
                    <SortHeader
                      column="name"
                      label={t("adminCertificates.columns.certificate")}
                      sort={table.sort}
                      onSort={table.setSort}
                    />
                    <th scope="col" className="d-none d-lg-table-cell">
                      {t("adminCertificates.columns.issuer")}
                    </th>
                    <SortHeader
                      column="until"
                      label={t("adminCertificates.columns.validity")}
                      sort={table.sort}
                      onSort={table.setSort}
                    />
                    <th scope="col" className="d-none d-md-table-cell">
                      {t("adminCertificates.columns.fabrics")}
                    </th>
                    <th scope="col" className="d-none d-sm-table-cell">
                      {t("adminCertificates.columns.file")}
                    </th>
                    <th scope="col">{t("adminCertificates.columns.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((certificate) => {
                    const name = certificateName(certificate);
                    const fabrics = t("adminCertificates.fabrics", { count: certificate.fabric_ids.length });
                    const file = certificate.file ? (
                      <a
                        href={`${certificate.file.url}?lng=all`}
                        target="_blank"
                        rel="noopener"
                        aria-label={t("adminCertificates.file.openAria", {
                          name,
                          type: fileKind(t, certificate.file.mime_type),
                        })}
                      >
                        {t("adminCertificates.file.open")}
                      </a>
                    ) : (
                      <span className="text-body-secondary">{t("adminCertificates.file.none")}</span>
                    );
                    return (
                      <tr key={certificate.id} data-testid={`certificate-${certificate.id}`}>
                        <td>
                          <div className="fw-semibold">{CERTIFICATE_NAMES[certificate.standard]}</div>
                          <div className="small font-monospace text-break">{certificate.number}</div>
                          <div className="small text-body-secondary text-break d-lg-none">
                            {certificate.issuer}
                          </div>
                          <div className="small text-body-secondary d-md-none">{fabrics}</div>
                          <div className="small d-sm-none">{file}</div>
                        </td>
                        <td className="d-none d-lg-table-cell text-break">{certificate.issuer}</td>
                        <td>
                          <ValidityBadge validity={validityOf(certificate)} />
                          <div className="small text-body-secondary mt-1">
                            {t("adminCertificates.period", {
                              from: formatDate(certificate.valid_from, lng),
                              until: formatDate(certificate.valid_until, lng),
                            })}
                          </div>
                        </td>
                        <td className="d-none d-md-table-cell text-nowrap">{fabrics}</td>
                        <td className="d-none d-sm-table-cell text-nowrap">{file}</td>
                        <td>
                          <div className="admin-fabric-actions">
                            <EditDeleteButtons
                              editName={t("adminCertificates.actions.editAria", { name })}
                              deleteName={t("adminCertificates.actions.deleteAria", { name })}
                              onEdit={() => openDialog(certificate)}
                              onDelete={() => {
                                setNotice(null);
                                removal.ask(certificate);
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

      {dialog ? (
        <CertificateFormDialog
          key={dialog.key}
          show={shown}
          certificate={dialog.certificate}
          onHide={() => setShown(false)}
          onSaved={(_saved, created) => {
            setShown(false);
            setNotice(created ? t("adminCertificates.created") : t("adminCertificates.updated"));
            void query.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        title={t("adminCertificates.confirmDelete.title")}
        text={t("adminCertificates.confirmDelete.text", {
          name: removal.last ? certificateName(removal.last) : "",
        })}
        confirmLabel={t("adminCertificates.confirmDelete.confirm")}
        cancelLabel={t("adminCertificates.confirmDelete.cancel")}
        {...removal.dialogProps(t("adminCertificates.errors.delete"))}
      />
    </div>
  );
}

const NO_CERTIFICATES: AdminCertificate[] = [];
