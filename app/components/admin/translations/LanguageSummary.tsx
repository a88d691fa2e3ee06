import { ProgressBar } from "react-bootstrap";
import type { TranslationStatusDto } from "../../../../common/api/translations";
import type { TranslationLang } from "../../../../common/translations";
import { useTranslation } from "../../../i18n/translation";

type Language = TranslationStatusDto["languages"][number];

/** Share of the fields with a Turkish text that are translated and not waiting for review. */
export const completeShare = (row: { total: number; missing: number; review: number }) =>
  row.total === 0 ? 1 : (row.total - row.missing - row.review) / row.total;

/** One card per language: how complete it is; choosing one shows what is left in it. */
export function LanguageSummary({
  languages,
  current,
  onChoose,
  percent,
}: {
  languages: Language[];
  current: TranslationLang;
  onChoose(lng: TranslationLang): void;
  percent(share: number): string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="row g-3 mb-4">
      <legend className="visually-hidden">{t("adminTranslations.languagesLabel")}</legend>
      {languages.map((row) => {
        const share = completeShare(row);
        const name = t(`admin.languages.${row.lng}`);
        return (
          <div className="col-6 col-lg-3" key={row.lng}>
            <button
              type="button"
              className={`card h-100 w-100 text-start p-3 admin-translation-card${row.lng === current ? " border-primary border-2" : ""}`}
              aria-pressed={row.lng === current}
              onClick={() => onChoose(row.lng)}
              data-testid={`translation-${row.lng}`}
            >
              <span className="fw-semibold">{name}</span>
              <span className="fs-4 fw-bold">{percent(share)}</span>
              <ProgressBar
                now={Math.round(share * 100)}
                variant={share === 1 ? "success" : "primary"}
                className="my-2 w-100"
                style={{ height: 6 }}
                aria-hidden="true"
              />
              <span className="small text-body-secondary">
                {t("adminTranslations.missingCount", { count: row.missing })}
                {" · "}
                {t("adminTranslations.reviewCount", { count: row.review })}
              </span>
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}
