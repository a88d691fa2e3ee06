import { Link } from "react-router";
import { Table } from "react-bootstrap";
import type { TranslationStatusDto } from "../../../../common/api/translations";
import type { TranslationLang } from "../../../../common/translations";
import { useTranslation } from "../../../i18n/translation";
import { TableHead } from "../ui/TableHead";
import { missingListPath } from "./links";

type Language = TranslationStatusDto["languages"][number];

/**
 * Per kind of record in one language: fields to translate, translated, to review, missing. On a
 * phone only what is left to do (to review, missing): the language's card above gives the share done.
 */
export function EntityTable({ language, lng }: { language: Language; lng: TranslationLang }) {
  const { t } = useTranslation();
  const name = t(`admin.languageInText.${lng}`);
  return (
    <div className="table-responsive mb-4">
      <Table size="sm" className="align-middle" data-testid="translation-entities">
        <caption className="caption-top">{t("adminTranslations.byKind", { language: name })}</caption>
        <TableHead
          cells={[
            { label: t("adminTranslations.columns.kind") },
            { label: t("adminTranslations.columns.total"), className: "text-end d-none d-sm-table-cell" },
            { label: t("adminTranslations.columns.done"), className: "text-end d-none d-sm-table-cell" },
            { label: t("adminTranslations.columns.review"), className: "text-end" },
            { label: t("adminTranslations.columns.missing"), className: "text-end" },
          ]}
        />
        <tbody>
          {language.entities.map((row) => {
            const list = missingListPath(row.entity, lng);
            return (
              <tr key={row.entity} data-entity={row.entity}>
                <th scope="row" className="fw-normal">
                  {t(`adminTranslations.entities.${row.entity}`)}
                </th>
                <td className="text-end d-none d-sm-table-cell">{row.total}</td>
                <td className="text-end d-none d-sm-table-cell">{row.total - row.missing - row.review}</td>
                <td className="text-end">{row.review}</td>
                <td className="text-end">
                  {row.missing > 0 && list ? (
                    <Link
                      to={list}
                      aria-label={t("adminTranslations.showMissing", {
                        n: row.missing,
                        kind: t(`adminTranslations.entities.${row.entity}`),
                        language: name,
                      })}
                    >
                      {row.missing}
                    </Link>
                  ) : (
                    row.missing
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
