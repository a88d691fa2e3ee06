import type { TFunction } from "i18next";
import { useId } from "react";
import { Button, Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import type { CertificateDto } from "../../../../common/api/certificates";
import { MAX_CERTIFICATE_BYTES } from "../../../../common/constants";
import { adminLang, formatMegabytes } from "../messages/format";
import { FilePicker, megabytes, useCheckedFile } from "../ui";

/** What the API keeps as a certificate's scan (it checks the bytes; the browser the type and name). */
const TYPES = ["application/pdf", "image/jpeg", "image/png"];
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
export const CERTIFICATE_ACCEPT = [...TYPES, ".pdf", ".jpg", ".jpeg", ".png"].join(",");
export const MAX_CERTIFICATE_MB = Math.round(MAX_CERTIFICATE_BYTES / 1024 / 1024);

/** Why a file cannot be a certificate's scan (catalogue text), or null when it can. */
export function certificateFileProblem(t: TFunction, file: File): string | null {
  if (!(TYPES.includes(file.type) || (file.type === "" && EXTENSIONS.test(file.name))))
    return t("adminCertificates.form.fileType");
  if (file.size > MAX_CERTIFICATE_BYTES)
    return t("adminCertificates.form.fileTooLarge", { size: MAX_CERTIFICATE_MB });
  return null;
}

/** 'PDF file' or 'Image': what a stored scan is. */
export const fileKind = (t: TFunction, mimeType: string) =>
  mimeType === "application/pdf" ? t("adminCertificates.file.pdf") : t("adminCertificates.file.image");

type Props = {
  value: File | null;
  onChange(file: File | null): void;
  /** The scan already stored (edit): a link to it, kept unless another file is chosen. */
  current: CertificateDto["file"] | undefined;
  /** Where the admin opens the stored scan (expired ones too). */
  currentUrl?: string;
  error?: string;
  disabled?: boolean;
};

/** The certificate's scan: a PDF, JPEG or PNG up to 10 MiB, refused at once when it is not. */
export function CertificateFileInput({ value, onChange, current, currentUrl, error, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const chosen = useCheckedFile(value, onChange, (file) => certificateFileProblem(t, file));
  const message = chosen.problem ?? error;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{t("adminCertificates.form.file")}</Form.Label>
      <FilePicker
        inputRef={chosen.inputRef}
        id={id}
        name="file"
        accept={CERTIFICATE_ACCEPT}
        disabled={disabled}
        error={message}
        hint={t("adminCertificates.form.fileHint", { size: MAX_CERTIFICATE_MB })}
        describedBy={`${id}-status`}
        label={t("adminCertificates.form.fileChoose")}
        onChange={chosen.choose}
      >
        <span id={`${id}-status`} className="admin-file-status text-break" aria-live="polite">
          {value
            ? t("adminCertificates.form.fileSelected", { name: value.name, size: megabytes(value.size) })
            : t("adminCertificates.form.fileNone")}
        </span>
      </FilePicker>
      {value ? (
        <div>
          <Button variant="link" size="sm" className="px-0" onClick={chosen.remove} disabled={disabled}>
            {t("adminCertificates.form.fileRemove")}
          </Button>
        </div>
      ) : null}
      {current && currentUrl ? (
        <div className="small mt-2">
          <a href={currentUrl} target="_blank" rel="noopener">
            {t("adminCertificates.form.fileCurrent")}
          </a>{" "}
          <span className="text-body-secondary">
            ({fileKind(t, current.mime_type)}, {formatMegabytes(current.bytes, adminLang(i18n.language))})
          </span>
          <div className="form-text mt-1">{t("adminCertificates.form.fileKeep")}</div>
        </div>
      ) : null}
    </Form.Group>
  );
}
