import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { TEXT_LIMITS } from "../../../../common/constants";
import { useAdminApi } from "../../../lib/admin/api";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import {
  appendLocalized,
  emptyLocalized,
  FailureAlert,
  FormDialog,
  ImageInput,
  LocalizedFields,
  localizedFromApi,
  type LocalizedValue,
} from "../ui";
import type { AdminCountry } from "./types";
import { useSave } from "./useSave";
import { contracts } from "../../../../common/api/contracts";

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
  const id = useId();
  const editing = target !== null && target !== "new" ? target : null;
  const review = useReviewMarks("country", editing?.id);
  const [name, setName] = useState<LocalizedValue>(emptyLocalized);
  const [code, setCode] = useState("");
  const [cover, setCover] = useState<File | null>(null);
  const { errors, failure, busy, reset, passes, run } = useSave();
  const formRef = useRef<HTMLFormElement>(null);

  // A fresh form each time the dialog opens.
  useEffect(() => {
    if (target === null) return;
    setName(editing ? localizedFromApi(editing.name) : emptyLocalized());
    setCode(editing?.code ?? "");
    setCover(null);
    reset();
  }, [target, editing, reset]);

  const validate = () => {
    const found: Record<string, string> = {};
    if (!name.tr.trim()) found.name = t("adminExhibitions.countryForm.nameRequired");
    if (code.trim() && !CODE.test(code.trim())) found.code = t("adminExhibitions.countryForm.codeInvalid");
    if (!editing && !cover) found.coverImage = t("adminExhibitions.countryForm.coverRequired");
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !passes(validate(), formRef.current)) return;
    const form = new FormData();
    appendLocalized(form, "name", name);
    form.append("code", code.trim().toUpperCase());
    if (cover) form.append("coverImage", cover);
    const saved = await run(
      async () => {
        const row = editing
          ? await api.call(contracts.countries.update, { params: { id: editing.id }, body: form })
          : await api.call(contracts.countries.create, { body: form });
        await review.save(row.id);
      },
      (reason) =>
        editing
          ? t("adminExhibitions.countries.updateFailed", { error: reason })
          : t("adminExhibitions.countries.addFailed", { error: reason }),
    );
    if (saved) {
      onSaved(editing ? t("adminExhibitions.countries.updated") : t("adminExhibitions.countries.created"));
    }
  };

  return (
    <ReviewScope marks={review}>
      <FormDialog
        show={target !== null}
        title={
          editing ? t("adminExhibitions.countryForm.editTitle") : t("adminExhibitions.countryForm.addTitle")
        }
        busy={busy}
        onClose={onClose}
        onSubmit={submit}
        formRef={formRef}
        saveLabel={t("adminExhibitions.countryForm.save")}
      >
        <FailureAlert text={failure?.text} error={failure?.error} />
        <LocalizedFields
          name="name"
          label={t("adminExhibitions.countryForm.name")}
          value={name}
          onChange={setName}
          maxLength={TEXT_LIMITS.name}
          errors={errors}
          disabled={busy}
        />
        <Form.Group className="mb-3" controlId={`${id}-code`}>
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
            aria-describedby={`${id}-code-hint`}
            disabled={busy}
          />
          {errors.code ? <Form.Control.Feedback type="invalid">{errors.code}</Form.Control.Feedback> : null}
          <Form.Text id={`${id}-code-hint`}>{t("adminExhibitions.countryForm.codeHint")}</Form.Text>
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
          note={editing ? t("adminExhibitions.countryForm.coverKeep") : null}
        />
      </FormDialog>
    </ReviewScope>
  );
}
