import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, Form, Modal } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { TEXT_LIMITS } from "../../../../common/constants";
import { AdminApiError, useAdminApi } from "../../../lib/admin/api";
import {
  appendLocalized,
  emptyLocalized,
  FailureAlert,
  fieldErrors,
  fieldErrorText,
  ImageInput,
  LocalizedFields,
  localizedFromApi,
  type LocalizedValue,
  SaveButton,
} from "../ui";
import { failureReason } from "./notices";
import type { AdminCountry } from "./types";

type Props = {
  /** null: closed; "new": add; a country: edit it. */
  target: AdminCountry | "new" | null;
  onClose(): void;
  /** After a successful save (the list reloads, the screen shows the message). */
  onSaved(message: string): void;
};

const CODE = /^[A-Za-z]{2}$/;

/** Add or edit a country: name in five languages (tr required), ISO code, cover image. */
export function CountryFormDialog({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const titleId = useId();
  const editing = target !== null && target !== "new" ? target : null;
  const [name, setName] = useState<LocalizedValue>(emptyLocalized);
  const [code, setCode] = useState("");
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<{ text: string; error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (target === null) return;
    setName(editing ? localizedFromApi(editing.name) : emptyLocalized());
    setCode(editing?.code ?? "");
    setCover(null);
    setErrors({});
    setFailure(null);
    setBusy(false);
  }, [target, editing]);

  const validate = () => {
    const found: Record<string, string> = {};
    if (!name.tr.trim()) found.name = t("adminExhibitions.countryForm.nameRequired");
    if (code.trim() && !CODE.test(code.trim())) found.code = t("adminExhibitions.countryForm.codeInvalid");
    if (!editing && !cover) found.coverImage = t("adminExhibitions.countryForm.coverRequired");
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      // The first field in error gets the focus, so its message is read out.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>("[aria-invalid='true'], .is-invalid")?.focus(),
      );
      return;
    }
    const form = new FormData();
    appendLocalized(form, "name", name);
    form.append("code", code.trim().toUpperCase());
    if (cover) form.append("coverImage", cover);
    setBusy(true);
    try {
      if (editing) await api.put(`/countries/${editing.id}`, form);
      else await api.post("/countries", form);
      onSaved(editing ? t("adminExhibitions.countries.updated") : t("adminExhibitions.countries.created"));
    } catch (error) {
      setBusy(false);
      if (error instanceof AdminApiError && error.aborted) return;
      const fields = fieldErrors(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([key, value]) => [key, fieldErrorText(t, value) ?? value]),
        ),
      );
      const reason = failureReason(t, error);
      setFailure({
        text: editing
          ? t("adminExhibitions.countries.updateFailed", { error: reason })
          : t("adminExhibitions.countries.addFailed", { error: reason }),
        error,
      });
    }
  };

  const requestId = failure?.error instanceof AdminApiError ? failure.error.requestId : undefined;
  return (
    <Modal
      show={target !== null}
      onHide={busy ? () => {} : onClose}
      backdrop={busy ? "static" : true}
      keyboard={!busy}
      aria-labelledby={titleId}
      size="lg"
      scrollable
    >
      <Modal.Header closeButton={!busy} closeLabel={t("admin.common.close")}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {editing ? t("adminExhibitions.countryForm.editTitle") : t("adminExhibitions.countryForm.addTitle")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form id={`${titleId}-form`} ref={formRef} noValidate onSubmit={submit}>
          <FailureAlert text={failure?.text} requestId={requestId} />
          <LocalizedFields
            name="name"
            label={t("adminExhibitions.countryForm.name")}
            value={name}
            onChange={setName}
            maxLength={TEXT_LIMITS.name}
            errors={errors}
            disabled={busy}
          />
          <Form.Group className="mb-3" controlId={`${titleId}-code`}>
            <Form.Label>
              {t("adminExhibitions.countryForm.code")}{" "}
              <span className="text-body-secondary small">({t("admin.common.optional")})</span>
            </Form.Label>
            <Form.Control
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={2}
              autoComplete="off"
              className="admin-country-code-input text-uppercase"
              isInvalid={Boolean(errors.code)}
              aria-describedby={`${titleId}-code-hint`}
              disabled={busy}
            />
            {errors.code ? <Form.Control.Feedback type="invalid">{errors.code}</Form.Control.Feedback> : null}
            <Form.Text id={`${titleId}-code-hint`}>{t("adminExhibitions.countryForm.codeHint")}</Form.Text>
          </Form.Group>
          <ImageInput
            label={t("adminExhibitions.countryForm.cover")}
            name="coverImage"
            value={cover}
            onChange={setCover}
            currentUrl={editing?.cover_image ?? null}
            required={!editing}
            error={errors.coverImage}
            disabled={busy}
            className="mb-1"
          />
          {editing ? <p className="form-text mt-0">{t("adminExhibitions.countryForm.coverKeep")}</p> : null}
        </Form>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          {t("admin.common.cancel")}
        </Button>
        <SaveButton busy={busy} label={t("adminExhibitions.countryForm.save")} form={`${titleId}-form`} />
      </Modal.Footer>
    </Modal>
  );
}
