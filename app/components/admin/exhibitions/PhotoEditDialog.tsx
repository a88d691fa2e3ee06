import { type FormEvent, useEffect, useId, useState } from "react";
import { Alert, Button, Form, Modal } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { TEXT_LIMITS } from "../../../../common/constants";
import { AdminApiError, useAdminApi } from "../../../lib/admin/api";
import {
  emptyLocalized,
  fieldErrors,
  fieldErrorText,
  LocalizedFields,
  localizedFromApi,
  localizedToBody,
  type LocalizedValue,
  SaveButton,
} from "../ui";
import { failureReason } from "./notices";
import type { AdminPhoto } from "./types";

type Props = {
  photo: AdminPhoto | null;
  onClose(): void;
  onSaved(): void;
};

/** A photo's title and description in five languages (both may stay empty: 'Untitled'). */
export function PhotoEditDialog({ photo, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const id = useId();
  const [title, setTitle] = useState<LocalizedValue>(emptyLocalized);
  const [description, setDescription] = useState<LocalizedValue>(emptyLocalized);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<{ text: string; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!photo) return;
    setTitle(localizedFromApi(photo.title));
    setDescription(localizedFromApi(photo.description));
    setErrors({});
    setFailure(null);
    setBusy(false);
  }, [photo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!photo || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.put(`/exhibitions/photos/${photo.id}`, {
        ...localizedToBody("title", title),
        ...localizedToBody("description", description),
      });
      setBusy(false);
      onSaved();
    } catch (error) {
      setBusy(false);
      if (error instanceof AdminApiError && error.aborted) return;
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors(error)).map(([key, value]) => [key, fieldErrorText(t, value) ?? value]),
        ),
      );
      setFailure({
        text: t("adminExhibitions.photos.updateFailed", { error: failureReason(t, error) }),
        error,
      });
    }
  };

  const requestId = failure?.error instanceof AdminApiError ? failure.error.requestId : undefined;
  const titleId = `${id}-title`;
  return (
    <Modal
      show={photo !== null}
      onHide={busy ? () => {} : onClose}
      backdrop={busy ? "static" : true}
      keyboard={!busy}
      aria-labelledby={titleId}
      size="lg"
      scrollable
    >
      <Modal.Header closeButton={!busy} closeLabel={t("admin.common.close")}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t("adminExhibitions.photoForm.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form id={`${id}-form`} noValidate onSubmit={submit}>
          {failure ? (
            <Alert variant="danger">
              <div className="fw-semibold">{failure.text}</div>
              {requestId ? (
                <div className="small mt-1">{t("admin.errors.requestId", { id: requestId })}</div>
              ) : null}
            </Alert>
          ) : null}
          {photo?.image ? (
            <img
              src={photo.image.src}
              width={photo.image.width}
              height={photo.image.height}
              alt=""
              className="admin-photo-edit-preview rounded border mb-3"
            />
          ) : null}
          <LocalizedFields
            name="title"
            label={t("adminExhibitions.photoForm.photoTitle")}
            value={title}
            onChange={setTitle}
            required={false}
            maxLength={TEXT_LIMITS.title}
            errors={errors}
            disabled={busy}
          />
          <LocalizedFields
            name="description"
            label={t("adminExhibitions.photoForm.description")}
            value={description}
            onChange={setDescription}
            as="textarea"
            rows={2}
            required={false}
            maxLength={TEXT_LIMITS.description}
            errors={errors}
            disabled={busy}
            className="mb-0"
          />
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          {t("admin.common.cancel")}
        </Button>
        <SaveButton busy={busy} label={t("adminExhibitions.photoForm.save")} form={`${id}-form`} />
      </Modal.Footer>
    </Modal>
  );
}
