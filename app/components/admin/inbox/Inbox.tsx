import "../../../styles/admin-inbox.css";
import { useState } from "react";
import { Button, Form, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { AdminApiError, apiUrl } from "../../../lib/admin/api";
import { type ServerList, useServerList } from "../../../lib/admin/list";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { adminLang } from "../messages/format";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Loading,
  Pagination,
  SearchBox,
  SuccessAlert,
  useConfirmedDelete,
} from "../ui";
import { InboxDialog } from "./InboxDialog";
import { InboxFilterSelects, useInboxFilters } from "./InboxFilters";
import { InboxTable } from "./InboxTable";
import { StatusBadge } from "./parts";
import type { InboxAction, InboxConfig, InboxItem } from "./types";
import { useInboxText } from "./useInboxText";

type Problem = { message: string; error?: unknown } | null;

/**
 * An inbox of the admin area (contact messages, job applications…): a list searched, filtered by
 * status (and by the config's facets: country, fabric, fair…), sorted and paged by the API; a
 * dialog with one item, its status changes and deletion. Everything that differs between inboxes
 * is in `config`.
 */
export function Inbox<T extends InboxItem<S>, S extends string>({ config }: { config: InboxConfig<T, S> }) {
  const { t, i18n } = useTranslation();
  const text = useInboxText(config.namespace);
  const lng = adminLang(i18n.language);
  const filters = useInboxFilters(config.contracts.list.url, config.facets, lng);
  // The extra filters join the list's query; status, search, order and page are the list's.
  const list: ServerList<T> = useServerList(config.contracts.list, config.defaultSort, { query: filters.query });
  const exportQuery = new URLSearchParams(
    Object.entries({ ...list.filters, ...filters.query }).filter(([, value]) => value !== ""),
  );

  const [selected, setSelected] = useState<T | null>(null);
  /** The dialog shows `selected` while open (and keeps it during its closing fade). */
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [dialogNotice, setDialogNotice] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const statusLabel = (status: S) => text(`status.${status}`);
  const badge = (item: T) => <StatusBadge label={statusLabel(item.status)} {...config.badges[item.status]} />;

  /** A change that failed because the item changed or vanished meanwhile reloads the list. */
  function failed(error: unknown, fallbackKey: string): Problem {
    const stale = error instanceof AdminApiError && (error.status === 409 || error.status === 404);
    if (!stale) return { message: text(fallbackKey), error };
    void list.reload();
    return { message: text(error.status === 409 ? "errors.conflict" : "errors.gone"), error };
  }

  const update = useAdminMutation((api, item: T, action: InboxAction, body: object) => {
    const contract = action === "notes" ? config.contracts.notes : config.contracts.status;
    if (!contract) throw new Error(`No ${action} route`);
    return api.call(contract, { params: { id: item.id }, body });
  });

  /** PUT …/<id>/<action>: the answer replaces the item in the list and the dialog. */
  async function save(item: T, action: InboxAction, body: object, errorKey: string): Promise<T | null> {
    setBusy(action === "status" ? (body as { status: S }).status : action);
    setProblem(null);
    setDialogNotice(null);
    const outcome = await update.run(item, action, body);
    setBusy(null);
    if (!outcome.ok) {
      setProblem(failed(outcome.error, errorKey));
      return null;
    }
    list.replace(outcome.value);
    setSelected((current) => (current?.id === outcome.value.id ? outcome.value : current));
    return outcome.value;
  }

  async function changeStatus(next: S) {
    if (!selected) return;
    const updated = await save(selected, "status", { status: next }, "errors.status");
    if (!updated) return;
    const message = config.statusNotice(text, updated, statusLabel(updated.status));
    if (config.afterStatus === "stay") {
      setDialogNotice(message);
      return;
    }
    // SPEC §4: after an update the list reloads and the dialog closes.
    setDialogOpen(false);
    setNotice(message);
    void list.reload();
  }

  function open(item: T) {
    setSelected(item);
    setDialogOpen(true);
    setBusy(null);
    setProblem(null);
    setDialogNotice(null);
    setNotice(null);
    if (config.markOnOpen && item.status === config.markOnOpen.from)
      void save(item, "status", { status: config.markOnOpen.to }, "errors.status");
  }

  const removal = useConfirmedDelete(
    (api, item: T) => api.call(config.contracts.remove, { params: { id: item.id } }),
    () => {
      setDialogOpen(false);
      setNotice(text("deleted"));
      void list.reload();
    },
  );

  return (
    <div className="admin-inbox">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0 text-body-secondary" aria-live="polite">
          {list.meta ? text("total", { count: list.meta.total }) : null}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {config.contracts.export ? (
            <a
              className="btn btn-sm btn-outline-secondary"
              href={apiUrl(config.contracts.export.url, Object.fromEntries(exportQuery))}
              download
            >
              {text("export")}
            </a>
          ) : null}
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => void list.reload()}
            aria-busy={list.loading}
          >
            {list.loading && list.meta ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
            {t("adminInbox.common.refresh")}
          </Button>
        </div>
      </div>

      <div className="admin-inbox-filters mb-3">
        <SearchBox
          value={list.search}
          onChange={list.setSearch}
          label={t("adminInbox.common.search")}
          placeholder={text("searchPlaceholder")}
          className="admin-inbox-search"
        />
        <Form.Group
          controlId={`${config.idPrefix}-status-filter`}
          className="d-flex align-items-center gap-2"
        >
          <Form.Label className="mb-0 small text-nowrap">{t("adminInbox.common.statusFilter")}</Form.Label>
          <Form.Select size="sm" value={list.status} onChange={(event) => list.setStatus(event.target.value)}>
            <option value="">{t("adminInbox.common.allStatuses")}</option>
            {config.statuses.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <InboxFilterSelects
          state={filters}
          idPrefix={config.idPrefix}
          text={text}
          onChange={(param, value) => {
            filters.set(param, value);
            list.setPage(1);
          }}
        />
      </div>
      {filters.error ? (
        <ErrorBanner message={t("adminInbox.common.filtersFailed")} error={filters.error} />
      ) : null}

      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      {list.error && !list.loading ? <ErrorBanner message={text("errors.load")} error={list.error} /> : null}

      {list.loading && !list.meta ? (
        <Loading label={text("loading")} />
      ) : list.items.length === 0 && !list.error ? (
        <EmptyState>{list.filtered || filters.active ? text("noMatch") : text("empty")}</EmptyState>
      ) : list.items.length > 0 ? (
        <>
          <InboxTable config={config} list={list} lng={lng} badge={badge} onOpen={open} />
          <Pagination
            page={list.page}
            pages={list.pages}
            total={list.meta?.total ?? 0}
            onChange={list.setPage}
            className="mt-2"
          />
        </>
      ) : null}

      <InboxDialog
        config={config}
        item={selected}
        show={dialogOpen && !removal.target}
        busy={busy}
        badge={selected ? badge(selected) : null}
        problem={
          problem ? (
            <ErrorBanner message={problem.message} error={problem.error} onDismiss={() => setProblem(null)} />
          ) : null
        }
        notice={dialogNotice}
        onHide={() => setDialogOpen(false)}
        onStatus={changeStatus}
        onSave={async (action, body) =>
          selected ? (await save(selected, action, body, `errors.${action}`)) !== null : false
        }
        onReplace={(item) => {
          list.replace(item);
          setSelected((current) => (current?.id === item.id ? item : current));
        }}
        onDelete={() => selected && removal.ask(selected)}
      />
      <ConfirmDialog
        title={text("confirmDelete.title")}
        text={text("confirmDelete.text", { name: removal.last?.full_name ?? "" })}
        confirmLabel={text("confirmDelete.confirm")}
        cancelLabel={t("adminInbox.common.cancel")}
        {...removal.dialogProps(text("errors.delete"))}
      />
    </div>
  );
}
