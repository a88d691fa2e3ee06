/**
 * One webhook's delivery log, newest first: the event, its status, the receiver's status code,
 * attempts and times; "Send again" on a delivered or failed one, "Send a test event" above. The
 * log reads itself again every few seconds while a delivery waits.
 */
import { useEffect } from "react";
import { Badge, Button, Modal, Table } from "react-bootstrap";
import { contracts } from "../../../../common/api/contracts";
import type { WebhookDeliveryDto, WebhookDto } from "../../../../common/api/webhooks";
import { useTranslation } from "../../../i18n/translation";
import { formatDateTime } from "../../../lib/admin/format";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { useAdminQuery } from "../../../lib/admin/query";
import { ErrorBanner } from "../ui/ErrorBanner";
import { EmptyState, Loading } from "../ui/Loading";
import { TableHead } from "../ui/TableHead";
import { eventText, STATUS_BADGES, statusText } from "./texts";

const REFRESH_MS = 2000;
const waiting = (row: WebhookDeliveryDto) => row.status === "pending" || row.status === "sending";

type Props = { hook: WebhookDto | null; onHide(): void; onChange(): void };

export function Deliveries({ hook, onHide, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = hook?.id ?? 0;
  const log = useAdminQuery(
    `webhook-deliveries:${id}`,
    (api, signal) =>
      id
        ? api.call(contracts.webhooks.deliveries, { params: { id }, query: { page_size: 50 } }, { signal })
        : Promise.resolve(null),
    { resetOnKey: true },
  );
  const rows = log.data?.data ?? [];
  const pending = rows.some(waiting);
  const { reload } = log;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, reload]);

  const action = useAdminMutation(async (api, deliveryId: number | null) =>
    deliveryId === null
      ? api.call(contracts.webhooks.test, { params: { id } })
      : api.call(contracts.webhooks.retry, { params: { id, deliveryId } }),
  );
  const run = async (deliveryId: number | null) => {
    if ((await action.run(deliveryId)).ok) {
      await reload();
      onChange();
    }
  };
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, i18n.language)}</time> : "—";

  return (
    <Modal
      show={hook !== null}
      onHide={onHide}
      size="xl"
      scrollable
      aria-labelledby="webhook-deliveries-title"
    >
      <Modal.Header closeButton closeLabel={t("admin.common.close")}>
        <Modal.Title id="webhook-deliveries-title" as="h2" className="h5 admin-break">
          {t("adminWebhooks.deliveries.title", { url: hook?.url ?? "" })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button onClick={() => void run(null)} disabled={action.pending}>
            {t("adminWebhooks.deliveries.test")}
          </Button>
          <Button variant="outline-secondary" onClick={() => void reload()} disabled={log.loading}>
            {t("adminWebhooks.deliveries.refresh")}
          </Button>
        </div>
        <ErrorBanner
          message={action.error ? t("adminWebhooks.deliveries.actionFailed") : null}
          error={action.error}
          onDismiss={action.reset}
        />
        <ErrorBanner
          message={log.error ? t("adminWebhooks.deliveries.loadFailed") : null}
          error={log.error}
          onDismiss={log.clearError}
        />
        {log.loading && !log.data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState>{t("adminWebhooks.deliveries.empty")}</EmptyState>
        ) : (
          <div className="table-responsive">
            <Table hover className="align-middle mb-0 small">
              <TableHead
                cells={[
                  { label: t("adminWebhooks.deliveries.columns.event") },
                  { label: t("adminWebhooks.deliveries.columns.status") },
                  { label: t("adminWebhooks.deliveries.columns.code"), className: "text-end" },
                  { label: t("adminWebhooks.deliveries.columns.attempts"), className: "text-end" },
                  { label: t("adminWebhooks.deliveries.columns.time") },
                  { label: t("adminWebhooks.deliveries.columns.actions"), hidden: true },
                ]}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid={`delivery-${row.id}`}>
                    <td>
                      <div>{eventText(t, row.event)}</div>
                      <code className="small text-body-secondary">{row.event_id}</code>
                    </td>
                    <td>
                      <Badge {...STATUS_BADGES[row.status]}>{statusText(t, row.status)}</Badge>
                      {row.last_error ? (
                        <div className="small text-body-secondary">{row.last_error}</div>
                      ) : null}
                    </td>
                    <td className="text-end">{row.response_status ?? "—"}</td>
                    <td className="text-end">{row.attempts}</td>
                    <td className="text-nowrap">{when(row.last_attempt_at ?? row.created_at)}</td>
                    <td className="text-end">
                      {waiting(row) ? null : (
                        <Button
                          size="sm"
                          variant="outline-primary"
                          onClick={() => void run(row.id)}
                          disabled={action.pending}
                        >
                          {t("adminWebhooks.deliveries.again")}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
