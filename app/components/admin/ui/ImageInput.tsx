import { useEffect, useId, useState } from "react";
import { Button, Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from "../../../../common/constants";
import { FilePicker, useCheckedFile } from "./FilePicker";

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(",");
const MAX_MB = Math.round(MAX_IMAGE_BYTES / 1024 / 1024);

/** Size in MB with two decimals, as SPEC lists chosen files. */
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

/** Why a file cannot be uploaded as an image (catalogue text), or null when it can. */
export function imageProblem(
  file: File,
  t: (
    key: "admin.validation.imageOnly" | "admin.validation.imageTooLarge",
    options?: { size: number },
  ) => string,
) {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return t("admin.validation.imageOnly");
  if (file.size > MAX_IMAGE_BYTES) return t("admin.validation.imageTooLarge", { size: MAX_MB });
  return null;
}

type Props = {
  label: string;
  value: File | null;
  onChange(file: File | null): void;
  /** The image already stored (edit forms): shown until another file is chosen. */
  currentUrl?: string | null;
  required?: boolean;
  /** Server or form error text for this field. */
  error?: string;
  disabled?: boolean;
  /** API field name, for the input's name attribute. */
  name?: string;
  className?: string;
  /** A note under the field, e.g. on edit forms that the current image stays unless another is chosen. */
  note?: string | null;
};

/**
 * A file picker restricted to images, with a preview of the chosen file (or of the current
 * image). A file that is not an image or is too large is refused at once with a message.
 */
export function ImageInput({
  label,
  value,
  onChange,
  currentUrl,
  required,
  error,
  disabled,
  name,
  className = "mb-3",
  note,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = useCheckedFile(value, onChange, (file) => imageProblem(file, t));
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const shown = preview ?? currentUrl ?? null;
  const message = chosen.problem ?? error;
  return (
    <>
      <Form.Group className={className}>
        <Form.Label htmlFor={id}>
          {label}
          {required ? <span className="text-danger"> *</span> : null}
        </Form.Label>
        <FilePicker
          inputRef={chosen.inputRef}
          id={id}
          name={name}
          accept={IMAGE_ACCEPT}
          required={required && !value}
          disabled={disabled}
          error={message}
          hint={t("admin.image.hint", { size: MAX_MB })}
          describedBy={`${id}-status`}
          label={t("admin.image.choose")}
          onChange={chosen.choose}
        >
          <span id={`${id}-status`} className="admin-file-status text-break" aria-live="polite">
            {value
              ? t("admin.image.selected", { name: value.name, size: megabytes(value.size) })
              : t("admin.image.none")}
          </span>
        </FilePicker>
        {shown ? (
          <div className="admin-image-preview mt-2 d-flex align-items-start gap-2">
            <img
              src={shown}
              alt={preview ? t("admin.image.preview") : t("admin.image.current")}
              className="rounded border"
              width={160}
              height={120}
            />
            <div className="small text-body-secondary">
              {value ? (
                <Button variant="link" size="sm" className="px-0" onClick={chosen.remove} disabled={disabled}>
                  {t("admin.image.remove")}
                </Button>
              ) : (
                t("admin.image.current")
              )}
            </div>
          </div>
        ) : null}
      </Form.Group>
      {note ? <p className="form-text mt-0">{note}</p> : null}
    </>
  );
}
