import "../../styles/admin-exhibitions.css";
import { useMemo, useState } from "react";
import { Button, Col, Row } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { CountryCard } from "../../components/admin/exhibitions/CountryCard";
import { CountryFormDialog } from "../../components/admin/exhibitions/CountryFormDialog";
import { getAll, useLoaded } from "../../components/admin/exhibitions/data";
import { NoticeBar, useNotice } from "../../components/admin/exhibitions/notices";
import { ALL_LANGUAGES, type AdminCountry, textIn } from "../../components/admin/exhibitions/types";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Loading,
  SearchBox,
  searchable,
} from "../../components/admin/ui";
import { useAdminApi } from "../../lib/admin/api";

/** 'Manage Exhibitions': the countries as cards; add, edit, delete; a card opens its exhibitions. */
export default function ManageExhibitions() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const countries = useLoaded(
    (signal) => getAll<AdminCountry>(api, "/countries", ALL_LANGUAGES, signal),
    "countries",
  );
  const { notice, success, clear } = useNotice();
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminCountry | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminCountry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  const shown = useMemo(() => {
    const needle = searchable(query.trim());
    const rows = countries.data ?? [];
    if (!needle) return rows;
    return rows.filter((country) =>
      searchable([...Object.values(country.name), country.code ?? ""].join(" ")).includes(needle),
    );
  }, [countries.data, query]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await api.del(`/countries/${deleting.id}`);
      setDeleting(null);
      success(t("adminExhibitions.countries.deleted"));
      await countries.reload();
    } catch (error) {
      setDeleteError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const deletingName = deleting ? textIn(deleting.name, "tr") : "";
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
        <SearchBox
          value={query}
          onChange={setQuery}
          label={t("adminExhibitions.countries.search")}
          placeholder={t("adminExhibitions.countries.searchPlaceholder")}
          className="admin-search"
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
              <CountryCard
                country={country}
                onEdit={setEditing}
                onDelete={(target) => {
                  setDeleteError(null);
                  setDeleting(target);
                }}
              />
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
        show={deleting !== null}
        title={t("adminExhibitions.countries.deleteTitle")}
        text={t("adminExhibitions.countries.deleteText", { name: deletingName })}
        busy={deleteBusy}
        error={deleteError}
        errorMessage={deleteError ? t("adminExhibitions.countries.deleteFailed") : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
