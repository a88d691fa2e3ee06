/**
 * Outgoing webhooks: where the site POSTs its events (a CRM that wants each sample request as it
 * arrives), each with its events, the secret's last characters and its newest delivery; add one,
 * delete one, open its delivery log (send a test event, send one again).
 */
import { useState } from "react";
import { Badge, Button, Card, Table } from "react-bootstrap";
import { contracts } from "../../../common/api/contracts";
import type { WebhookDto } from "../../../common/api/webhooks";
import { Deliveries } from "../../components/admin/webhooks/Deliveries";
import { eventText, STATUS_BADGES, statusText } from "../../components/admin/webhooks/texts";
import { WebhookDialog } from "../../components/admin/webhooks/WebhookDialog";
import { ConfirmDialog } from "../../components/admin/ui/ConfirmDialog";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { EmptyState, Loading } from "../../components/admin/ui/Loading";
import { TableHead } from "../../components/admin/ui/TableHead";
import { useTranslation } from "../../i18n/translation";
import { formatDateTime } from "../../lib/admin/format";
import { useAdminMutation } from "../../lib/admin/mutation";
import { useAdminQuery } from "../../lib/admin/query";

export default function AdminWebhooks() {
  const { t, i18n } = useTranslation();
  const list = useAdminQuery("webhooks", (api, signal) => api.call(contracts.webhooks.list, {}, { signal }));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookDto | null>(null);
  const [open, setOpen] = useState<WebhookDto | null>(null);
  const remove = useAdminMutation((api, id: number) =>
    api.call(contracts.webhooks.remove, { params: { id } }),
  );
  const rows = list.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    if ((await remove.run(deleting.id)).ok) {
      setDeleting(null);
      await list.reload();
    }
  };

  return (
    <Card className="shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h4 mb-1">{t("admin.titles.webhooks")}</h2>
            <p className="text-body-secondary mb-0">{t("adminWebhooks.intro")}</p>
          </div>
          <Button onClick={() => setAdding(true)}>{t("adminWebhooks.add")}</Button>
        </div>
        <ErrorBanner
          message={list.error ? t("adminWebhooks.loadFailed") : null}
          error={list.error}
          onDismiss={list.clearError}
        />
        {list.loading && !list.data ? (
          <Loading />
        ) : list.data && rows.length === 0 ? (
          <EmptyState>{t("adminWebhooks.empty")}</EmptyState>
        ) : (
          <div className="table-responsive">
            <Table hover className="align-middle mb-0 small">
              <TableHead
                cells={[
                  { label: t("adminWebhooks.columns.url") },
                  { label: t("adminWebhooks.columns.events") },
                  { label: t("adminWebhooks.columns.secret") },
                  { label: t("adminWebhooks.columns.last") },
                  { label: t("adminWebhooks.columns.actions"), hidden: true },
                ]}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid={`webhook-${row.id}`}>
                    <td className="admin-break">{row.url}</td>
                    <td>{row.events.map((event) => eventText(t, event)).join(", ")}</td>
                    <td>
                      <code>{row.secret_hint}</code>
                    </td>
                    <td>
                      {row.last_delivery ? (
                        <>
                          <Badge {...STATUS_BADGES[row.last_delivery.status]}>
                            {statusText(t, row.last_delivery.status)}
                          </Badge>{" "}
                          <time dateTime={row.last_delivery.at} className="text-nowrap">
                            {formatDateTime(row.last_delivery.at, i18n.language)}
                          </time>
                        </>
                      ) : (
                        t("adminWebhooks.never")
                      )}
                    </td>
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="me-2"
                        onClick={() => setOpen(row)}
                      >
                        {t("adminWebhooks.deliveries.open")}
                      </Button>
                      <Button size="sm" variant="outline-danger" onClick={() => setDeleting(row)}>
                        {t("adminWebhooks.delete")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card.Body>
      <WebhookDialog
        show={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          void list.reload();
        }}
      />
      <Deliveries
        hook={open}
        onHide={() => {
          setOpen(null);
          void list.reload();
        }}
        onChange={() => void list.reload()}
      />
      <ConfirmDialog
        show={deleting !== null}
        text={t("adminWebhooks.confirmDelete", { url: deleting?.url ?? "" })}
        busy={remove.pending}
        error={remove.error}
        errorMessage={t("adminWebhooks.deleteFailed")}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Card>
  );
}
