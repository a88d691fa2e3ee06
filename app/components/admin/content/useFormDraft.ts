import { useCallback, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { fieldErrors, fieldErrorText } from "../ui";

/** Texts under the form's fields, by field name (a localized field's are `<name>_<lng>`). */
export type FieldErrors = Record<string, string | undefined>;

export type FormDraft<D extends object> = {
  /** The values as typed. */
  draft: D;
  set<K extends keyof D>(field: K, value: D[K]): void;
  errors: FieldErrors;
  /** While the save runs. */
  saving: boolean;
  /** The last save's failure, for the dialog's banner. */
  failure: unknown;
  /**
   * Saves the draft: `check` answers the errors found before asking (none: null), `send` makes
   * the call. A 400 (or 409) answer's field errors are shown under their fields. True once saved.
   */
  submit(send: (draft: D) => Promise<unknown>, check?: (draft: D) => FieldErrors | null): Promise<boolean>;
};

/** An edit dialog's state: one draft object, its field errors, the save's progress and failure. */
export function useFormDraft<D extends object>(initial: () => D): FormDraft<D> {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = useCallback(<K extends keyof D>(field: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  }, []);

  const submit: FormDraft<D>["submit"] = async (send, check) => {
    setFailure(null);
    const found = check?.(draft) ?? null;
    if (found) {
      setErrors(found);
      return false;
    }
    setErrors({});
    setSaving(true);
    try {
      await send(draft);
      return true;
    } catch (error) {
      const texts: FieldErrors = {};
      for (const [key, code] of Object.entries(fieldErrors(error))) texts[key] = fieldErrorText(t, code);
      setErrors(texts);
      setFailure(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { draft, set, errors, saving, failure, submit };
}
