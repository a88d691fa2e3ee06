import { Button, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";

/** A form's submit button: a spinner and 'Saving…' while the save runs. */
export function SaveButton({
  busy,
  label,
  form,
  className,
}: {
  busy: boolean;
  label: string;
  /** The form's id, when the button sits outside it (a dialog's footer). */
  form?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" form={form} variant="primary" disabled={busy} className={className}>
      {busy ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
      {busy ? t("admin.common.saving") : label}
    </Button>
  );
}
