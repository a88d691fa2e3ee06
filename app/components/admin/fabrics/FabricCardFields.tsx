import { Fragment, type ReactNode } from "react";
import { Col, Form, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import {
  type CardFieldKind,
  type CardFieldSpec,
  FABRIC_CARD_FIELDS,
} from "../../../../common/fabric-card-fields";
import { Checks, describedBy, Field } from "./CardInputs";
import { ColourwayFields } from "./ColourwayFields";
import { CompositionFields } from "./CompositionFields";
import { type CardDraft, firstError } from "./card-form";

type Errors = Record<string, string | undefined>;
type Props = {
  /** The prefix of the inputs' ids. */
  id: string;
  draft: CardDraft;
  onChange(draft: CardDraft): void;
  /** Texts under the card's inputs, keyed as the server names them (`card.<field>`, …). */
  errors: Errors;
  disabled: boolean;
  /** The fabric being edited, or null for a new one. */
  fabricId: number | null;
};

/** A catalogue key the code puts together (a field's label, a list's key): `t` as plain text. */
type Text = (key: string, values?: Record<string, string | number>) => string;

/** The card's fields by the form's rows (each field's `form.row`), in the form's order. */
const FORM_ROWS: CardFieldSpec[][] = (() => {
  const rows = new Map<number, CardFieldSpec[]>();
  for (const field of FABRIC_CARD_FIELDS)
    rows.set(field.form.row, [...(rows.get(field.form.row) ?? []), field]);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, fields]) => fields);
})();

/** The kinds of field that stand as a block of their own (a row of the form holds one of them alone). */
const BLOCKS = new Set<CardFieldKind>(["composition", "keys", "colourways"]);

/**
 * The technical card of the fabric form: code, composition, weight, weave, … (all optional), one
 * input per field of the card (common/fabric-card-fields.ts), its kind saying which.
 */
export function FabricCardFields({ id, draft, onChange, errors, disabled, fabricId }: Props) {
  const { t } = useTranslation();
  const text = t as unknown as Text;
  const values = draft as Record<string, unknown>;
  const set = (name: string, value: unknown) => onChange({ ...draft, [name]: value });
  const label = (field: CardFieldSpec) => text(`fabricCard.fields.${field.name}`);

  /** An input of one line: a number, a text, the code, a select. */
  const input = (field: CardFieldSpec): ReactNode => {
    const inputId = `${id}-${field.name}`;
    const error = errors[`card.${field.name}`];
    const invalid = {
      disabled,
      isInvalid: Boolean(error),
      "aria-invalid": Boolean(error) || undefined,
    };
    switch (field.kind) {
      case "int":
        return (
          <Field id={inputId} label={label(field)} error={error} unit={text(field.unit)}>
            <Form.Control
              inputMode="numeric"
              value={values[field.name] as string}
              placeholder={`${field.min}–${field.max}`}
              {...invalid}
              aria-describedby={describedBy(error && `${inputId}-error`, `${inputId}-unit`)}
              onChange={(event) => set(field.name, event.target.value)}
            />
          </Field>
        );
      case "code":
        return (
          <Field id={inputId} label={label(field)} error={error}>
            <Form.Control
              value={values[field.name] as string}
              maxLength={field.max}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={t("adminFabrics.card.codePlaceholder")}
              className="text-uppercase"
              {...invalid}
              aria-describedby={describedBy(error && `${inputId}-error`)}
              onChange={(event) => set(field.name, event.target.value.toUpperCase())}
            />
          </Field>
        );
      case "text":
        return (
          <Field id={inputId} label={label(field)} error={error}>
            <Form.Control
              value={values[field.name] as string}
              maxLength={field.max}
              autoComplete="off"
              placeholder={text(field.placeholder)}
              {...invalid}
              aria-describedby={describedBy(error && `${inputId}-error`)}
              onChange={(event) => set(field.name, event.target.value)}
            />
          </Field>
        );
      case "enum":
        return (
          <Field id={inputId} label={label(field)} error={error}>
            <Form.Select
              value={values[field.name] as string}
              {...invalid}
              aria-describedby={describedBy(error && `${inputId}-error`)}
              onChange={(event) => set(field.name, event.target.value)}
            >
              <option value="">{t("fabricCard.unknown")}</option>
              {field.values.map((value) => (
                <option key={value} value={value}>
                  {text(`${field.labels}.${value}`)}
                </option>
              ))}
            </Form.Select>
          </Field>
        );
      default:
        return null;
    }
  };

  /** A block of its own: the composition, a list of checkboxes, the colourways. */
  const block = (field: CardFieldSpec): ReactNode => {
    switch (field.kind) {
      case "composition":
        return (
          <CompositionFields
            id={id}
            rows={draft.composition}
            max={field.max}
            onChange={(rows) => set(field.name, rows)}
            errors={errors}
            disabled={disabled}
          />
        );
      case "keys":
        return (
          <Checks
            id={`${id}-${field.name}`}
            legend={label(field)}
            values={field.values}
            checked={values[field.name] as string[]}
            label={(v) => text(`${field.labels}.${v}`)}
            onChange={(checked) => set(field.name, checked)}
            error={errors[`card.${field.name}`]}
            disabled={disabled}
          />
        );
      case "colourways":
        return (
          <ColourwayFields
            id={id}
            rows={draft.colourways}
            onChange={(rows) => set(field.name, rows)}
            fabricId={fabricId}
            error={firstError(errors, `card.${field.name}`)}
            disabled={disabled}
          />
        );
      default:
        return null;
    }
  };

  return (
    <fieldset className="mt-3 pt-3 border-top">
      <legend className="fs-6 fw-semibold mb-1 float-none">{t("fabricCard.title")}</legend>
      <p className="form-text mt-0 mb-2">{t("adminFabrics.card.hint")}</p>
      {FORM_ROWS.map((fields, index) => {
        const before = FORM_ROWS[index - 1]?.[0];
        // A list of checkboxes has no margin below: one after another is spaced out, a row after one
        // keeps close to it and leaves the usual gap below.
        const afterChecks = before?.kind === "keys";
        if (BLOCKS.has(fields[0]!.kind)) {
          return (
            <Fragment key={fields[0]!.name}>
              {afterChecks && fields[0]!.kind === "keys" ? <div className="mb-3" /> : null}
              {block(fields[0]!)}
            </Fragment>
          );
        }
        return (
          <Row key={fields[0]!.name} className={afterChecks ? "g-2 mt-2 mb-3" : "g-2 mb-3"}>
            {fields.map((field) => (
              <Col key={field.name} sm={field.form.width}>
                {input(field)}
              </Col>
            ))}
          </Row>
        );
      })}
    </fieldset>
  );
}
