import type { ReactNode } from "react";
import { Form, InputGroup } from "react-bootstrap";

/** aria-describedby of an input: its error (when shown) and its hints. */
export const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

/** A labelled input or select with its error below; `unit` is shown after it (g/m², cm, …). */
export function Field({
  id,
  label,
  error,
  unit,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  unit?: string;
  children: ReactNode;
}) {
  const feedback = error ? (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  ) : null;
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      {unit ? (
        <InputGroup hasValidation>
          {children}
          <InputGroup.Text id={`${id}-unit`}>{unit}</InputGroup.Text>
          {feedback}
        </InputGroup>
      ) : (
        <>
          {children}
          {feedback}
        </>
      )}
    </Form.Group>
  );
}

/** A list of checkboxes (finishes, end use) in a fieldset. */
export function Checks<T extends string>(props: {
  id: string;
  legend: string;
  values: readonly T[];
  checked: T[];
  label(value: T): string;
  onChange(checked: T[]): void;
  error?: string;
  disabled: boolean;
}) {
  const { id, legend, values, checked, label, onChange, error, disabled } = props;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label small mb-1 float-none">{legend}</legend>
      <div>
        {values.map((value) => (
          <Form.Check
            key={value}
            inline
            id={`${id}-${value}`}
            type="checkbox"
            label={label(value)}
            checked={checked.includes(value)}
            disabled={disabled}
            isInvalid={Boolean(error)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? values.filter((v) => v === value || checked.includes(v))
                  : checked.filter((v) => v !== value),
              )
            }
          />
        ))}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
