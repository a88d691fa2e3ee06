import { type ReactNode, useId } from "react";
import { Form } from "react-bootstrap";

type Common = {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** The server's message under the field. */
  error?: string;
  disabled?: boolean;
  className?: string;
};

/** A labelled text, number or date input with its message. */
export function TextField({
  label,
  value,
  onChange,
  error,
  disabled,
  className,
  type = "text",
  ...input
}: Common & {
  type?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  as?: "textarea";
  rows?: number;
  inputMode?: "numeric";
}) {
  const id = useId();
  return (
    <Form.Group controlId={id} className={className ?? "mb-2"}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        size="sm"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        {...input}
      />
      <Message id={id} error={error} />
    </Form.Group>
  );
}

/** A labelled choice with "not stated" first, and its message. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  disabled,
  className,
  options,
  empty,
}: Common & { options: { value: string; label: string }[]; empty: string }) {
  const id = useId();
  return (
    <Form.Group controlId={id} className={className ?? "mb-2"}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select
        size="sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      >
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <Message id={id} error={error} />
    </Form.Group>
  );
}

/** The server's message under a field, named as the field's description. */
function Message({ id, error }: { id: string; error?: string }) {
  return error ? (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  ) : null;
}
