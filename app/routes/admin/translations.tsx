import { useMemo } from "react";
import { Badge, Form, Table } from "react-bootstrap";
import { Link, useSearchParams } from "react-router";
import { TRANSLATION_LANGUAGES, type TranslationLang } from "../../../common/translations";
import { adminLang } from "../../components/admin/messages/format";
import { EntityTable } from "../../components/admin/translations/EntityTable";
import { LanguageSummary } from "../../components/admin/translations/LanguageSummary";
import { fieldPath } from "../../components/admin/translations/links";
import {
  EmptyState,
  ErrorBanner,
  Loading,
  Pagination,
  SearchBox,
  useTableState,
} from "../../components/admin/ui";
import { useTranslation } from "../../i18n/translation";
import { useAdminQuery } from "../../lib/admin/query";
import { contracts } from "../../../common/api/contracts";

type State = "missing" | "review";
const asLang = (value: string | null): TranslationLang =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(value ?? "") ? (value as TranslationLang) : "en";
const asState = (value: string | null): State | null =>
  value === "missing" || value === "review" ? value : null;

/**
 * 'Translations': how complete each language is, and in the chosen one (`?language=`) every field
 * still missing or holding a copy to review, each linked to its form.
 */
export default function Translations() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lng = asLang(params.get("language"));
  const state = asState(params.get("state"));
  const query = useAdminQuery("translations", (api, signal) =>
    api.call(contracts.translations.status, {}, { signal }),
  );
  const percent = useMemo(() => {
    const format = new Intl.NumberFormat(adminLang(i18n.language), {
      style: "percent",
      maximumFractionDigits: 0,
    });
    return (share: number) => format.format(Math.floor(share * 100) / 100);
  }, [i18n.language]);
  const items = useMemo(
    () =>
      (query.data?.items ?? []).filter(
        (item) => item.lng === lng && (state === null || item.state === state),
      ),
    [query.data, lng, state],
  );
  const table = useTableState(items, {
    text: (item) => `${item.label} ${t(`adminTranslations.entities.${item.entity}`)}`,
    sorters: {},
  });
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (query.data === undefined) {
    return query.error ? (
      <ErrorBanner message={t("adminTranslations.loadFailed")} error={query.error} />
    ) : (
      <Loading label={t("adminTranslations.heading")} />
    );
  }
  const language = query.data.languages.find((row) => row.lng === lng)!;
  const name = t(`admin.languageInText.${lng}`);
  return (
    <div className="admin-translations">
      <p className="text-body-secondary">{t("adminTranslations.intro")}</p>
      <LanguageSummary
        languages={query.data.languages}
        current={lng}
        onChoose={(choice) => set("language", choice)}
        percent={percent}
      />
      <EntityTable language={language} lng={lng} />
      <h2 className="h5">{t("adminTranslations.leftIn", { language: name })}</h2>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <SearchBox value={table.query} onChange={table.setQuery} className="admin-translations-search" />
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label={t("adminTranslations.stateFilter")}
          value={state ?? ""}
          onChange={(event) => set("state", asState(event.target.value))}
        >
          <option value="">{t("adminTranslations.states.all")}</option>
          <option value="missing">{t("adminTranslations.states.missing")}</option>
          <option value="review">{t("adminTranslations.states.review")}</option>
        </Form.Select>
      </div>
      {items.length === 0 ? (
        <EmptyState>{t("adminTranslations.nothingLeft", { language: name })}</EmptyState>
      ) : (
        <>
          <div className="table-responsive">
            <Table hover size="sm" className="align-middle" data-testid="translation-items">
              <caption className="visually-hidden">
                {t("adminTranslations.leftIn", { language: name })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("adminTranslations.columns.record")}</th>
                  <th scope="col">{t("adminTranslations.columns.field")}</th>
                  <th scope="col">{t("adminTranslations.columns.state")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("adminTranslations.translate")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((item) => {
                  const kind = t(`adminTranslations.entities.${item.entity}`);
                  const record = item.label || kind;
                  const field = t(
                    `adminTranslations.fields.${item.field}` as "adminTranslations.fields.name",
                  );
                  return (
                    <tr key={`${item.entity}-${item.id}-${item.field}`}>
                      <td className="text-break">
                        <span className="small text-body-secondary d-block">{kind}</span>
                        {record}
                      </td>
                      <td>{field}</td>
                      <td>
                        <Badge
                          bg={item.state === "missing" ? "warning" : "info"}
                          text="dark"
                          className="fw-normal"
                        >
                          {t(`adminTranslations.states.${item.state}`)}
                        </Badge>
                      </td>
                      <td className="text-end">
                        <Link
                          to={fieldPath(item)}
                          className="btn btn-sm btn-outline-primary text-nowrap"
                          aria-label={t("adminTranslations.translateLabel", {
                            field,
                            record,
                            language: name,
                          })}
                        >
                          {t("adminTranslations.translate")}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </div>
          <Pagination page={table.page} pages={table.pages} onChange={table.setPage} total={table.total} />
        </>
      )}
    </div>
  );
}
