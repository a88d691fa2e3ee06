/**
 * API tokens for the mill's other systems: the list (name, scopes, first characters, expiry,
 * last use with its address, state), a new token's dialog, its secret shown once, revocation.
 */
import { useState } from "react";
import { Badge, Button, Card, Table } from "react-bootstrap";
import type { ApiTokenDto } from "../../../common/api/api-tokens";
import { contracts } from "../../../common/api/contracts";
import { CreateTokenDialog } from "../../components/admin/tokens/CreateTokenDialog";
import { scopeTexts } from "../../components/admin/tokens/scopes";
import { SecretDialog } from "../../components/admin/tokens/SecretDialog";
import { ConfirmDialog } from "../../components/admin/ui/ConfirmDialog";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { EmptyState, Loading } from "../../components/admin/ui/Loading";
import { useTranslation } from "../../i18n/translation";
import { formatDate, formatDateTime } from "../../lib/admin/format";
import { useAdminMutation } from "../../lib/admin/mutation";
import { useAdminQuery } from "../../lib/admin/query";

const STATE_BG = { active: "success", expired: "secondary", revoked: "danger" } as const;

export default function AdminApiTokens() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const list = useAdminQuery("api-tokens", (api, signal) =>
    api.call(contracts.apiTokens.list, {}, { signal }),
  );
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  const revoke = useAdminMutation((api, id: number) =>
    api.call(contracts.apiTokens.revoke, { params: { id } }),
  );
  const rows = list.data ?? [];

  const stateText = (state: ApiTokenDto["state"]) =>
    state === "active"
      ? t("adminTokens.states.active")
      : state === "expired"
        ? t("adminTokens.states.expired")
        : t("adminTokens.states.revoked");
  const confirmRevoke = async () => {
    if (!revoking) return;
    const outcome = await revoke.run(revoking.id);
    if (!outcome.ok) return;
    setRevoking(null);
    await list.reload();
  };

  return (
    <Card className="shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
          <div>
            <h2 className="h4 mb-1">{t("admin.titles.tokens")}</h2>
            <p className="text-body-secondary mb-0">{t("adminTokens.intro")}</p>
          </div>
          <Button onClick={() => setCreating(true)}>{t("adminTokens.create")}</Button>
        </div>
        <ErrorBanner
          message={list.error ? t("adminTokens.loadFailed") : null}
          error={list.error}
          onDismiss={list.clearError}
        />
        {list.loading && !list.data ? (
          <Loading />
        ) : list.data && rows.length === 0 ? (
          <EmptyState>{t("adminTokens.empty")}</EmptyState>
        ) : (
          <section
            className="table-responsive"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-label={t("admin.titles.tokens")}
          >
            <Table hover className="align-middle mb-0 small">
              <thead>
                <tr>
                  <th scope="col">{t("adminTokens.columns.name")}</th>
                  <th scope="col">{t("adminTokens.columns.scopes")}</th>
                  <th scope="col">{t("adminTokens.columns.prefix")}</th>
                  <th scope="col">{t("adminTokens.columns.expires")}</th>
                  <th scope="col">{t("adminTokens.columns.lastUsed")}</th>
                  <th scope="col">{t("adminTokens.columns.state")}</th>
                  <th scope="col" className="text-end">
                    {t("adminTokens.columns.actions")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid={`api_token-${row.id}`}>
                    <td>
                      <div className="fw-semibold admin-break">{row.name}</div>
                      {row.created_by ? (
                        <div className="text-body-secondary">
                          {t("adminTokens.createdBy", { name: row.created_by })}
                        </div>
                      ) : null}
                    </td>
                    <td>
                      {row.scopes.map((scope) => (
                        <div key={scope} title={scopeTexts(t, scope).help}>
                          {scopeTexts(t, scope).label} <code>{scope}</code>
                        </div>
                      ))}
                    </td>
                    <td>
                      <code>{row.prefix}…</code>
                    </td>
                    <td className="text-nowrap">
                      {row.expires_at ? (
                        <time dateTime={row.expires_at}>{formatDate(row.expires_at, lng)}</time>
                      ) : (
                        t("adminTokens.noExpiry")
                      )}
                    </td>
                    <td className="text-nowrap">
                      {row.last_used_at ? (
                        <>
                          <time dateTime={row.last_used_at}>{formatDateTime(row.last_used_at, lng)}</time>
                          {row.last_used_ip ? (
                            <div className="text-body-secondary">
                              {t("adminTokens.usedFrom", { address: row.last_used_ip })}
                            </div>
                          ) : null}
                        </>
                      ) : (
                        t("adminTokens.never")
                      )}
                    </td>
                    <td>
                      <Badge bg={STATE_BG[row.state]}>{stateText(row.state)}</Badge>
                    </td>
                    <td className="text-end">
                      {row.state === "revoked" ? null : (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          aria-label={t("adminTokens.revoke.buttonLabel", { name: row.name })}
                          onClick={() => setRevoking(row)}
                        >
                          {t("adminTokens.revoke.button")}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </section>
        )}
      </Card.Body>
      <CreateTokenDialog
        show={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setSecret(created.token);
          void list.reload();
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        show={revoking !== null}
        title={t("adminTokens.revoke.title")}
        text={t("adminTokens.revoke.text", { name: revoking?.name ?? "" })}
        confirmLabel={t("adminTokens.revoke.button")}
        busy={revoke.pending}
        error={revoke.error}
        errorMessage={t("adminTokens.revoke.failed")}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => {
          revoke.reset();
          setRevoking(null);
        }}
      />
    </Card>
  );
}
