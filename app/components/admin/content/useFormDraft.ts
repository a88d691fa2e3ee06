import { useCallback, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "../../../i18n/translation";
import type { Outcome } from "../../../lib/admin/mutation";
import { fieldErrors, fieldErrorText } from "../ui";

/** Texts under the form's fields, by field name (a localized field's are `<name>_<lng>`). */
export type FieldErrors = Record<string, string | undefined>;

export type FormDraft<D extends object> = {
  /** The values as typed. */
  draft: D;
  /** Changes a field; with `clearOnChange`, its error goes too. */
  set<K extends keyof D>(field: K, value: D[K]): void;
  errors: FieldErrors;
  /** Takes a field's error away (a field outside the draft: a file chosen). */
  clear(field: string): void;
  /** While the save runs. */
  saving: boolean;
  /** The last save's failure, for the dialog's banner. */
  failure: unknown;
  /**
   * Saves the draft: `check` answers the errors found before asking (none: null), `send` makes
   * the call. A 400 (or 409) answer's field errors are shown under their fields. Answers the
   * call's outcome (never rejects).
   */
  submit<R>(send: (draft: D) => Promise<R>, check?: (draft: D) => FieldErrors | null): Promise<Outcome<R>>;
};

export type FormDraftOptions = {
  /** A field's error goes once the field is changed. */
  clearOnChange?: boolean;
  /** The texts of a failed save's field errors (default: a 400's or 409's codes as catalogue texts). */
  serverErrors?(error: unknown): FieldErrors;
  /** After errors were found, before or by the server (to focus the first one). */
  onErrors?(): void;
};

/** An edit dialog's state: one draft object, its field errors, the save's progress and failure. */
export function useFormDraft<D extends object>(
  initial: () => D,
  options: FormDraftOptions = {},
): FormDraft<D> {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const clear = useCallback((field: string) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const clearOnChange = options.clearOnChange ?? false;
  const set = useCallback(
    <K extends keyof D>(field: K, value: D[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
      if (clearOnChange) clear(String(field));
    },
    [clear, clearOnChange],
  );

  const submit = async <R>(
    send: (draft: D) => Promise<R>,
    check?: (draft: D) => FieldErrors | null,
  ): Promise<Outcome<R>> => {
    setFailure(null);
    const found = check?.(draft) ?? null;
    if (found) {
      setErrors(found);
      options.onErrors?.();
      return { ok: false, error: found };
    }
    setErrors({});
    setSaving(true);
    try {
      return { ok: true, value: await send(draft) };
    } catch (error) {
      setErrors(options.serverErrors ? options.serverErrors(error) : codeTexts(t, error));
      setFailure(error);
      options.onErrors?.();
      return { ok: false, error };
    } finally {
      setSaving(false);
    }
  };

  return { draft, set, errors, clear, saving, failure, submit };
}

function codeTexts(t: TFunction, error: unknown): FieldErrors {
  const texts: FieldErrors = {};
  for (const [key, code] of Object.entries(fieldErrors(error))) texts[key] = fieldErrorText(t, code);
  return texts;
}
