import "../../styles/admin-exhibitions.css";
import { useMemo, useState } from "react";
import { Button, Col, Row } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { CountryCard } from "../../components/admin/exhibitions/CountryCard";
import { CountryFormDialog } from "../../components/admin/exhibitions/CountryFormDialog";
import { NoticeBar, useNotice } from "../../components/admin/exhibitions/notices";
import { SearchFilters } from "../../components/admin/exhibitions/SearchFilters";
import { ALL_LANGUAGES, type AdminCountry, textIn } from "../../components/admin/exhibitions/types";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Loading,
  NothingMissing,
  searchable,
  useConfirmedDelete,
  useTranslationFilter,
} from "../../components/admin/ui";
import { getAll } from "../../lib/admin/api";
import { useAdminQuery } from "../../lib/admin/query";
import { contracts } from "../../../common/api/contracts";

/** 'Manage Exhibitions': the countries as cards; add, edit, delete; a card opens its exhibitions. */
export default function ManageExhibitions() {
  const { t } = useTranslation();
  const countries = useAdminQuery("countries", (api, signal) =>
    getAll(api, contracts.countries.list, { query: ALL_LANGUAGES }, signal),
  );
  const { notice, success, clear } = useNotice();
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminCountry | "new" | null>(null);

  const translation = useTranslationFilter("country", countries.data ?? NO_COUNTRIES, setEditing);
  const shown = useMemo(() => {
    const needle = searchable(query.trim());
    const rows = translation.rows;
    if (!needle) return rows;
    return rows.filter((country) =>
      searchable([...Object.values(country.name), country.code ?? ""].join(" ")).includes(needle),
    );
  }, [translation.rows, query]);

  const removal = useConfirmedDelete(
    (api, country: AdminCountry) => api.call(contracts.countries.remove, { params: { id: country.id } }),
    async () => {
      success(t("adminExhibitions.countries.deleted"));
      await countries.reload();
    },
  );

  const deletingName = removal.last ? textIn(removal.last.name, "tr") : "";
  return (
    <div className="admin-exhibitions">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-3">
        <p className="text-body-secondary mb-0 admin-intro">{t("adminExhibitions.countries.intro")}</p>
        <Button variant="primary" onClick={() => setEditing("new")}>
          <span aria-hidden="true">+ </span>
          {t("adminExhibitions.countries.add")}
        </Button>
      </div>

      <NoticeBar notice={notice} onDismiss={clear} />
      {countries.error ? (
        <ErrorBanner message={t("adminExhibitions.countries.loadFailed")} error={countries.error} />
      ) : null}

      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <SearchFilters
          section="adminExhibitions.countries"
          query={query}
          onQuery={setQuery}
          translation={translation}
        />
        {countries.data ? (
          <span className="small text-body-secondary" aria-live="polite">
            {t("adminExhibitions.countries.shown", { count: shown.length })}
          </span>
        ) : null}
      </div>

      {countries.data === undefined ? (
        countries.loading ? (
          <Loading label={t("adminExhibitions.countries.loading")} />
        ) : null
      ) : countries.data.length === 0 ? (
        <EmptyState>{t("adminExhibitions.countries.empty")}</EmptyState>
      ) : shown.length === 0 && !query.trim() ? (
        <NothingMissing lng={translation.missing} />
      ) : shown.length === 0 ? (
        <EmptyState>{t("adminExhibitions.countries.noMatch", { query: query.trim() })}</EmptyState>
      ) : (
        <Row
          as="ul"
          xs={1}
          sm={2}
          lg={3}
          xxl={4}
          className="g-3 list-unstyled mb-0"
          aria-label={t("adminExhibitions.countries.listLabel")}
        >
          {shown.map((country) => (
            <Col as="li" key={country.id}>
              <CountryCard country={country} onEdit={setEditing} onDelete={removal.ask} />
            </Col>
          ))}
        </Row>
      )}

      <CountryFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          success(message);
          void countries.reload();
        }}
      />

      <ConfirmDialog
        title={t("adminExhibitions.countries.deleteTitle")}
        text={t("adminExhibitions.countries.deleteText", { name: deletingName })}
        {...removal.dialogProps(t("adminExhibitions.countries.deleteFailed"))}
      />
    </div>
  );
}

const NO_COUNTRIES: AdminCountry[] = [];
