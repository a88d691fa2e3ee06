import { Form } from "react-bootstrap";

type Props = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  disabled: boolean;
  error: string | undefined;
  hint?: string | undefined;
};

/** A one-line text field of the facility form, with its error under it. */
export function FacilityTextField({ id, name, label, value, onChange, maxLength, disabled, error, hint }: Props) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback> : null}
    </Form.Group>
  );
}
