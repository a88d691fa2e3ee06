import { useCallback, useState } from "react";
import { useTranslation } from "../../../i18n/translation";
import { AdminApiError } from "../../../lib/admin/api";
import { fieldErrorTexts } from "../ui";
import { failureReason } from "./notices";

export type FieldTexts = Record<string, string | undefined>;
export type SaveFailure = { text: string; error: unknown };

/**
 * A form's save: the texts under its fields, why the last save failed (shown above the form)
 * and whether a save is running.
 */
export function useSave() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldTexts>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);

  /**
   * The form's own checks: their texts go under the fields; when any failed, the first field in
   * error gets the focus (so its message is read out) and the answer is false.
   */
  const passes = (found: Record<string, string>, form: HTMLFormElement | null): boolean => {
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length === 0) return true;
    requestAnimationFrame(() =>
      form?.querySelector<HTMLElement>("[aria-invalid='true'], .is-invalid")?.focus(),
    );
    return false;
  };

  /**
   * Runs the save; a refusal puts the server's field texts under the fields and
   * `failed(reason)` above the form (a cancelled request says nothing). True when it was saved.
   */
  const run = async (save: () => Promise<unknown>, failed: (reason: string) => string): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await save();
      setBusy(false);
      return true;
    } catch (error) {
      setBusy(false);
      if (error instanceof AdminApiError && error.aborted) return false;
      setErrors(fieldErrorTexts(t, error));
      setFailure({ text: failed(failureReason(t, error)), error });
      return false;
    }
  };

  return { errors, failure, busy, reset, passes, run };
}
