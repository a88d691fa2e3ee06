import { COUNTRY_CODES, type Lang, SAMPLE_KINDS, SAMPLE_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import type { FieldBinding } from "../forms/usePublicForm";

/** The country a page's language suggests (a buyer reading French is most often in France); none for English. */
export const DEFAULT_COUNTRY: Record<Lang, string> = { tr: "TR", en: "", de: "DE", fr: "FR", es: "ES" };

/** Every country of the list, named and sorted in the page's language. */
export function countryOptions(lng: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([lng], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(lng);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

const Required = () => (
  <span className="text-danger ms-1" aria-hidden="true">
    *
  </span>
);

/** Swatch card or sample length, each with a line saying what it is. */
export function KindField({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3 sample-kind">
      <legend className="form-label fw-semibold">
        {t("samples.form.kind")}
        <Required />
      </legend>
      {SAMPLE_KINDS.map((kind, index) => {
        const id = `${binding.id}-${kind}`;
        return (
          <div key={kind} className="form-check mb-2">
            <input
              ref={index === 0 ? binding.inputRef : undefined}
              id={id}
              className="form-check-input"
              type="radio"
              name={binding.name}
              value={kind}
              checked={binding.value === kind}
              onChange={() => binding.onChange(binding.name, kind)}
              required
              aria-describedby={`${id}-hint`}
            />
            <label className="form-check-label" htmlFor={id}>
              {t(`samples.form.${kind}`)}
            </label>
            <div id={`${id}-hint`} className="form-text mt-0">
              {t(`samples.form.${kind}Hint`)}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The metres of each fabric a sample length is cut to: a whole number within the limits. */
export function MetresField({ binding, error }: { binding: FieldBinding; error: string | undefined }) {
  const { t } = useTranslation();
  const { min, max } = SAMPLE_LIMITS.metres;
  const hintId = `${binding.id}-hint`;
  const errorId = `${binding.id}-error`;
  return (
    <div className="mb-3">
      <label htmlFor={binding.id} className="form-label fw-semibold">
        {t("samples.form.metres")}
        <Required />
      </label>
      <input
        ref={binding.inputRef}
        id={binding.id}
        name={binding.name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className={error ? "form-control sample-metres is-invalid" : "form-control sample-metres"}
        value={binding.value}
        onChange={(event) => binding.onChange(binding.name, event.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <div id={hintId} className="form-text">
        {t("samples.form.metresHint", { min, max })}
      </div>
      {error ? (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
