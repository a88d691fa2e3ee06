import { useId, useState } from "react";
import { Button, Form, Spinner } from "react-bootstrap";
import { contracts } from "../../../../../common/api/contracts";
import { CV_ACCEPT } from "../../../../../common/constants";
import { useTranslation } from "../../../../i18n/translation";
import { useAdminApi } from "../../../../lib/admin/api";
import { fieldErrors, fieldErrorText } from "../../ui";
import type { TestDraft } from "./draft";

type Props = {
  fabricId: number;
  /** The test's number in the form (1, 2, …), for the buttons' names. */
  n: number;
  report: TestDraft["report"];
  onChange(report: TestDraft["report"]): void;
  /** The server's message about the report named by the passport (`tests.N.report`). */
  error?: string;
  disabled: boolean;
};

/**
 * A test result's lab report: chosen, it is uploaded at once (the passport's save then names it);
 * shown, it opens in a new tab, visitors may open it or not, and it can be taken off the result
 * (its file goes when the passport is saved without it).
 */
export function TestReport({ fabricId, n, report, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const message = failure ?? error;

  async function upload(file: File) {
    setUploading(true);
    setFailure(null);
    try {
      const body = new FormData();
      body.append("file", file);
      const stored = await api.call(contracts.passports.addReport, { params: { id: fabricId }, body });
      onChange({ id: stored.id, public: false, url: stored.url });
    } catch (caught) {
      setFailure(
        fieldErrorText(t, fieldErrors(caught).file) ?? t("adminFabrics.passport.report.uploadError"),
      );
    } finally {
      setUploading(false);
    }
  }

  if (report) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2 mb-2" data-testid="test-report">
        <a href={report.url} target="_blank" rel="noreferrer" className="small">
          {t("adminFabrics.passport.report.open")}
        </a>
        <Form.Check
          id={`${id}-public`}
          className="small mb-0"
          label={t("adminFabrics.passport.report.public")}
          checked={report.public}
          disabled={disabled}
          onChange={(event) => onChange({ ...report, public: event.target.checked })}
        />
        <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={() => onChange(null)}>
          {t("adminFabrics.passport.report.remove", { n })}
        </Button>
        {message ? (
          <div className="invalid-feedback d-block" role="alert">
            {message}
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <Form.Group controlId={id} className="mt-2 mb-2">
      <Form.Label className="small mb-1">{t("adminFabrics.passport.report.label")}</Form.Label>
      <Form.Control
        size="sm"
        type="file"
        accept={CV_ACCEPT}
        disabled={disabled || uploading}
        isInvalid={Boolean(message)}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          const file = input.files?.[0];
          input.value = "";
          if (file) void upload(file);
        }}
      />
      {uploading ? (
        <div className="small mt-1" role="status">
          <Spinner size="sm" animation="border" aria-hidden="true" />{" "}
          {t("adminFabrics.passport.report.uploading")}
        </div>
      ) : null}
      {message ? (
        <Form.Control.Feedback id={`${id}-error`} type="invalid">
          {message}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
