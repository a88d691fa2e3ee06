/**
 * The searches visitors follow by e-mail, one row per search with how many addresses follow it
 * (confirmed or not). No address is shown: the privacy screen finds one, this screen counts.
 */
import { Card, ListGroup, Table } from "react-bootstrap";
import { contracts } from "../../../common/api/contracts";
import type { SearchAlertSummaryDto } from "../../../common/api/search-alerts";
import {
  FACET_LABELS,
  FIXED_FACET_NAMES,
  RECORD_FACETS,
  readFabricFilter,
} from "../../../common/fabric-filter";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { EmptyState, Loading } from "../../components/admin/ui/Loading";
import { TableHead } from "../../components/admin/ui/TableHead";
import { useTranslation } from "../../i18n/translation";
import { formatDateTime } from "../../lib/admin/format";
import { useAdminQuery } from "../../lib/admin/query";

type T = ReturnType<typeof useTranslation>["t"];

/** The search in the staff's language, as the finder labels it: `Composition: Linen · Weave: Twill · Weight: 120–140 g/m²`. */
function describe(query: string, t: T): string {
  const filter = readFabricFilter(new URLSearchParams(query));
  const label = (key: string) => t(key as "adminAlerts.intro");
  const parts: string[] = [];
  if (filter.q) parts.push(`${t("adminAlerts.describe.text")}: “${filter.q}”`);
  for (const name of FIXED_FACET_NAMES) {
    const keys = filter[name] as string[];
    if (keys.length === 0) continue;
    const { heading, list } = FACET_LABELS[name];
    parts.push(`${label(heading)}: ${keys.map((key) => label(`${list}.${key}`)).join(", ")}`);
  }
  for (const name of RECORD_FACETS) {
    if (filter[name].length === 0) continue;
    const heading =
      name === "collection" ? t("adminAlerts.describe.collection") : t("adminAlerts.describe.certificate");
    parts.push(`${heading}: ${filter[name].map((id) => `#${id}`).join(", ")}`);
  }
  const { gsm_min: min, gsm_max: max } = filter;
  if (min !== null || max !== null) {
    const weight =
      min !== null && max !== null
        ? t("adminAlerts.describe.weightRange", { min, max })
        : min !== null
          ? t("adminAlerts.describe.weightMin", { min })
          : t("adminAlerts.describe.weightMax", { max });
    parts.push(`${t("adminAlerts.describe.weight")}: ${weight}`);
  }
  return parts.join(" · ");
}

export default function AdminSearchAlerts() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const list = useAdminQuery("search-alerts", (api, signal) =>
    api.call(contracts.searchAlerts.list, {}, { signal }),
  );
  const rows = list.data ?? [];
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, lng)}</time> : t("adminAlerts.never");
  const searchLink = (row: SearchAlertSummaryDto) => (
    <a href={`/fabrics?${row.query}`} target="_blank" rel="noreferrer" className="admin-break">
      {describe(row.query, t)}
    </a>
  );
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h4 mb-1">{t("admin.titles.alerts")}</h2>
        <p className="text-body-secondary mb-3">{t("adminAlerts.intro")}</p>
        <ErrorBanner
          message={list.error ? t("adminAlerts.loadFailed") : null}
          error={list.error}
          onDismiss={list.clearError}
        />
        {list.loading && !list.data ? (
          <Loading />
        ) : list.data && rows.length === 0 ? (
          <EmptyState>{t("adminAlerts.empty")}</EmptyState>
        ) : (
          <>
            <ListGroup as="ul" className="d-md-none">
              {rows.map((row) => (
                <ListGroup.Item as="li" key={row.query} className="py-3" data-testid="alert-row">
                  <div className="fw-semibold mb-1">{searchLink(row)}</div>
                  <dl className="admin-outbox-facts small mb-0">
                    <dt>{t("adminAlerts.columns.confirmed")}</dt>
                    <dd>{row.confirmed}</dd>
                    <dt>{t("adminAlerts.columns.unconfirmed")}</dt>
                    <dd>{row.unconfirmed}</dd>
                    <dt>{t("adminAlerts.columns.languages")}</dt>
                    <dd>{row.languages.join(", ")}</dd>
                    <dt>{t("adminAlerts.columns.lastSent")}</dt>
                    <dd>{when(row.last_sent_at)}</dd>
                  </dl>
                </ListGroup.Item>
              ))}
            </ListGroup>
            <section
              className="table-responsive d-none d-md-block"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              aria-label={t("admin.titles.alerts")}
            >
              <Table hover className="align-middle mb-0 small">
                <TableHead
                  cells={[
                    { label: t("adminAlerts.columns.search") },
                    { label: t("adminAlerts.columns.confirmed"), className: "text-end" },
                    { label: t("adminAlerts.columns.unconfirmed"), className: "text-end" },
                    { label: t("adminAlerts.columns.languages") },
                    { label: t("adminAlerts.columns.lastSent") },
                    { label: t("adminAlerts.columns.since") },
                  ]}
                />
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.query} data-testid="alert-row">
                      <td>{searchLink(row)}</td>
                      <td className="text-end">{row.confirmed}</td>
                      <td className="text-end">{row.unconfirmed}</td>
                      <td>{row.languages.join(", ")}</td>
                      <td className="text-nowrap">{when(row.last_sent_at)}</td>
                      <td className="text-nowrap">{when(row.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </section>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
