import type { ComponentPropsWithoutRef, ReactNode, Ref } from "react";
import { Form } from "react-bootstrap";

type Props = Omit<
  ComponentPropsWithoutRef<"input">,
  "type" | "className" | "children" | "aria-describedby"
> & {
  id: string;
  /** The button's text ('Choose image'). */
  label: ReactNode;
  /** Why the chosen file was refused, shown under the button. */
  error?: string | null;
  /** What may be chosen, under the button. */
  hint: ReactNode;
  /** Further ids that describe the input (the chosen file's name, say). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** After the button: what was chosen, say. */
  children?: ReactNode;
};

/**
 * A file input drawn with our own texts (the native picker speaks the browser's language):
 * the input stays in the page for keyboards and screen readers, its label is the button;
 * the refusal and the hint follow.
 */
export function FilePicker({
  id,
  label,
  error,
  hint,
  describedBy,
  disabled,
  inputRef,
  children,
  ...input
}: Props) {
  return (
    <>
      <div className={`admin-file-picker${error ? " is-invalid" : ""}`}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="admin-file-input"
          disabled={disabled}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={`${error ? `${id}-error ` : ""}${id}-hint${describedBy ? ` ${describedBy}` : ""}`}
          {...input}
        />
        <label htmlFor={id} className={`btn btn-outline-primary mb-0${disabled ? " disabled" : ""}`}>
          {label}
        </label>
        {children}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
    </>
  );
}
