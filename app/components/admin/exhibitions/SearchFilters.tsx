import type { TranslationLang } from "../../../../common/translations";
import { useTranslation } from "../../../i18n/translation";
import { MissingLanguageSelect, SearchBox } from "../ui";

type Props = {
  /** The catalogue section of the box's label and placeholder (TEXTS). */
  section: "adminExhibitions.countries" | "adminExhibitions.country";
  query: string;
  onQuery(query: string): void;
  /** The 'missing language' filter of the list (useTranslationFilter). */
  translation: { missing: TranslationLang | null; setMissing(lng: TranslationLang | null): void };
};

/** The label and placeholder of each list's search box. */
const TEXTS = {
  "adminExhibitions.countries": {
    label: "adminExhibitions.countries.search",
    placeholder: "adminExhibitions.countries.searchPlaceholder",
  },
  "adminExhibitions.country": {
    label: "adminExhibitions.country.search",
    placeholder: "adminExhibitions.country.searchPlaceholder",
  },
} as const;

/** The search box and the 'missing language' select over a list of countries or exhibitions. */
export function SearchFilters({ section, query, onQuery, translation }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <SearchBox
        value={query}
        onChange={onQuery}
        label={t(TEXTS[section].label)}
        placeholder={t(TEXTS[section].placeholder)}
        className="admin-search"
      />
      <MissingLanguageSelect
        value={translation.missing}
        onChange={translation.setMissing}
        className="w-auto"
      />
    </>
  );
}
