import { CERTIFICATE_NAMES } from "../../../../common/certificates";
import { contracts } from "../../../../common/api/contracts";
import { formatDate } from "../../../lib/admin/format";
import { NarrowLine } from "../content/NarrowLine";
import { catalogueScreen } from "../content/texts";
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
  ...catalogueScreen("adminCertificates"),
  entity: "certificate",
  className: "admin-fabrics admin-certificates",
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
  name: certificateName,
  columns: [
    {
      id: "certificate",
      sort: "name",
      cell: (certificate, context) => (
        <>
          <div className="fw-semibold">{CERTIFICATE_NAMES[certificate.standard]}</div>
          <div className="small font-monospace text-break">{certificate.number}</div>
          <NarrowLine below="lg" className="text-body-secondary text-break">
            {certificate.issuer}
          </NarrowLine>
          <NarrowLine below="md">{fabricsOf(certificate, context)}</NarrowLine>
          <NarrowLine below="sm" className="">
            {fileOf(certificate, context)}
          </NarrowLine>
        </>
      ),
    },
    {
      id: "issuer",
      shownFrom: "lg",
      cellClassName: "text-break",
      cell: (certificate) => certificate.issuer,
    },
    {
      id: "validity",
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
      shownFrom: "md",
      cellClassName: "text-nowrap",
      cell: fabricsOf,
    },
    {
      id: "file",
      shownFrom: "sm",
      cellClassName: "text-nowrap",
      cell: fileOf,
    },
  ],
  Form: CertificateFormDialog,
};
