/**
 * Stock per colourway from the ERP: the figures (metres, band, next batch, when each came) with a
 * search and a band filter, the CSV upload, and the settings (threshold, stale limit).
 */
import { useState } from "react";
import { Alert, Card, Form, Table } from "react-bootstrap";
import { contracts } from "../../../common/api/contracts";
import { STOCK_BANDS, type StockBand } from "../../../common/stock";
import { StockSettings } from "../../components/admin/stock/StockSettings";
import { StockUpload } from "../../components/admin/stock/StockUpload";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { EmptyState, Loading } from "../../components/admin/ui/Loading";
import { useTranslation } from "../../i18n/translation";
import { formatDate, formatDateTime, formatNumber } from "../../lib/admin/format";
import { useAdminQuery, usePagedQuery } from "../../lib/admin/query";

export default function AdminStock() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [q, setQ] = useState("");
  const [band, setBand] = useState<StockBand | "">("");
  const [page, setPage] = useState(1);
  const list = usePagedQuery(contracts.stock.list, {
    query: { page, page_size: 50, ...(q ? { q } : {}), ...(band ? { band } : {}) },
  });
  const settings = useAdminQuery("stock-settings", (api, signal) =>
    api.call(contracts.stock.settings, {}, { signal }),
  );
  const rows = list.items;
  const meta = list.meta;
  const reload = () => {
    void list.reload();
    void settings.reload();
  };
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h4 mb-1">{t("admin.titles.stock")}</h2>
        <p className="text-body-secondary mb-3">{t("adminStock.intro")}</p>
        {settings.data?.stale ? (
          <Alert variant="warning" data-testid="stock-stale">
            {settings.data.last_import_at
              ? t("adminStock.stale", { date: formatDateTime(settings.data.last_import_at, lng) })
              : t("adminStock.staleNever")}
          </Alert>
        ) : null}
        <StockUpload onImported={reload} />
        {settings.data ? <StockSettings settings={settings.data} onSaved={reload} /> : null}
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Form.Control
            type="search"
            className="w-auto"
            aria-label={t("adminStock.search")}
            placeholder={t("adminStock.search")}
            value={q}
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
          <Form.Select
            className="w-auto"
            aria-label={t("adminStock.columns.band")}
            value={band}
            onChange={(event) => {
              setBand(event.target.value as StockBand | "");
              setPage(1);
            }}
          >
            <option value="">{t("adminStock.allBands")}</option>
            {STOCK_BANDS.map((key) => (
              <option key={key} value={key}>
                {t(`adminStock.bands.${key}`)}
              </option>
            ))}
          </Form.Select>
        </div>
        <ErrorBanner error={list.error} />
        {list.loading && !meta ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState>{t("adminStock.empty")}</EmptyState>
        ) : (
          <section
            className="table-responsive"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-label={t("admin.titles.stock")}
          >
            <Table hover className="align-middle mb-0 small">
              <thead>
                <tr>
                  <th scope="col">{t("adminStock.columns.code")}</th>
                  <th scope="col">{t("adminStock.columns.colourway")}</th>
                  <th scope="col" className="text-end">
                    {t("adminStock.columns.metres")}
                  </th>
                  <th scope="col">{t("adminStock.columns.band")}</th>
                  <th scope="col">{t("adminStock.columns.nextBatch")}</th>
                  <th scope="col">{t("adminStock.columns.updated")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={`${row.fabric_id} ${row.colourway}`}
                    data-testid={`stock-${row.code}-${row.colourway}`}
                  >
                    <td>{row.code}</td>
                    <td>{row.colourway}</td>
                    <td className="text-end">{formatNumber(row.available_m, lng)}</td>
                    <td>{t(`adminStock.bands.${row.band}`)}</td>
                    <td>
                      {row.next_batch_on
                        ? t("adminStock.nextBatch", {
                            date: formatDate(row.next_batch_on, lng),
                            metres: row.next_batch_m === null ? "–" : formatNumber(row.next_batch_m, lng),
                          })
                        : "–"}
                    </td>
                    <td className="text-nowrap">
                      <time dateTime={row.updated_at}>{formatDateTime(row.updated_at, lng)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        )}
        {meta && meta.pages > 1 ? (
          <nav className="d-flex gap-2 mt-3" aria-label={t("admin.titles.stock")}>
            {Array.from({ length: meta.pages }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                className={`btn btn-sm ${n === page ? "btn-primary" : "btn-outline-primary"}`}
                aria-current={n === page ? "page" : undefined}
                onClick={() => setPage(n)}
              >
                {n}
              </button>
            ))}
          </nav>
        ) : null}
      </Card.Body>
    </Card>
  );
}
