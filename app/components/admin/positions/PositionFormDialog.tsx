import { useId, useState } from "react";
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
import {
  ErrorBanner,
  FormDialog,
  fieldErrors,
  fieldErrorText,
  LocalizedFields,
  type LocalizedValue,
  localizedFromApi,
  localizedToBody,
} from "../ui";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  show: boolean;
  /** The position to edit, or null to open a new one. */
  position: PositionDto | null;
  onHide(): void;
  onSaved(created: boolean): void;
};

type Errors = Record<string, string | undefined>;

/** Open or edit a position: title and description in five languages, department, place, type, end date, open. */
export function PositionFormDialog({ show, position, onHide, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("position", position?.id);
  const id = useId();
  const creating = position === null;
  const [title, setTitle] = useState<LocalizedValue>(() => localizedFromApi(position?.title));
  const [description, setDescription] = useState<LocalizedValue>(() =>
    localizedFromApi(position?.description),
  );
  const [department, setDepartment] = useState(position?.department ?? "");
  const [location, setLocation] = useState(position?.location ?? DEFAULT_POSITION_LOCATION);
  const [type, setType] = useState<EmploymentType>(position?.employment_type ?? "FULL_TIME");
  const [validThrough, setValidThrough] = useState(position?.valid_through ?? "");
  const [open, setOpen] = useState(position?.open ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function save() {
    setFailure(null);
    if (!title.tr.trim()) {
      setErrors({ title: t("admin.validation.required") });
      return;
    }
    setErrors({});
    const body = {
      ...localizedToBody("title", title),
      ...localizedToBody("description", description),
      department: department.trim(),
      location: location.trim(),
      employment_type: type,
      valid_through: validThrough || null,
      open,
    };
    setSaving(true);
    try {
      const saved = creating
        ? await api.call(contracts.positions.create, { query: { lng: "all" }, body })
        : await api.call(contracts.positions.update, { params: { id: position.id }, query: { lng: "all" }, body });
      await review.save(saved.id);
      onSaved(creating);
    } catch (error) {
      const texts: Errors = {};
      for (const [key, code] of Object.entries(fieldErrors(error))) texts[key] = fieldErrorText(t, code);
      setErrors(texts);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const text = (
    field: "department" | "location",
    value: string,
    set: (value: string) => void,
    label: string,
  ) => (
    <Form.Group controlId={`${id}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        name={field}
        value={value}
        onChange={(event) => set(event.target.value)}
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
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        saveLabel={t("adminPositions.actions.save")}
        cancelLabel={t("adminPositions.actions.cancel")}
        backdrop="static"
      >
        <ErrorBanner message={failure ? t("adminPositions.failed") : null} error={failure} />
        <LocalizedFields
          name="title"
          label={t("adminPositions.fields.title")}
          value={title}
          onChange={setTitle}
          maxLength={TEXT_LIMITS.title}
          errors={errors}
          disabled={saving}
        />
        <LocalizedFields
          name="description"
          label={t("adminPositions.fields.description")}
          as="textarea"
          rows={4}
          value={description}
          onChange={setDescription}
          maxLength={TEXT_LIMITS.description}
          required={false}
          errors={errors}
          disabled={saving}
        />
        <Row className="g-3 mb-3">
          <Col sm={6}>
            {text("department", department, setDepartment, t("adminPositions.fields.department"))}
          </Col>
          <Col sm={6}>{text("location", location, setLocation, t("adminPositions.fields.location"))}</Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-type`}>
              <Form.Label>{t("adminPositions.fields.employmentType")}</Form.Label>
              <Form.Select
                name="employment_type"
                value={type}
                onChange={(event) => setType(event.target.value as EmploymentType)}
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
                value={validThrough}
                onChange={(event) => setValidThrough(event.target.value)}
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
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
          disabled={saving}
        />
      </FormDialog>
    </ReviewScope>
  );
}
