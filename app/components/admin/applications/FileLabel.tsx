import { useTranslation } from "../../../i18n/translation";
import { Missing } from "../inbox/parts";
import { fileTypeLabel } from "./file-label";
import type { ApplicationFile } from "./types";

/** The attached file's type (PDF, JPG…) as a badge, or 'no file'. */
export function FileLabel({ file }: { file: ApplicationFile | null }) {
  const { t } = useTranslation();
  if (!file) return <Missing label={t("adminInbox.applications.noFile")} />;
  return (
    <span className="badge text-bg-secondary admin-inbox-file-label">
      {fileTypeLabel(file, t("adminInbox.applications.fileFallback"))}
    </span>
  );
}
