/**
 * What every admin list of localized content shares with the translations screen: the filter
 * "missing in <language>" (`?missing=de`, kept in the URL) and the link straight to a field
 * (`?edit=<id>&field=name_de`: the record's form opens with that field focused).
 */
import { useEffect, useId, useMemo } from "react";
import { Form, InputGroup } from "react-bootstrap";
import { useSearchParams } from "react-router";
import {
  isMissing,
  TRANSLATABLE,
  TRANSLATION_LANGUAGES,
  type TranslatableEntity,
  type TranslationLang,
} from "../../../../common/translations";
import { useTranslation } from "../../../i18n/translation";
import { requestFieldFocus } from "../../../lib/admin/translation-review";

const asLang = (value: string | null): TranslationLang | null =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as TranslationLang) : null;

/** Whether a row (an admin read with ?lng=all) lacks `lng` in any of its localized fields. */
export const rowMissing = (entity: TranslatableEntity, row: object, lng: TranslationLang) =>
  TRANSLATABLE[entity].some((field) => isMissing((row as Record<string, unknown>)[field], lng));

/**
 * The rows the "missing in" filter leaves, and the form of the record a link asked for, opened
 * once the rows are there (`open`): the link's parameters then leave the URL.
 */
export function useTranslationFilter<T extends { id: number }>(
  entity: TranslatableEntity,
  rows: readonly T[],
  open: (row: T) => void,
) {
  const [params, setParams] = useSearchParams();
  const missing = asLang(params.get("missing"));
  const filtered = useMemo(
    () => (missing ? rows.filter((row) => rowMissing(entity, row, missing)) : rows),
    [entity, rows, missing],
  );
  const edit = params.get("edit");
  const field = params.get("field");
  const row = edit ? rows.find((candidate) => String(candidate.id) === edit) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per link, when its row is there.
  useEffect(() => {
    if (!row) return;
    requestFieldFocus(field);
    open(row);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("edit");
        next.delete("field");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [row]);
  const setMissing = (lng: TranslationLang | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (lng) next.set("missing", lng);
        else next.delete("missing");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { rows: filtered, missing, setMissing };
}

/** The select of the filter: every record, or those missing a language. */
export function MissingLanguageSelect({
  value,
  onChange,
  className,
}: {
  value: TranslationLang | null;
  onChange(lng: TranslationLang | null): void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <InputGroup size="sm" className={className}>
      <InputGroup.Text as="label" htmlFor={id}>
        {t("admin.translationFilter.label")}
      </InputGroup.Text>
      <Form.Select id={id} value={value ?? ""} onChange={(event) => onChange(asLang(event.target.value))}>
        <option value="">{t("admin.translationFilter.all")}</option>
        {TRANSLATION_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t("admin.translationFilter.missingIn", { language: t(`admin.languageInText.${lng}`) })}
          </option>
        ))}
      </Form.Select>
    </InputGroup>
  );
}

/** What a list says when the filter leaves no record. */
export function NothingMissing({ lng }: { lng: TranslationLang | null }) {
  const { t } = useTranslation();
  return (
    <div className="text-center text-body-secondary border rounded-3 py-5 px-3 bg-body-tertiary">
      {t("admin.translationFilter.none", { language: t(`admin.languageInText.${lng ?? "en"}`) })}
    </div>
  );
}
