import "../../styles/admin-exhibitions.css";
import { useState } from "react";
import { Badge, Col, Row, Table } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { Link } from "react-router";
import { CountrySummary } from "../../components/admin/exhibitions/CountrySummary";
import { ExhibitionForm } from "../../components/admin/exhibitions/ExhibitionForm";
import { NoticeBar, useNotice } from "../../components/admin/exhibitions/notices";
import { SearchFilters } from "../../components/admin/exhibitions/SearchFilters";
import {
  ALL_LANGUAGES,
  type AdminCountry,
  type AdminExhibition,
  textIn,
} from "../../components/admin/exhibitions/types";
import {
  ConfirmDialog,
  EditDeleteButtons,
  EmptyState,
  ErrorBanner,
  Loading,
  NothingMissing,
  Pagination,
  SortHeader,
  useConfirmedDelete,
  useTableState,
  useTranslationFilter,
} from "../../components/admin/ui";
import { ResponsiveImage } from "../../components/ui/ResponsiveImage";
import { AdminApiError, getAll } from "../../lib/admin/api";
import { useRecordQuery } from "../../lib/admin/query";
import { formatDateRange } from "../../components/admin/exhibitions/format";
import { isLang } from "../../../common/constants";
import { contracts } from "../../../common/api/contracts";

type Loaded = { country: AdminCountry; exhibitions: AdminExhibition[] };

/** The sortable columns of the exhibitions table, their headers' keys and their breakpoints. */
const SORTED_COLUMNS = [
  { column: "title", label: "adminExhibitions.country.columns.title", className: undefined },
  {
    column: "description",
    label: "adminExhibitions.country.columns.description",
    className: "d-none d-md-table-cell",
  },
  { column: "dates", label: "adminExhibitions.country.columns.dates", className: "d-none d-xxl-table-cell" },
] as const;

/** 'Country Exhibitions': the country's card, its exhibitions in a table, the add/edit panel. */
export default function CountryExhibitions() {
  const { t, i18n } = useTranslation();
  const lng = isLang(i18n.language) ? i18n.language : "tr";
  const loaded = useRecordQuery<Loaded>("countryId", "Country", async (api, countryId, signal) => {
    const [country, exhibitions] = await Promise.all([
      api.call(contracts.countries.item, { params: { id: countryId }, query: ALL_LANGUAGES }, { signal }),
      getAll(api, contracts.exhibitions.ofCountry, { params: { countryId }, query: ALL_LANGUAGES }, signal),
    ]);
    return { country, exhibitions };
  });
  const { notice, success, clear } = useNotice();
  const [editing, setEditing] = useState<AdminExhibition | null>(null);

  const translation = useTranslationFilter("exhibition", loaded.data?.exhibitions ?? EMPTY, setEditing);
  const table = useTableState<AdminExhibition, "title" | "description" | "dates">(translation.rows, {
    text: (row) =>
      [
        ...Object.values(row.title),
        ...Object.values(row.description),
        row.city ?? "",
        row.venue ?? "",
        row.hall ?? "",
        row.stand ?? "",
      ].join(" "),
    sorters: {
      title: (row) => textIn(row.title, "tr"),
      description: (row) => textIn(row.description, "tr"),
      dates: (row) => row.start_date ?? row.end_date,
    },
  });

  const removal = useConfirmedDelete(
    (api, exhibition: AdminExhibition) =>
      api.call(contracts.exhibitions.remove, { params: { id: exhibition.id } }),
    async (exhibition) => {
      if (editing?.id === exhibition.id) setEditing(null);
      success(t("adminExhibitions.country.deleted"));
      await loaded.reload();
    },
  );
  const deleting = removal.last;

  const notFound = loaded.error instanceof AdminApiError && loaded.error.status === 404;
  const country = loaded.data?.country;

  return (
    <div className="admin-exhibitions">
      <Link to="/admin/exhibitions" className="btn btn-outline-dark btn-sm mb-3">
        <span aria-hidden="true">← </span>
        {t("adminExhibitions.country.back")}
      </Link>

      <NoticeBar notice={notice} onDismiss={clear} />
      {notFound ? (
        <EmptyState>{t("adminExhibitions.country.notFound")}</EmptyState>
      ) : loaded.error ? (
        <ErrorBanner message={t("adminExhibitions.country.loadFailed")} error={loaded.error} />
      ) : null}

      {!loaded.data && loaded.loading ? <Loading label={t("adminExhibitions.country.loading")} /> : null}

      {country && loaded.data ? (
        <>
          <CountrySummary country={country} />

          <Row className="g-4">
            <Col lg={7} xl={8}>
              <section aria-labelledby="exhibitions-heading">
                <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                  <h2 id="exhibitions-heading" className="h5 mb-0">
                    {t("adminExhibitions.country.exhibitionsHeading")}{" "}
                    <Badge bg="light" text="dark" className="border fw-normal">
                      {loaded.data.exhibitions.length}
                    </Badge>
                  </h2>
                  <SearchFilters
                    section="adminExhibitions.country"
                    query={table.query}
                    onQuery={table.setQuery}
                    translation={translation}
                  />
                </div>
                {loaded.data.exhibitions.length === 0 ? (
                  <EmptyState>{t("adminExhibitions.country.empty")}</EmptyState>
                ) : table.total === 0 && !table.query.trim() ? (
                  <NothingMissing lng={translation.missing} />
                ) : table.total === 0 ? (
                  <EmptyState>
                    {t("adminExhibitions.country.noMatch", { query: table.query.trim() })}
                  </EmptyState>
                ) : (
                  <>
                    <div className="table-responsive border rounded">
                      <Table hover className="align-middle mb-0 admin-exhibition-table">
                        <caption className="visually-hidden">
                          {t("adminExhibitions.country.exhibitionsHeading")}
                        </caption>
                        <thead className="table-light">
                          <tr>
                            <th scope="col" className="d-none d-sm-table-cell">
                              {t("adminExhibitions.country.columns.image")}
                            </th>
                            {SORTED_COLUMNS.map(({ column, label, className }) => (
                              <SortHeader
                                key={column}
                                column={column}
                                label={t(label)}
                                sort={table.sort}
                                onSort={table.setSort}
                                className={className}
                              />
                            ))}
                            <th scope="col">{t("adminExhibitions.country.columns.actions")}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {table.rows.map((row) => {
                            const rowTitle = textIn(row.title, "tr");
                            const dates = formatDateRange(row.start_date, row.end_date, lng);
                            const place = [row.venue, row.city].filter(Boolean).join(", ");
                            return (
                              <tr
                                key={row.id}
                                className={editing?.id === row.id ? "table-active" : undefined}
                              >
                                <td className="admin-thumb-cell d-none d-sm-table-cell">
                                  <ResponsiveImage
                                    image={row.image}
                                    alt=""
                                    sizes="80px"
                                    className="admin-exhibition-thumb rounded"
                                  />
                                </td>
                                <td className="admin-col-title">
                                  <div className="fw-semibold">{rowTitle}</div>
                                  {place ? <div className="small text-body-secondary">{place}</div> : null}
                                  {dates ? (
                                    <div className="small text-body-secondary d-xxl-none">{dates}</div>
                                  ) : null}
                                  <div className="small text-body-secondary">
                                    {t("adminExhibitions.country.photos", { count: row.photo_count ?? 0 })}
                                  </div>
                                </td>
                                <td className="d-none d-md-table-cell admin-col-description">
                                  <div className="admin-clamp-3 small">{textIn(row.description, "tr")}</div>
                                </td>
                                <td className="d-none d-xxl-table-cell small text-nowrap">{dates}</td>
                                <td>
                                  <div className="d-flex flex-column gap-1 admin-row-actions">
                                    <Link
                                      to={`/admin/exhibitions/photos/${row.id}`}
                                      className="btn btn-sm btn-primary text-nowrap"
                                      aria-label={t("adminExhibitions.country.managePhotosNamed", {
                                        title: rowTitle,
                                      })}
                                    >
                                      {t("adminExhibitions.country.managePhotos")}
                                    </Link>
                                    <EditDeleteButtons
                                      editName={t("adminExhibitions.country.editNamed", { title: rowTitle })}
                                      deleteName={t("adminExhibitions.country.deleteNamed", {
                                        title: rowTitle,
                                      })}
                                      onEdit={() => setEditing(row)}
                                      onDelete={() => removal.ask(row)}
                                    />
                                  </div>
                                </td>
                              </tr>
                            );
                          })}
                        </tbody>
                      </Table>
                    </div>
                    <Pagination
                      page={table.page}
                      pages={table.pages}
                      onChange={table.setPage}
                      total={table.total}
                      pageSize={table.pageSize}
                      className="mt-2"
                    />
                  </>
                )}
              </section>
            </Col>
            <Col lg={5} xl={4}>
              <ExhibitionForm
                countryId={country.id}
                editing={editing}
                onCancelEdit={() => setEditing(null)}
                onSaved={(message) => {
                  setEditing(null);
                  success(message);
                  void loaded.reload();
                }}
              />
            </Col>
          </Row>
        </>
      ) : null}

      <ConfirmDialog
        title={t("adminExhibitions.country.deleteTitle")}
        text={
          deleting ? (
            <>
              <p className="mb-2">{t("adminExhibitions.country.deleteText")}</p>
              <p className="fw-semibold mb-2 text-break">{textIn(deleting.title, "tr")}</p>
              {deleting.photo_count > 0 ? (
                <p className="mb-0">
                  {t("adminExhibitions.country.deletePhotosText", { count: deleting.photo_count })}
                </p>
              ) : null}
            </>
          ) : null
        }
        {...removal.dialogProps(t("adminExhibitions.country.deleteFailed"))}
      />
    </div>
  );
}

const EMPTY: AdminExhibition[] = [];
