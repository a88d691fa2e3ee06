import type { ChangeEvent, Ref } from "react";
import { Button, Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { CV_ACCEPT } from "../../../../common/constants";

/**
 * The careers form's optional CV picker. The native picker speaks the browser's language: it
 * is drawn with our own texts (choose, the chosen file's name and size, remove).
 */
export function CvFilePicker({
  file,
  error,
  inputRef,
  onChoose,
  onRemove,
}: {
  file: File | null;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const size = file
    ? new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        file.size / (1024 * 1024),
      )
    : "";
  return (
    <div className="mb-4">
      <Form.Label htmlFor="careers-file" className="fw-semibold">
        {t("careers.form.file")}
        <span className="fw-normal text-body-secondary ms-1">({t("forms.optional")})</span>
      </Form.Label>
      <div className={`file-picker${error ? " is-invalid" : ""}`}>
        <input
          ref={inputRef}
          id="careers-file"
          className="file-picker-input"
          type="file"
          name="file"
          accept={CV_ACCEPT}
          onChange={onChoose}
          aria-invalid={error ? true : undefined}
          aria-describedby="careers-file-hint careers-file-status careers-file-error"
        />
        <label htmlFor="careers-file" className="btn btn-outline-primary file-picker-button">
          {t("careers.form.file_choose")}
        </label>
        <span id="careers-file-status" className="file-picker-status text-break" aria-live="polite">
          {file ? t("careers.form.file_selected", { name: file.name, size }) : t("careers.form.file_none")}
        </span>
        {file ? (
          <Button variant="link" size="sm" className="file-picker-remove" onClick={onRemove}>
            {t("careers.form.file_remove")}
          </Button>
        ) : null}
      </div>
      <Form.Text id="careers-file-hint" className="d-block">
        {t("careers.form.file_hint")}
      </Form.Text>
      <div id="careers-file-error" aria-live="polite">
        {error ? <div className="invalid-feedback d-block">{error}</div> : null}
      </div>
    </div>
  );
}
