import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { TEXT_LIMITS } from "../../../../common/constants";
import { useAdminApi } from "../../../lib/admin/api";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import {
  emptyLocalized,
  FailureAlert,
  FormDialog,
  LocalizedFields,
  localizedFromApi,
  localizedToBody,
  type LocalizedValue,
} from "../ui";
import type { AdminPhoto } from "./types";
import { useSave } from "./useSave";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  photo: AdminPhoto | null;
  onClose(): void;
  onSaved(): void;
};

/** A photo's title and description in five languages (both may stay empty: 'Untitled'). */
export function PhotoEditDialog({ photo, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("exhibition_photo", photo?.id);
  const [title, setTitle] = useState<LocalizedValue>(emptyLocalized);
  const [description, setDescription] = useState<LocalizedValue>(emptyLocalized);
  const { errors, failure, busy, reset, run } = useSave();

  useEffect(() => {
    if (!photo) return;
    setTitle(localizedFromApi(photo.title));
    setDescription(localizedFromApi(photo.description));
    reset();
  }, [photo, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!photo || busy) return;
    const saved = await run(
      async () => {
        await api.call(contracts.exhibitions.updatePhoto, {
          params: { id: photo.id },
          body: { ...localizedToBody("title", title), ...localizedToBody("description", description) },
        });
        await review.save(photo.id);
      },
      (reason) => t("adminExhibitions.photos.updateFailed", { error: reason }),
    );
    if (saved) onSaved();
  };

  return (
    <ReviewScope marks={review}>
      <FormDialog
        show={photo !== null}
        title={t("adminExhibitions.photoForm.title")}
        busy={busy}
        onClose={onClose}
        onSubmit={submit}
        saveLabel={t("adminExhibitions.photoForm.save")}
      >
        <FailureAlert text={failure?.text} error={failure?.error} />
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
      </FormDialog>
    </ReviewScope>
  );
}
