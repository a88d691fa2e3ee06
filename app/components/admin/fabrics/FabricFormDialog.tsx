import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { TEXT_LIMITS } from "../../../../common/constants";
import { useAdminApi } from "../../../lib/admin/api";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import {
  appendLocalized,
  fieldErrors,
  fieldErrorText,
  FormDialog,
  ImageInput,
  LocalizedFields,
  type LocalizedValue,
  localizedFromApi,
} from "../ui";
import type { CollectionRef } from "../../../../common/api/collections";
import { type CardDraft, cardErrorText, checkCard, draftFromFabric, isCardKey } from "./card-form";
import { CollectionField } from "./CollectionField";
import { FabricCardFields } from "./FabricCardFields";
import { type AdminFabric, trText } from "./types";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  show: boolean;
  /** The fabric to edit, or null to add one. */
  fabric: AdminFabric | null;
  /** The collections to choose from (undefined while loading); `collectionsFailed`: they could not be loaded. */
  collections?: readonly CollectionRef[];
  collectionsFailed?: boolean;
  onHide(): void;
  onSaved(fabric: AdminFabric, created: boolean): void;
};

type Errors = Record<string, string | undefined>;

/**
 * Add or edit a fabric: name and description in five languages (tr required), the main image
 * with a preview (required when adding, optional when editing: the current one stays), its
 * collection (or none), and the technical card (code, composition, weight, …), checked in the
 * browser as the server checks it.
 */
export function FabricFormDialog({ show, fabric, collections, collectionsFailed, onHide, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("fabric", fabric?.id);
  const creating = fabric === null;
  const [name, setName] = useState<LocalizedValue>(() => localizedFromApi(fabric?.name));
  const [description, setDescription] = useState<LocalizedValue>(() => localizedFromApi(fabric?.description));
  const [image, setImage] = useState<File | null>(null);
  const [card, setCard] = useState<CardDraft>(() => draftFromFabric(fabric));
  const [collectionId, setCollectionId] = useState(() => String(fabric?.collection?.id ?? ""));
  const cardId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  function check(): Errors {
    const found: Errors = {};
    if (!name.tr.trim()) found.name = t("adminFabrics.validation.required");
    if (!description.tr.trim()) found.description = t("adminFabrics.validation.required");
    if (creating && !image) found.main_image = t("adminFabrics.validation.imageRequired");
    const checked = checkCard(card);
    if ("fields" in checked) Object.assign(found, cardErrorTexts(checked.fields));
    return found;
  }

  /** The card's field codes as the texts under its inputs. */
  function cardErrorTexts(fields: Record<string, string>): Errors {
    return Object.fromEntries(
      Object.entries(fields).map(([key, code]) => [key, cardErrorText(t, key, code, card)]),
    );
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
    form.append("collection_id", collectionId);
    const checked = checkCard(card);
    if ("json" in checked) form.append("card", checked.json);
    setSaving(true);
    try {
      const saved = creating
        ? await api.call(contracts.fabrics.create, { query: { lng: "all" }, body: form })
        : await api.call(contracts.fabrics.update, {
            params: { id: fabric.id },
            query: { lng: "all" },
            body: form,
          });
      await review.save(saved.id);
      onSaved(saved, creating);
    } catch (error) {
      const fields = fieldErrors(error);
      const texts: Errors = {};
      for (const [key, code] of Object.entries(fields)) {
        texts[key] = isCardKey(key)
          ? cardErrorText(t, key, code, card)
          : key === "main_image" && code === "required"
            ? t("adminFabrics.validation.imageRequired")
            : key === "main_image" && code === "file_type"
              ? t("adminFabrics.validation.imageType")
              : key === "collection_id"
                ? t("adminCollections.fabricField.invalid")
                : code;
      }
      setErrors(texts);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  /** A required field's message goes once it is filled in. */
  function clearOnceFilled(field: string, value: unknown) {
    if (value && errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  /** The card's messages go once what they name has changed. */
  function clearCardErrors(next: CardDraft) {
    const cleared: Errors = {};
    for (const key of Object.keys(errors)) {
      if (!isCardKey(key) || !errors[key]) continue;
      const field = key.split(".")[1] as keyof CardDraft | undefined;
      if (!field || next[field] !== card[field]) cleared[key] = undefined;
    }
    if (Object.keys(cleared).length > 0) setErrors({ ...errors, ...cleared });
  }

  const hasErrors = Object.values(errors).some(Boolean);
  const imageError = errors.main_image;
  const title = creating
    ? t("adminFabrics.form.addTitle")
    : t("adminFabrics.form.editTitle", { name: trText(fabric.name) });

  return (
    <ReviewScope marks={review}>
      <FormDialog
        show={show}
        title={title}
        titleClassName="text-break"
        busy={saving}
        onClose={onHide}
        onSave={save}
        failure={failure}
        failureMessage={t("adminFabrics.errors.save")}
        invalidMessage={hasErrors ? t("adminFabrics.form.fixErrors") : null}
        saveLabel={t("adminFabrics.form.save")}
        cancelLabel={t("adminFabrics.form.cancel")}
        closeLabel={t("adminInbox.common.close")}
        backdrop="static"
      >
        <LocalizedFields
          name="name"
          label={t("adminFabrics.form.name")}
          value={name}
          onChange={(value) => {
            setName(value);
            clearOnceFilled("name", value.tr.trim());
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
            clearOnceFilled("description", value.tr.trim());
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
            clearOnceFilled("main_image", file);
          }}
          currentUrl={fabric?.main_image ?? null}
          required={creating}
          error={imageError && /^[a-z_]+$/.test(imageError) ? fieldErrorText(t, imageError) : imageError}
          disabled={saving}
          className="mb-1"
          note={creating ? null : t("adminFabrics.form.keepImage")}
        />
        <CollectionField
          value={collectionId}
          onChange={(value) => {
            setCollectionId(value);
            if (errors.collection_id) setErrors({ ...errors, collection_id: undefined });
          }}
          collections={collections}
          current={fabric?.collection}
          failed={collectionsFailed}
          error={errors.collection_id}
          disabled={saving}
        />
        <FabricCardFields
          id={cardId}
          draft={card}
          onChange={(next) => {
            setCard(next);
            clearCardErrors(next);
          }}
          errors={errors}
          disabled={saving}
          fabricId={fabric?.id ?? null}
        />
      </FormDialog>
    </ReviewScope>
  );
}
