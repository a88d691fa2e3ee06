import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, Card, Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { TEXT_LIMITS } from "../../../../common/constants";
import { useAdminApi } from "../../../lib/admin/api";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import {
  appendLocalized,
  emptyLocalized,
  FailureAlert,
  ImageInput,
  LocalizedFields,
  localizedFromApi,
  type LocalizedValue,
  SaveButton,
} from "../ui";
import { type Details, FairDetailsFields } from "./FairDetailsFields";
import { type AdminExhibition, textIn } from "./types";
import { useSave } from "./useSave";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  countryId: number;
  /** The exhibition being edited, or null to add a new one. */
  editing: AdminExhibition | null;
  onSaved(message: string): void;
  onCancelEdit(): void;
};

const noDetails: Details = {
  city: "",
  venue: "",
  hall: "",
  stand: "",
  start_date: "",
  end_date: "",
  website: "",
};

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The side panel 'Add New Exhibition' (or 'Edit Exhibition'): title, description and image
 * required (the image only for a new one), optional fair details, texts in five languages.
 */
export function ExhibitionForm({ countryId, editing, onSaved, onCancelEdit }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("exhibition", editing?.id);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState<LocalizedValue>(emptyLocalized);
  const [description, setDescription] = useState<LocalizedValue>(emptyLocalized);
  const [image, setImage] = useState<File | null>(null);
  const [details, setDetails] = useState<Details>(noDetails);
  const { errors, failure, busy, reset: resetSave, passes, run } = useSave();

  const reset = (from: AdminExhibition | null) => {
    setTitle(from ? localizedFromApi(from.title) : emptyLocalized());
    setDescription(from ? localizedFromApi(from.description) : emptyLocalized());
    setImage(null);
    setDetails(
      from
        ? {
            city: from.city ?? "",
            venue: from.venue ?? "",
            hall: from.hall ?? "",
            stand: from.stand ?? "",
            start_date: from.start_date ?? "",
            end_date: from.end_date ?? "",
            website: from.website ?? "",
          }
        : noDetails,
    );
    resetSave();
  };

  // Editing another exhibition (or going back to adding) fills the form afresh and brings it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the edited row resets the form
  useEffect(() => {
    reset(editing);
    if (editing) {
      headingRef.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [editing?.id]);

  const setDetail = (key: keyof Details) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDetails((current) => ({ ...current, [key]: event.target.value }));

  const validate = () => {
    const found: Record<string, string> = {};
    if (!title.tr.trim()) found.title = t("adminExhibitions.exhibitionForm.titleRequired");
    if (!description.tr.trim()) found.description = t("adminExhibitions.exhibitionForm.descriptionRequired");
    if (!editing && !image) found.image_url = t("adminExhibitions.exhibitionForm.imageRequired");
    if (details.start_date && details.end_date && details.end_date < details.start_date) {
      found.end_date = t("adminExhibitions.exhibitionForm.endBeforeStart");
    }
    if (details.website.trim() && !isWebAddress(details.website.trim())) {
      found.website = t("adminExhibitions.exhibitionForm.websiteInvalid");
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !passes(validate(), formRef.current)) return;
    const form = new FormData();
    appendLocalized(form, "title", title);
    appendLocalized(form, "description", description);
    form.append("countryId", String(countryId));
    for (const [key, value] of Object.entries(details)) form.append(key, value.trim());
    if (image) form.append("image_url", image);
    const saved = await run(
      async () => {
        const row = editing
          ? await api.call(contracts.exhibitions.update, { params: { id: editing.id }, body: form })
          : await api.call(contracts.exhibitions.create, { body: form });
        await review.save(row.id);
      },
      (reason) =>
        editing
          ? t("adminExhibitions.country.updateFailed", { error: reason })
          : t("adminExhibitions.country.addFailed", { error: reason }),
    );
    if (!saved) return;
    reset(null);
    onSaved(editing ? t("adminExhibitions.country.updated") : t("adminExhibitions.country.created"));
  };

  const headingId = `${id}-heading`;
  return (
    <ReviewScope marks={review}>
      <Card className="shadow-sm admin-exhibition-panel" as="section" aria-labelledby={headingId}>
        <Card.Header className="bg-body">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="h5 mb-0">
            {editing
              ? t("adminExhibitions.exhibitionForm.editTitle")
              : t("adminExhibitions.exhibitionForm.addTitle")}
          </h2>
          {editing ? (
            <p className="small text-body-secondary mb-0 mt-1 text-break">
              {t("adminExhibitions.exhibitionForm.editing", { title: textIn(editing.title, "tr") })}
            </p>
          ) : null}
        </Card.Header>
        <Card.Body>
          <Form ref={formRef} noValidate onSubmit={submit}>
            <FailureAlert text={failure?.text} error={failure?.error} />
            <LocalizedFields
              name="title"
              label={t("adminExhibitions.exhibitionForm.title")}
              value={title}
              onChange={setTitle}
              maxLength={TEXT_LIMITS.title}
              errors={errors}
              disabled={busy}
            />
            <LocalizedFields
              name="description"
              label={t("adminExhibitions.exhibitionForm.description")}
              value={description}
              onChange={setDescription}
              as="textarea"
              rows={3}
              maxLength={TEXT_LIMITS.description}
              errors={errors}
              disabled={busy}
            />
            <ImageInput
              label={t("adminExhibitions.exhibitionForm.image")}
              name="image_url"
              value={image}
              onChange={setImage}
              currentUrl={editing?.image_url ?? null}
              required={!editing}
              error={errors.image_url}
              disabled={busy}
              className="mb-1"
              note={editing ? t("adminExhibitions.exhibitionForm.imageKeep") : null}
            />

            <FairDetailsFields
              id={id}
              details={details}
              onChange={setDetail}
              errors={errors}
              disabled={busy}
            />

            <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
              {editing ? (
                <Button variant="outline-secondary" onClick={onCancelEdit} disabled={busy}>
                  {t("adminExhibitions.exhibitionForm.cancelEdit")}
                </Button>
              ) : null}
              <SaveButton busy={busy} label={t("adminExhibitions.exhibitionForm.save")} />
            </div>
          </Form>
        </Card.Body>
      </Card>
    </ReviewScope>
  );
}
