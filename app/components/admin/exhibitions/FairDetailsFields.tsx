import type { ChangeEvent } from "react";
import { Col, Form, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { TEXT_LIMITS } from "../../../../common/constants";

export type Details = {
  city: string;
  venue: string;
  hall: string;
  stand: string;
  start_date: string;
  end_date: string;
  website: string;
};

type FieldProps = {
  id: string;
  name: keyof Details;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  disabled: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  input?: {
    type?: string;
    inputMode?: "url";
    placeholder?: string;
    maxLength?: number;
    min?: string;
    max?: string;
  };
};

function DetailField({ id, label, value, error, hint, disabled, onChange, input }: FieldProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        {...input}
        value={value}
        onChange={onChange}
        isInvalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {hint ? <Form.Text id={`${id}-hint`}>{hint}</Form.Text> : null}
    </Form.Group>
  );
}

/** The optional fair details of an exhibition: city, venue, the company's hall and stand, dates and the fair's website. */
export function FairDetailsFields({
  id,
  details,
  onChange,
  errors,
  disabled,
}: {
  id: string;
  details: Details;
  onChange(key: keyof Details): (event: ChangeEvent<HTMLInputElement>) => void;
  errors: Record<string, string | undefined>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const field = (
    name: keyof Details,
    suffix: string,
    label: string,
    input: FieldProps["input"],
    hint?: string,
  ) => (
    <DetailField
      id={`${id}-${suffix}`}
      name={name}
      label={label}
      value={details[name]}
      error={errors[name]}
      hint={hint}
      disabled={disabled}
      onChange={onChange(name)}
      input={input}
    />
  );
  return (
    <fieldset className="mt-3">
      <legend className="fs-6 fw-semibold mb-2">{t("adminExhibitions.exhibitionForm.fairDetails")}</legend>
      <Row className="g-2">
        <Col sm={6} lg={12} xl={6}>
          {field("city", "city", t("adminExhibitions.exhibitionForm.city"), { maxLength: TEXT_LIMITS.name })}
        </Col>
        <Col sm={6} lg={12} xl={6}>
          {field("venue", "venue", t("adminExhibitions.exhibitionForm.venue"), {
            maxLength: TEXT_LIMITS.name,
          })}
        </Col>
        <Col sm={6} lg={12} xl={6}>
          {field("hall", "hall", t("adminExhibitions.exhibitionForm.hall"), { maxLength: TEXT_LIMITS.stand })}
        </Col>
        <Col sm={6} lg={12} xl={6}>
          {field(
            "stand",
            "stand",
            t("adminExhibitions.exhibitionForm.stand"),
            { maxLength: TEXT_LIMITS.stand },
            t("adminExhibitions.exhibitionForm.standHint"),
          )}
        </Col>
        <Col sm={6} lg={12} xl={6}>
          {field("start_date", "start", t("adminExhibitions.exhibitionForm.startDate"), {
            type: "date",
            max: details.end_date || undefined,
          })}
        </Col>
        <Col sm={6} lg={12} xl={6}>
          {field("end_date", "end", t("adminExhibitions.exhibitionForm.endDate"), {
            type: "date",
            min: details.start_date || undefined,
          })}
        </Col>
        <Col xs={12}>
          {field(
            "website",
            "website",
            t("adminExhibitions.exhibitionForm.website"),
            { type: "url", inputMode: "url", placeholder: "https://", maxLength: TEXT_LIMITS.url },
            t("adminExhibitions.exhibitionForm.websiteHint"),
          )}
        </Col>
      </Row>
    </fieldset>
  );
}
