import { useId } from "react";
import { Col, Form, Row } from "react-bootstrap";
import type { PositionDto } from "../../../../common/api/positions";
import {
  DEFAULT_POSITION_LOCATION,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  TEXT_LIMITS,
} from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useAdminApi } from "../../../lib/admin/api";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import { FormDialog, LocalizedFields, localizedFromApi, localizedToBody } from "../ui";
import { contracts } from "../../../../common/api/contracts";
import { saveContent } from "../content/save";
import type { BodyOf, ContentFormProps } from "../content/types";
import { useFormDraft } from "../content/useFormDraft";

type Props = ContentFormProps<PositionDto>;

/** Open or edit a position: title and description in five languages, department, place, type, end date, open. */
export function PositionFormDialog({ show, item: position, onHide, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("position", position?.id);
  const id = useId();
  const creating = position === null;
  const form = useFormDraft(() => ({
    title: localizedFromApi(position?.title),
    description: localizedFromApi(position?.description),
    department: position?.department ?? "",
    location: position?.location ?? DEFAULT_POSITION_LOCATION,
    employment_type: (position?.employment_type ?? "FULL_TIME") as EmploymentType,
    valid_through: position?.valid_through ?? "",
    open: position?.open ?? true,
  }));
  const { draft, set, errors, saving } = form;

  async function save() {
    const done = await form.submit(
      async (values) => {
        const body: BodyOf<typeof contracts.positions.create> = {
          ...localizedToBody("title", values.title),
          ...localizedToBody("description", values.description),
          department: values.department.trim(),
          location: values.location.trim(),
          employment_type: values.employment_type,
          valid_through: values.valid_through || null,
          open: values.open,
        };
        await review.save(await saveContent(api, contracts.positions, position?.id, body));
      },
      (values) => (values.title.tr.trim() ? null : { title: t("admin.validation.required") }),
    );
    if (done.ok) onSaved(creating);
  }

  const text = (field: "department" | "location", label: string) => (
    <Form.Group controlId={`${id}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        name={field}
        value={draft[field]}
        onChange={(event) => set(field, event.target.value)}
        maxLength={TEXT_LIMITS.name}
        disabled={saving}
        isInvalid={Boolean(errors[field])}
      />
      {errors[field] ? <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback> : null}
    </Form.Group>
  );

  return (
    <ReviewScope marks={review}>
      <FormDialog
        show={show}
        title={creating ? t("adminPositions.add") : t("adminPositions.edit")}
        busy={saving}
        onClose={onHide}
        onSave={save}
        failure={form.failure}
        failureMessage={t("adminPositions.failed")}
        saveLabel={t("adminPositions.actions.save")}
        cancelLabel={t("adminPositions.actions.cancel")}
        backdrop="static"
      >
        <LocalizedFields
          name="title"
          label={t("adminPositions.fields.title")}
          value={draft.title}
          onChange={(value) => set("title", value)}
          maxLength={TEXT_LIMITS.title}
          errors={errors}
          disabled={saving}
        />
        <LocalizedFields
          name="description"
          label={t("adminPositions.fields.description")}
          as="textarea"
          rows={4}
          value={draft.description}
          onChange={(value) => set("description", value)}
          maxLength={TEXT_LIMITS.description}
          required={false}
          errors={errors}
          disabled={saving}
        />
        <Row className="g-3 mb-3">
          <Col sm={6}>{text("department", t("adminPositions.fields.department"))}</Col>
          <Col sm={6}>{text("location", t("adminPositions.fields.location"))}</Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-type`}>
              <Form.Label>{t("adminPositions.fields.employmentType")}</Form.Label>
              <Form.Select
                name="employment_type"
                value={draft.employment_type}
                onChange={(event) => set("employment_type", event.target.value as EmploymentType)}
                disabled={saving}
              >
                {EMPLOYMENT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`positions.employmentTypes.${value}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-valid`}>
              <Form.Label>{t("adminPositions.fields.validThrough")}</Form.Label>
              <Form.Control
                type="date"
                name="valid_through"
                value={draft.valid_through}
                onChange={(event) => set("valid_through", event.target.value)}
                disabled={saving}
                isInvalid={Boolean(errors.valid_through)}
              />
              <Form.Text>{t("adminPositions.fields.validThroughHint")}</Form.Text>
            </Form.Group>
          </Col>
        </Row>
        <Form.Check
          type="switch"
          id={`${id}-open`}
          name="open"
          label={t("adminPositions.fields.open")}
          checked={draft.open}
          onChange={(event) => set("open", event.target.checked)}
          disabled={saving}
        />
      </FormDialog>
    </ReviewScope>
  );
}
