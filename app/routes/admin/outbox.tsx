import { MAIL_KINDS } from "../../../common/constants";
import { Alert, Badge, Button, Card, Form, ListGroup, Table } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { useSearchParams } from "react-router";
import { Pagination, TABLE_PAGE_SIZE } from "../../components/admin/ui/DataTable";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { EmptyState, Loading } from "../../components/admin/ui/Loading";
import { formatDateTime } from "../../lib/admin/format";
import { useAdminQuery } from "../../lib/admin/query";
import { contracts } from "../../../common/api/contracts";

const STATUSES = ["pending", "sending", "sent", "failed"] as const;
type Status = (typeof STATUSES)[number];
const KINDS = MAIL_KINDS;

const BADGES: Record<Status, { bg: string; text?: "dark" }> = {
  pending: { bg: "warning", text: "dark" },
  sending: { bg: "info", text: "dark" },
  sent: { bg: "success" },
  failed: { bg: "danger" },
};

const isStatus = (value: string | null): value is Status =>
  (STATUSES as readonly (string | null)[]).includes(value);

export default function AdminOutbox() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const list = useAdminQuery(`outbox:${status}:${page}`, (api, signal) =>
    api.call(
      contracts.outbox.list,
      { query: { status: status || undefined, page, page_size: TABLE_PAGE_SIZE } },
      { signal },
    ),
  );
  // The note about waiting mail counts every pending mail, whatever the filter.
  const waiting = useAdminQuery("outbox:waiting", (api, signal) =>
    api.call(contracts.outbox.list, { query: { status: "pending", page_size: 1 } }, { signal }),
  );
  const waitingCount = waiting.data?.meta.total ?? 0;

  const update = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.status !== undefined) {
      if (next.status) search.set("status", next.status);
      else search.delete("status");
      search.delete("page");
    }
    if (next.page !== undefined) {
      if (next.page > 1) search.set("page", String(next.page));
      else search.delete("page");
    }
    setParams(search, { replace: true, preventScrollReset: true });
  };

  const statusLabel = (value: string) =>
    isStatus(value) ? t(`admin.outbox.status.${value}`) : t("admin.outbox.status.other");
  const kindLabel = (value: string) =>
    (KINDS as readonly string[]).includes(value)
      ? t(`admin.outbox.kinds.${value as (typeof KINDS)[number]}`)
      : t("admin.outbox.kinds.other");

  const rows = list.data?.data ?? [];
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
          <div>
            <h2 className="h4 mb-1">{t("admin.outbox.heading")}</h2>
            <p className="text-body-secondary mb-0">{t("admin.outbox.intro")}</p>
          </div>
          <div className="d-flex align-items-end gap-2">
            <Form.Group controlId="outbox-status">
              <Form.Label className="small mb-1">{t("admin.outbox.filter")}</Form.Label>
              <Form.Select
                size="sm"
                value={status}
                onChange={(event) => update({ status: event.target.value })}
              >
                <option value="">{t("admin.common.all")}</option>
                {STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.outbox.status.${value}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button
              variant="outline-secondary"
              size="sm"
              disabled={list.loading}
              onClick={() => {
                void list.reload();
                void waiting.reload();
              }}
            >
              {list.loading && list.data ? t("admin.common.refreshing") : t("admin.common.refresh")}
            </Button>
          </div>
        </div>

        {waitingCount > 0 ? (
          <Alert variant="warning" className="d-flex flex-column gap-1" data-testid="outbox-waiting">
            <strong>{t("admin.outbox.waiting", { count: waitingCount })}</strong>
            <span className="small">{t("admin.outbox.waitingHint")}</span>
          </Alert>
        ) : null}

        <ErrorBanner
          message={list.error ? t("admin.outbox.loadFailed") : null}
          error={list.error}
          onDismiss={list.clearError}
        />

        {list.loading && !list.data ? (
          <Loading />
        ) : list.data && rows.length === 0 ? (
          <EmptyState>{t("admin.outbox.empty")}</EmptyState>
        ) : list.data ? (
          <>
            {/* Phones: one card per mail instead of a table squeezed letter by letter. */}
            <ListGroup as="ul" className="d-md-none mb-3">
              {rows.map((item) => {
                const badge = isStatus(item.status) ? BADGES[item.status] : { bg: "secondary" };
                return (
                  <ListGroup.Item as="li" key={item.id} className="py-3">
                    <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                      <Badge bg={badge.bg} text={"text" in badge ? badge.text : undefined}>
                        {statusLabel(item.status)}
                      </Badge>
                      <span className="small text-body-secondary">{kindLabel(item.kind)}</span>
                    </div>
                    <div className="fw-semibold admin-break">{item.subject}</div>
                    <dl className="admin-outbox-facts small mb-0 mt-1">
                      <dt>{t("admin.outbox.columns.to")}</dt>
                      <dd className="admin-break">{item.to_address}</dd>
                      <dt>{t("admin.outbox.columns.attempts")}</dt>
                      <dd>{item.attempts}</dd>
                      {item.last_error ? (
                        <>
                          <dt>{t("admin.outbox.columns.lastError")}</dt>
                          <dd className="admin-break text-danger-emphasis">{item.last_error}</dd>
                        </>
                      ) : null}
                      <dt>{t("admin.outbox.columns.created")}</dt>
                      <dd>
                        <time dateTime={item.created_at}>{formatDateTime(item.created_at, lng)}</time>
                      </dd>
                      {item.sent_at ? (
                        <>
                          <dt>{t("admin.outbox.columns.sent")}</dt>
                          <dd>
                            <time dateTime={item.sent_at}>{formatDateTime(item.sent_at, lng)}</time>
                          </dd>
                        </>
                      ) : item.status === "pending" || item.status === "sending" ? (
                        <>
                          <dt>{t("admin.outbox.columns.next")}</dt>
                          <dd>
                            <time dateTime={item.next_attempt_at}>
                              {formatDateTime(item.next_attempt_at, lng)}
                            </time>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </ListGroup.Item>
                );
              })}
            </ListGroup>
            {/* A region that can take focus: keyboard users scroll the wide table. */}
            <section
              className="table-responsive mb-3 d-none d-md-block"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              aria-label={t("admin.outbox.heading")}
            >
              <Table hover className="align-middle mb-0 small">
                <thead>
                  <tr>
                    <th scope="col">{t("admin.outbox.columns.status")}</th>
                    <th scope="col">{t("admin.outbox.columns.kind")}</th>
                    <th scope="col">{t("admin.outbox.columns.to")}</th>
                    <th scope="col">{t("admin.outbox.columns.subject")}</th>
                    <th scope="col" className="text-end">
                      {t("admin.outbox.columns.attempts")}
                    </th>
                    <th scope="col">{t("admin.outbox.columns.lastError")}</th>
                    <th scope="col">{t("admin.outbox.columns.created")}</th>
                    <th scope="col">
                      {t("admin.outbox.columns.next")} / {t("admin.outbox.columns.sent")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((item) => {
                    const badge = isStatus(item.status) ? BADGES[item.status] : { bg: "secondary" };
                    return (
                      <tr key={item.id}>
                        <td>
                          <Badge bg={badge.bg} text={"text" in badge ? badge.text : undefined}>
                            {statusLabel(item.status)}
                          </Badge>
                        </td>
                        <td className="text-nowrap">{kindLabel(item.kind)}</td>
                        <td className="text-break">{item.to_address}</td>
                        <td className="text-break">{item.subject}</td>
                        <td className="text-end">{item.attempts}</td>
                        <td className="text-break text-danger-emphasis">
                          {item.last_error ?? t("admin.common.none")}
                        </td>
                        <td className="text-nowrap">
                          <time dateTime={item.created_at}>{formatDateTime(item.created_at, lng)}</time>
                        </td>
                        <td className="text-nowrap">
                          {item.sent_at ? (
                            <time dateTime={item.sent_at}>{formatDateTime(item.sent_at, lng)}</time>
                          ) : item.status === "pending" || item.status === "sending" ? (
                            <time dateTime={item.next_attempt_at}>
                              {formatDateTime(item.next_attempt_at, lng)}
                            </time>
                          ) : (
                            t("admin.common.none")
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            </section>
            <Pagination
              page={list.data.meta.page}
              pages={list.data.meta.pages}
              total={list.data.meta.total}
              pageSize={list.data.meta.page_size}
              onChange={(next) => update({ page: next })}
            />
          </>
        ) : null}
      </Card.Body>
    </Card>
  );
}
