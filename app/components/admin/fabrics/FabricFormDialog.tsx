import { useId, useState } from "react";
import { Alert, Button, Form, Modal, Spinner } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { TEXT_LIMITS } from "../../../../common/constants";
import { useAdminApi } from "../../../lib/admin/api";
import {
  appendLocalized,
  ErrorBanner,
  fieldErrors,
  fieldErrorText,
  ImageInput,
  LocalizedFields,
  type LocalizedValue,
  localizedFromApi,
} from "../ui";
import { type AdminFabric, trText } from "./types";

type Props = {
  show: boolean;
  /** The fabric to edit, or null to add one. */
  fabric: AdminFabric | null;
  onHide(): void;
  onSaved(fabric: AdminFabric, created: boolean): void;
};

type Errors = Record<string, string | undefined>;

/**
 * Add or edit a fabric: name and description in five languages (tr required), the main image
 * with a preview (required when adding, optional when editing: the current one stays).
 */
export function FabricFormDialog({ show, fabric, onHide, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const formId = useId();
  const creating = fabric === null;
  const [name, setName] = useState<LocalizedValue>(() => localizedFromApi(fabric?.name));
  const [description, setDescription] = useState<LocalizedValue>(() => localizedFromApi(fabric?.description));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  function check(): Errors {
    const found: Errors = {};
    if (!name.tr.trim()) found.name = t("adminFabrics.validation.required");
    if (!description.tr.trim()) found.description = t("adminFabrics.validation.required");
    if (creating && !image) found.main_image = t("adminFabrics.validation.imageRequired");
    return found;
  }

  async function save() {
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    appendLocalized(form, "name", name);
    appendLocalized(form, "description", description);
    if (image) form.append("main_image", image);
    setSaving(true);
    try {
      const saved = creating
        ? await api.post<AdminFabric>("/fabrics?lng=all", form)
        : await api.put<AdminFabric>(`/fabrics/${fabric.id}?lng=all`, form);
      onSaved(saved, creating);
    } catch (error) {
      const fields = fieldErrors(error);
      const texts: Errors = {};
      for (const [key, code] of Object.entries(fields)) {
        texts[key] =
          key === "main_image" && code === "required"
            ? t("adminFabrics.validation.imageRequired")
            : key === "main_image" && code === "file_type"
              ? t("adminFabrics.validation.imageType")
              : code;
      }
      setErrors(texts);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  const imageError = errors.main_image;
  const title = creating
    ? t("adminFabrics.form.addTitle")
    : t("adminFabrics.form.editTitle", { name: trText(fabric.name) });

  return (
    <Modal
      show={show}
      onHide={saving ? () => {} : onHide}
      // A click beside the dialog does not throw the typed texts away; Escape and Cancel still close it.
      backdrop="static"
      keyboard={!saving}
      size="lg"
      aria-labelledby="fabric-form-title"
      scrollable
    >
      <Modal.Header closeButton={!saving} closeLabel={t("adminInbox.common.close")}>
        <Modal.Title id="fabric-form-title" as="h2" className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ErrorBanner message={failure ? t("adminFabrics.errors.save") : null} error={failure} />
          {hasErrors && !failure ? (
            <Alert variant="danger" className="py-2">
              {t("adminFabrics.form.fixErrors")}
            </Alert>
          ) : null}
          <LocalizedFields
            name="name"
            label={t("adminFabrics.form.name")}
            value={name}
            onChange={(value) => {
              setName(value);
              if (errors.name && value.tr.trim()) setErrors({ ...errors, name: undefined });
            }}
            maxLength={TEXT_LIMITS.name}
            errors={errors}
            disabled={saving}
          />
          <LocalizedFields
            name="description"
            label={t("adminFabrics.form.description")}
            as="textarea"
            rows={3}
            value={description}
            onChange={(value) => {
              setDescription(value);
              if (errors.description && value.tr.trim()) setErrors({ ...errors, description: undefined });
            }}
            maxLength={TEXT_LIMITS.description}
            errors={errors}
            disabled={saving}
          />
          <ImageInput
            label={t("adminFabrics.form.mainImage")}
            name="main_image"
            value={image}
            onChange={(file) => {
              setImage(file);
              if (file && errors.main_image) setErrors({ ...errors, main_image: undefined });
            }}
            currentUrl={fabric?.main_image ?? null}
            required={creating}
            error={imageError && /^[a-z_]+$/.test(imageError) ? fieldErrorText(t, imageError) : imageError}
            disabled={saving}
            className="mb-1"
          />
          {!creating ? <p className="form-text mt-0">{t("adminFabrics.form.keepImage")}</p> : null}
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
          {t("adminFabrics.form.cancel")}
        </Button>
        <Button type="submit" form={formId} variant="primary" disabled={saving}>
          {saving ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
          {t("adminFabrics.form.save")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
