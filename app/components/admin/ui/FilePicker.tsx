import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from "react";
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

/**
 * One file chosen in a FilePicker and checked at once: a refused file is dropped, with why
 * (problem); when the file is dropped (Remove), the input forgets it too, so it can be chosen again.
 */
export function useCheckedFile(
  value: File | null,
  onChange: (file: File | null) => void,
  check: (file: File) => string | null,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = "";
  }, [value]);
  return {
    inputRef,
    problem,
    choose(event: ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0] ?? null;
      const why = file ? check(file) : null;
      setProblem(why);
      if (why) event.target.value = "";
      onChange(why ? null : file);
    },
    remove() {
      setProblem(null);
      onChange(null);
    },
  };
}
