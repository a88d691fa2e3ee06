import "../../styles/admin-inbox.css";
import { useEffect, useState } from "react";
import { Alert, Button, Form, Spinner, Table } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { MESSAGE_STATUSES, type MessageStatus } from "../../../common/constants";
import { MessageDialog } from "../../components/admin/messages/MessageDialog";
import { MessageStatusBadge } from "../../components/admin/messages/MessageStatusBadge";
import { adminLang, formatDateTime } from "../../components/admin/messages/format";
import type { ContactMessage } from "../../components/admin/messages/types";
import { usePagedList } from "../../components/admin/messages/use-paged-list";
import { useDebounced } from "../../components/admin/messages/use-debounced";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Loading,
  Pagination,
  SearchBox,
  SortHeader,
  type SortState,
  TABLE_PAGE_SIZE,
} from "../../components/admin/ui";
import { AdminApiError, useAdminApi } from "../../lib/admin/api";

type SortKey = "full_name" | "status" | "created_at";
type Problem = { message: string; error?: unknown } | null;

const sortParam = (sort: SortState<SortKey>) =>
  sort ? `${sort.direction === "desc" ? "-" : ""}${sort.key}` : "-created_at";

/** Contact messages: the inbox of the contact form (SPEC §2 admin, §4 statuses). */
export default function ContactMessages() {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const api = useAdminApi();

  const [status, setStatus] = useState<MessageStatus | "">("");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: "created_at", direction: "desc" });
  const [page, setPage] = useState(1);
  const list = usePagedList<ContactMessage>("/contact-messages", {
    status,
    q,
    sort: sortParam(sort),
    page,
    page_size: TABLE_PAGE_SIZE,
  });

  const [selected, setSelected] = useState<ContactMessage | null>(null);
  const [saving, setSaving] = useState<MessageStatus | null>(null);
  const [dialogProblem, setDialogProblem] = useState<Problem>(null);
  const [dialogNotice, setDialogNotice] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The dialog shows `selected` while open (and keeps it during its closing fade). */
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  // A page past the end (after deletions or a narrower filter) moves back to the last one.
  const pages = list.meta?.pages ?? 1;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  // New filters start again on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger.
  useEffect(() => {
    setPage(1);
  }, [status, q]);

  /** A status change that failed because the message changed or vanished: reload the list. */
  function statusFailed(error: unknown) {
    const stale = error instanceof AdminApiError && (error.status === 409 || error.status === 404);
    const message = !(error instanceof AdminApiError)
      ? t("adminInbox.messages.errors.status")
      : error.status === 409
        ? t("adminInbox.messages.errors.conflict")
        : error.status === 404
          ? t("adminInbox.messages.errors.gone")
          : t("adminInbox.messages.errors.status");
    if (stale) list.reload();
    return { message, error };
  }

  async function changeStatus(message: ContactMessage, next: MessageStatus): Promise<ContactMessage | null> {
    setSaving(next);
    setDialogProblem(null);
    setDialogNotice(null);
    try {
      const updated = await api.put<ContactMessage>(`/contact-messages/${message.id}/status`, {
        status: next,
      });
      list.replace(updated);
      setSelected((current) => (current?.id === updated.id ? updated : current));
      return updated;
    } catch (error) {
      setDialogProblem(statusFailed(error));
      return null;
    } finally {
      setSaving(null);
    }
  }

  function open(message: ContactMessage) {
    setSelected(message);
    setDialogOpen(true);
    setDialogProblem(null);
    setDialogNotice(null);
    setNotice(null);
    // SPEC/DESIGN: opening a new message marks it read.
    if (message.status === "new") void changeStatus(message, "read");
  }

  async function confirmDelete() {
    if (!selected) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await api.del(`/contact-messages/${selected.id}`);
      setConfirming(false);
      setDialogOpen(false);
      setNotice(t("adminInbox.messages.deleted"));
      list.reload();
    } catch (error) {
      setDeleteError(error);
    } finally {
      setDeleting(false);
    }
  }

  const filtered = status !== "" || q !== "";
  const total = list.meta?.total ?? 0;

  return (
    <div className="admin-inbox">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0 text-body-secondary" aria-live="polite">
          {list.meta ? t("adminInbox.messages.total", { count: list.meta.total }) : null}
        </p>
        <Button variant="outline-primary" size="sm" onClick={list.reload} aria-busy={list.loading}>
          {list.loading && list.meta ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
          {t("adminInbox.common.refresh")}
        </Button>
      </div>

      <div className="admin-inbox-filters mb-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          label={t("adminInbox.common.search")}
          placeholder={t("adminInbox.messages.searchPlaceholder")}
          className="admin-inbox-search"
        />
        <Form.Group controlId="message-status-filter" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small text-nowrap">{t("adminInbox.common.statusFilter")}</Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(event) => setStatus(event.target.value as MessageStatus | "")}
          >
            <option value="">{t("adminInbox.common.allStatuses")}</option>
            {MESSAGE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`adminInbox.messages.status.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>

      {notice ? (
        <Alert
          variant="success"
          dismissible
          onClose={() => setNotice(null)}
          closeLabel={t("adminInbox.common.close")}
        >
          {notice}
        </Alert>
      ) : null}
      {list.error && !list.loading ? (
        <ErrorBanner message={t("adminInbox.messages.errors.load")} error={list.error} />
      ) : null}

      {list.loading && !list.meta ? (
        <Loading label={t("adminInbox.messages.loading")} />
      ) : list.items.length === 0 && !list.error ? (
        <EmptyState>
          {filtered ? t("adminInbox.messages.noMatch") : t("adminInbox.messages.empty")}
        </EmptyState>
      ) : list.items.length > 0 ? (
        <>
          <div className="table-responsive">
            <Table hover className="align-middle admin-inbox-table" aria-busy={list.loading}>
              <caption className="visually-hidden">{t("adminInbox.messages.title")}</caption>
              <thead>
                <tr>
                  <SortHeader
                    column="full_name"
                    label={t("adminInbox.messages.columns.name")}
                    sort={sort}
                    onSort={setSort}
                  />
                  <th scope="col" className="d-none d-md-table-cell">
                    {t("adminInbox.messages.columns.email")}
                  </th>
                  <th scope="col" className="d-none d-md-table-cell">
                    {t("adminInbox.messages.columns.phone")}
                  </th>
                  <SortHeader
                    column="status"
                    label={t("adminInbox.messages.columns.status")}
                    sort={sort}
                    onSort={setSort}
                  />
                  <SortHeader
                    column="created_at"
                    label={t("adminInbox.messages.columns.date")}
                    sort={sort}
                    onSort={setSort}
                  />
                  <th scope="col">
                    <span className="visually-hidden">{t("adminInbox.common.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((message) => (
                  <tr
                    key={message.id}
                    className={message.status === "new" ? "fw-semibold" : undefined}
                    data-testid={`message-${message.id}`}
                  >
                    <td>{message.full_name}</td>
                    <td className="d-none d-md-table-cell">
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                    </td>
                    <td className="text-nowrap d-none d-md-table-cell">
                      {message.phone ? (
                        <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>{message.phone}</a>
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t("adminInbox.common.noPhone")}</span>
                        </>
                      )}
                    </td>
                    <td>
                      <MessageStatusBadge status={message.status} />
                    </td>
                    <td className="text-nowrap">
                      <time dateTime={message.created_at}>{formatDateTime(message.created_at, lng)}</time>
                    </td>
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => open(message)}
                        aria-label={t("adminInbox.messages.viewAria", { name: message.full_name })}
                      >
                        {t("adminInbox.messages.view")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <Pagination page={page} pages={pages} total={total} onChange={setPage} className="mt-2" />
        </>
      ) : null}

      <MessageDialog
        message={selected}
        show={dialogOpen && !confirming}
        saving={saving}
        problem={
          dialogProblem ? (
            <ErrorBanner
              message={dialogProblem.message}
              error={dialogProblem.error}
              onDismiss={() => setDialogProblem(null)}
            />
          ) : null
        }
        onHide={() => setDialogOpen(false)}
        notice={dialogNotice}
        onStatus={async (next) => {
          if (!selected) return;
          const updated = await changeStatus(selected, next);
          if (updated)
            setDialogNotice(
              next === "replied"
                ? t("adminInbox.messages.markedReplied")
                : t("adminInbox.messages.markedRead"),
            );
        }}
        onDelete={() => {
          setDeleteError(null);
          setConfirming(true);
        }}
      />
      <ConfirmDialog
        show={confirming}
        title={t("adminInbox.messages.confirmDelete.title")}
        text={t("adminInbox.messages.confirmDelete.text", { name: selected?.full_name ?? "" })}
        confirmLabel={t("adminInbox.messages.confirmDelete.confirm")}
        cancelLabel={t("adminInbox.common.cancel")}
        busy={deleting}
        error={deleteError}
        errorMessage={deleteError ? t("adminInbox.messages.errors.delete") : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
