import { useId, useRef, useState } from "react";
import { Col, Form, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import {
  COLLECTION_KINDS,
  type CollectionKind,
  SEASON_CODE,
  TEXT_LIMITS,
} from "../../../../common/constants";
import { useAdminApi } from "../../../lib/admin/api";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import {
  appendLocalized,
  fieldErrors,
  fieldErrorText,
  FormDialog,
  ImageInput,
  LocalizedFields,
  localizedFromApi,
} from "../ui";
import { trText } from "../fabrics/types";
import { saveContent } from "../content/save";
import type { ContentFormProps } from "../content/types";
import { useFormDraft } from "../content/useFormDraft";
import type { AdminCollection } from "./types";
import { contracts } from "../../../../common/api/contracts";

type Props = ContentFormProps<AdminCollection>;

type Errors = Record<string, string | undefined>;

/** What the admin typed as a season, as the API reads it (SS27). */
const seasonCode = (value: string) => value.trim().toUpperCase();

/**
 * Add or edit a collection: name and description in five languages (the tr name required), the
 * season code (SS27, AW27), main or capsule, and the cover image (required when adding, the
 * current one stays on edit unless another is chosen).
 */
export function CollectionFormDialog({ show, item: collection, onHide, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("collection", collection?.id);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const creating = collection === null;
  const [cover, setCover] = useState<File | null>(null);

  /** The server's field codes as the texts under the fields. */
  function serverTexts(fields: Record<string, string>): Errors {
    const texts: Errors = {};
    for (const [key, code] of Object.entries(fields)) {
      texts[key] =
        key === "season" && code !== "required"
          ? t("adminCollections.form.seasonInvalid")
          : key === "coverImage" && code === "required"
            ? t("adminCollections.form.coverRequired")
            : key.startsWith("name") || key.startsWith("description")
              ? code
              : fieldErrorText(t, code);
    }
    return texts;
  }

  const form = useFormDraft(
    () => ({
      name: localizedFromApi(collection?.name),
      description: localizedFromApi(collection?.description),
      season: collection?.season ?? "",
      kind: (collection?.kind ?? "main") as CollectionKind,
    }),
    {
      serverErrors: (error) => serverTexts(fieldErrors(error)),
      // The first field in error takes the focus, so its message is read out.
      onErrors: () =>
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
        ),
    },
  );
  const { draft, set, errors, clear, saving, failure } = form;

  function check(values: typeof draft): Errors | null {
    const found: Errors = {};
    if (!values.name.tr.trim()) found.name = t("admin.validation.required");
    if (!SEASON_CODE.test(seasonCode(values.season))) found.season = t("adminCollections.form.seasonInvalid");
    if (creating && !cover) found.coverImage = t("adminCollections.form.coverRequired");
    return Object.keys(found).length > 0 ? found : null;
  }

  async function save() {
    const done = await form.submit(async (values) => {
      const body = new FormData();
      appendLocalized(body, "name", values.name);
      appendLocalized(body, "description", values.description);
      body.append("season", seasonCode(values.season));
      body.append("kind", values.kind);
      if (cover) body.append("coverImage", cover);
      await review.save(await saveContent(api, contracts.collections, collection?.id, body));
    }, check);
    if (done.ok) onSaved(creating);
  }

  const hasErrors = Object.values(errors).some(Boolean);
  const seasonId = `${id}-season`;
  return (
    <ReviewScope marks={review}>
      <FormDialog
        show={show}
        title={
          creating
            ? t("adminCollections.form.addTitle")
            : t("adminCollections.form.editTitle", { name: trText(collection.name) })
        }
        titleClassName="text-break"
        busy={saving}
        onClose={onHide}
        onSave={save}
        failure={failure}
        failureMessage={t("adminCollections.errors.save")}
        invalidMessage={hasErrors ? t("adminCollections.form.fixErrors") : null}
        formRef={formRef}
        saveLabel={t("adminCollections.form.save")}
        cancelLabel={t("adminCollections.form.cancel")}
        backdrop="static"
      >
        <LocalizedFields
          name="name"
          label={t("adminCollections.form.name")}
          value={draft.name}
          onChange={(value) => {
            set("name", value);
            if (value.tr.trim()) clear("name");
          }}
          maxLength={TEXT_LIMITS.name}
          errors={errors}
          disabled={saving}
        />
        <Row className="g-3 mb-3">
          <Col sm={6}>
            <Form.Group controlId={seasonId}>
              <Form.Label>
                {t("adminCollections.form.season")}
                <span className="text-danger"> *</span>
              </Form.Label>
              <Form.Control
                value={draft.season}
                onChange={(event) => {
                  set("season", event.target.value.toUpperCase());
                  clear("season");
                }}
                maxLength={4}
                placeholder="SS27"
                autoComplete="off"
                required
                aria-required
                className="font-monospace"
                disabled={saving}
                isInvalid={Boolean(errors.season)}
                aria-invalid={Boolean(errors.season) || undefined}
                aria-describedby={`${errors.season ? `${seasonId}-error ` : ""}${seasonId}-hint`}
              />
              {errors.season ? (
                <Form.Control.Feedback type="invalid" id={`${seasonId}-error`}>
                  {errors.season}
                </Form.Control.Feedback>
              ) : null}
              <Form.Text id={`${seasonId}-hint`}>{t("adminCollections.form.seasonHint")}</Form.Text>
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-kind`}>
              <Form.Label>{t("adminCollections.form.kind")}</Form.Label>
              <Form.Select
                value={draft.kind}
                onChange={(event) => set("kind", event.target.value as CollectionKind)}
                disabled={saving}
                isInvalid={Boolean(errors.kind)}
              >
                {COLLECTION_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`adminCollections.kinds.${value}`)}
                  </option>
                ))}
              </Form.Select>
              {errors.kind ? (
                <Form.Control.Feedback type="invalid">{errors.kind}</Form.Control.Feedback>
              ) : null}
            </Form.Group>
          </Col>
        </Row>
        <LocalizedFields
          name="description"
          label={t("adminCollections.form.description")}
          as="textarea"
          rows={3}
          value={draft.description}
          onChange={(value) => set("description", value)}
          maxLength={TEXT_LIMITS.description}
          required={false}
          errors={errors}
          disabled={saving}
        />
        <ImageInput
          label={t("adminCollections.form.cover")}
          name="coverImage"
          value={cover}
          onChange={(file) => {
            setCover(file);
            if (file) clear("coverImage");
          }}
          currentUrl={collection?.cover_image ?? null}
          required={creating}
          error={errors.coverImage}
          disabled={saving}
          className="mb-1"
          note={creating ? null : t("adminCollections.form.keepCover")}
        />
      </FormDialog>
    </ReviewScope>
  );
}
