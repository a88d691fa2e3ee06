import { useTranslation } from "react-i18next";

/** Why a save failed, with the request id to quote when the server gave one. */
export function FailureAlert({ text, requestId }: { text: string | null | undefined; requestId?: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <div className="fw-semibold">{text}</div>
      {requestId ? <div className="small mt-1">{t("admin.errors.requestId", { id: requestId })}</div> : null}
    </div>
  );
}
