import { useTranslation } from "../../../i18n/translation";
import type { CertificateData } from "./types";

/** The scan's link: "Open the certificate (PDF, 120 kB)", in the browser (no `download`). */
export function CertificateFileLink({
  file,
  className,
}: {
  file: CertificateData["file"];
  className?: string;
}) {
  const { t } = useTranslation();
  if (!file) return null;
  const type = file.type === "PDF" ? "application/pdf" : undefined;
  return (
    <a href={file.url} className={className} type={type}>
      {t("certificates.open", { type: file.type, size: file.size })}
    </a>
  );
}
