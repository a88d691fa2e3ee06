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
  type = "text",
  maxLength,
  min,
  max,
  as,
  rows,
  inputMode,
  ...field
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
    <Group id={id} {...field}>
      <Form.Control
        type={type}
        {...controlProps(id, field)}
        maxLength={maxLength}
        min={min}
        max={max}
        as={as}
        rows={rows}
        inputMode={inputMode}
      />
    </Group>
  );
}

/** A labelled choice with "not stated" first, and its message. */
export function SelectField({
  options,
  empty,
  ...field
}: Common & { options: { value: string; label: string }[]; empty: string }) {
  const id = useId();
  return (
    <Group id={id} {...field}>
      <Form.Select {...controlProps(id, field)}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Group>
  );
}

/** A field's group: its small label above the control, its message below. */
function Group({ id, label, error, className, children }: Common & { id: string; children: ReactNode }) {
  return (
    <Form.Group controlId={id} className={className ?? "mb-2"}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      {children}
      <Message id={id} error={error} />
    </Form.Group>
  );
}

/** What a field's input or select takes: small, its value, its message as its description. */
const controlProps = (id: string, { value, onChange, error, disabled }: Common) => ({
  size: "sm" as const,
  value,
  onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  isInvalid: Boolean(error),
  "aria-describedby": error ? `${id}-error` : undefined,
  disabled,
});

/** The server's message under a field, named as the field's description. */
function Message({ id, error }: { id: string; error?: string }) {
  return error ? (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  ) : null;
}
