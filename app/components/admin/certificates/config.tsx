import { CERTIFICATE_NAMES } from "../../../../common/certificates";
import { contracts } from "../../../../common/api/contracts";
import { formatDate } from "../../../lib/admin/format";
import type { ContentConfig, RowContext } from "../content/types";
import { allTexts } from "../fabrics/types";
import { fileKind } from "./CertificateFileInput";
import { CertificateFormDialog } from "./CertificateFormDialog";
import { ValidityBadge } from "./ValidityBadge";
import { type AdminCertificate, certificateName, validityOf } from "./validity";

const fabricsOf = (certificate: AdminCertificate, { text }: RowContext) =>
  text("fabrics", { count: certificate.fabric_ids.length });

/** Its scan's link, or 'no file'. */
function fileOf(certificate: AdminCertificate, { t, text }: RowContext) {
  if (!certificate.file) return <span className="text-body-secondary">{text("file.none")}</span>;
  const type = fileKind(t, certificate.file.mime_type);
  return (
    <a
      href={`${certificate.file.url}?lng=all`}
      target="_blank"
      rel="noopener"
      aria-label={text("file.openAria", { name: certificateName(certificate), type })}
    >
      {text("file.open")}
    </a>
  );
}

/**
 * 'Manage Certificates': every certificate, expired ones included, soonest ending first, with
 * where each stands today; add, edit, delete.
 */
export const certificatesScreen: ContentConfig<AdminCertificate> = {
  contracts: contracts.certificates,
  section: "adminCertificates",
  texts: {
    loading: "adminCertificates.loading",
    loadFailed: "adminCertificates.errors.load",
    created: "adminCertificates.created",
    updated: "adminCertificates.updated",
    deleted: "adminCertificates.deleted",
    edit: "admin.common.edit",
    delete: "admin.common.delete",
    actions: "adminCertificates.columns.actions",
    editAria: "adminCertificates.actions.editAria",
    deleteAria: "adminCertificates.actions.deleteAria",
    confirmTitle: "adminCertificates.confirmDelete.title",
    confirmText: "adminCertificates.confirmDelete.text",
    confirm: "adminCertificates.confirmDelete.confirm",
    cancel: "adminCertificates.confirmDelete.cancel",
    deleteFailed: "adminCertificates.errors.delete",
  },
  entity: "certificate",
  className: "admin-fabrics admin-certificates",
  intro: { text: "adminCertificates.intro", count: "adminCertificates.total" },
  table: {
    search: (c) => `${CERTIFICATE_NAMES[c.standard]} ${c.number} ${c.issuer} ${allTexts(c.scope)}`,
    texts: {
      label: "adminInbox.common.search",
      placeholder: "adminCertificates.searchPlaceholder",
      found: "adminCertificates.found",
      noMatch: "adminCertificates.noMatch",
    },
    sorters: { name: (c) => certificateName(c), until: (c) => c.valid_until },
    initialSort: { key: "until", direction: "asc" },
  },
  actionsHeader: "visible",
  actionsClassName: "admin-fabric-actions",
  rowId: (certificate) => `certificate-${certificate.id}`,
  name: certificateName,
  columns: [
    {
      id: "certificate",
      header: (text) => text("columns.certificate"),
      sort: "name",
      cell: (certificate, context) => (
        <>
          <div className="fw-semibold">{CERTIFICATE_NAMES[certificate.standard]}</div>
          <div className="small font-monospace text-break">{certificate.number}</div>
          <div className="small text-body-secondary text-break d-lg-none">{certificate.issuer}</div>
          <div className="small text-body-secondary d-md-none">{fabricsOf(certificate, context)}</div>
          <div className="small d-sm-none">{fileOf(certificate, context)}</div>
        </>
      ),
    },
    {
      id: "issuer",
      header: (text) => text("columns.issuer"),
      className: "d-none d-lg-table-cell",
      cellClassName: "d-none d-lg-table-cell text-break",
      cell: (certificate) => certificate.issuer,
    },
    {
      id: "validity",
      header: (text) => text("columns.validity"),
      sort: "until",
      cell: (certificate, { text, lng }) => (
        <>
          <ValidityBadge validity={validityOf(certificate)} />
          <div className="small text-body-secondary mt-1">
            {text("period", {
              from: formatDate(certificate.valid_from, lng),
              until: formatDate(certificate.valid_until, lng),
            })}
          </div>
        </>
      ),
    },
    {
      id: "fabrics",
      header: (text) => text("columns.fabrics"),
      className: "d-none d-md-table-cell",
      cellClassName: "d-none d-md-table-cell text-nowrap",
      cell: fabricsOf,
    },
    {
      id: "file",
      header: (text) => text("columns.file"),
      className: "d-none d-sm-table-cell",
      cellClassName: "d-none d-sm-table-cell text-nowrap",
      cell: fileOf,
    },
  ],
  Form: CertificateFormDialog,
};
