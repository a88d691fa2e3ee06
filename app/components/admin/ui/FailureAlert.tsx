import { useTranslation } from "../../../i18n/translation";
import { AdminApiError } from "../../../lib/admin/api";

/** 'Request id: …' to quote to support, when the failure is an API answer that gave one. */
export function RequestIdLine({ error, className = "small mt-1" }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  const requestId = error instanceof AdminApiError ? error.requestId : undefined;
  return requestId ? <div className={className}>{t("admin.errors.requestId", { id: requestId })}</div> : null;
}

/** Why a save failed, with the request id to quote when the server gave one. */
export function FailureAlert({ text, error }: { text: string | null | undefined; error?: unknown }) {
  if (!text) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <div className="fw-semibold">{text}</div>
      <RequestIdLine error={error} />
    </div>
  );
}
