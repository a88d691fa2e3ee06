import { Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";

/** A spinner with an accessible label (a status region: screen readers announce it). */
export function Loading({ label, className = "py-5" }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  const text = label ?? t("admin.common.loading");
  return (
    <div className={`d-flex align-items-center justify-content-center gap-2 ${className}`} role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** An empty state: a short text in a muted box. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <div className="text-center text-body-secondary border rounded-3 py-5 px-3 bg-body-tertiary">
      {children}
    </div>
  );
}
