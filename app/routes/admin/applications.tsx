import "../../styles/admin-inbox.css";
import { useEffect, useState } from "react";
import { Alert, Button, Form, Spinner, Table } from "react-bootstrap";
import { useTranslation } from "react-i18next";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../common/constants";
import {
  type ApplicationBusy,
  ApplicationDialog,
} from "../../components/admin/applications/ApplicationDialog";
import { ApplicationStatusBadge } from "../../components/admin/applications/ApplicationStatusBadge";
import { fileTypeLabel } from "../../components/admin/applications/file-label";
import type { JobApplication, SettableStatus } from "../../components/admin/applications/types";
import { adminLang, formatDateTime } from "../../components/admin/messages/format";
import { useDebounced } from "../../components/admin/messages/use-debounced";
import { usePagedList } from "../../components/admin/messages/use-paged-list";
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

type SortKey = "full_name" | "position" | "status" | "created_at";
type Problem = { message: string; error?: unknown } | null;

const sortParam = (sort: SortState<SortKey>) =>
  sort ? `${sort.direction === "desc" ? "-" : ""}${sort.key}` : "-created_at";

/** Job applications from the careers form (and manual entries): SPEC §2 admin, §4 statuses. */
export default function Applications() {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const api = useAdminApi();

  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: "created_at", direction: "desc" });
  const [page, setPage] = useState(1);
  const list = usePagedList<JobApplication>("/applications", {
    status,
    q,
    sort: sortParam(sort),
    page,
    page_size: TABLE_PAGE_SIZE,
  });

  const [selected, setSelected] = useState<JobApplication | null>(null);
  const [busy, setBusy] = useState<ApplicationBusy>(null);
  const [notesSaved, setNotesSaved] = useState(false);
  const [dialogProblem, setDialogProblem] = useState<Problem>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The dialog shows `selected` while open (and keeps it during its closing fade). */
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  const pages = list.meta?.pages ?? 1;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger.
  useEffect(() => {
    setPage(1);
  }, [status, q]);

  function open(application: JobApplication) {
    setSelected(application);
    setDialogOpen(true);
    setBusy(null);
    setNotesSaved(false);
    setDialogProblem(null);
    setNotice(null);
  }

  function failed(error: unknown, fallback: string): Problem {
    if (error instanceof AdminApiError && error.status === 409) {
      list.reload();
      return { message: t("adminInbox.applications.errors.conflict"), error };
    }
    if (error instanceof AdminApiError && error.status === 404) {
      list.reload();
      return { message: t("adminInbox.applications.errors.gone"), error };
    }
    return { message: fallback, error };
  }

  async function saveNotes(notes: string) {
    if (!selected) return;
    setBusy("notes");
    setDialogProblem(null);
    try {
      const updated = await api.put<JobApplication>(`/applications/${selected.id}/notes`, { notes });
      list.replace(updated);
      setSelected(updated);
      setNotesSaved(true);
    } catch (error) {
      setDialogProblem(failed(error, t("adminInbox.applications.errors.notes")));
    } finally {
      setBusy(null);
    }
  }

  async function changeStatus(next: SettableStatus) {
    if (!selected) return;
    setBusy(next);
    setDialogProblem(null);
    try {
      const updated = await api.put<JobApplication>(`/applications/${selected.id}/status`, { status: next });
      // SPEC §4: after an update the list reloads and the dialog closes.
      setDialogOpen(false);
      setNotice(
        t("adminInbox.applications.statusChanged", {
          name: updated.full_name,
          status: t(`adminInbox.applications.status.${updated.status}`),
        }),
      );
      list.reload();
    } catch (error) {
      setDialogProblem(failed(error, t("adminInbox.applications.errors.status")));
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    if (!selected) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await api.del(`/applications/${selected.id}`);
      setConfirming(false);
      setDialogOpen(false);
      setNotice(t("adminInbox.applications.deleted"));
      list.reload();
    } catch (error) {
      setDeleteError(error);
    } finally {
      setDeleting(false);
    }
  }

  const filtered = status !== "" || q !== "";
  const total = list.meta?.total ?? 0;
  const fallbackLabel = t("adminInbox.applications.fileFallback");

  return (
    <div className="admin-inbox">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0 text-body-secondary" aria-live="polite">
          {list.meta ? t("adminInbox.applications.total", { count: list.meta.total }) : null}
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
          placeholder={t("adminInbox.applications.searchPlaceholder")}
          className="admin-inbox-search"
        />
        <Form.Group controlId="application-status-filter" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small text-nowrap">{t("adminInbox.common.statusFilter")}</Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(event) => setStatus(event.target.value as ApplicationStatus | "")}
          >
            <option value="">{t("adminInbox.common.allStatuses")}</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`adminInbox.applications.status.${value}`)}
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
        <ErrorBanner message={t("adminInbox.applications.errors.load")} error={list.error} />
      ) : null}

      {list.loading && !list.meta ? (
        <Loading label={t("adminInbox.applications.loading")} />
      ) : list.items.length === 0 && !list.error ? (
        <EmptyState>
          {filtered ? t("adminInbox.applications.noMatch") : t("adminInbox.applications.empty")}
        </EmptyState>
      ) : list.items.length > 0 ? (
        <>
          <div className="table-responsive">
            <Table hover className="align-middle admin-inbox-table" aria-busy={list.loading}>
              <caption className="visually-hidden">{t("adminInbox.applications.title")}</caption>
              <thead>
                <tr>
                  <SortHeader
                    column="full_name"
                    label={t("adminInbox.applications.columns.name")}
                    sort={sort}
                    onSort={setSort}
                  />
                  <SortHeader
                    column="position"
                    label={t("adminInbox.applications.columns.position")}
                    sort={sort}
                    onSort={setSort}
                  />
                  <th scope="col" className="d-none d-lg-table-cell">
                    {t("adminInbox.applications.columns.email")}
                  </th>
                  {/* On a laptop the phone stays in the details dialog, so that every column fits. */}
                  <th scope="col" className="d-none d-xxl-table-cell">
                    {t("adminInbox.applications.columns.phone")}
                  </th>
                  <SortHeader
                    column="created_at"
                    label={t("adminInbox.applications.columns.appliedAt")}
                    sort={sort}
                    onSort={setSort}
                  />
                  <SortHeader
                    column="status"
                    label={t("adminInbox.applications.columns.status")}
                    sort={sort}
                    onSort={setSort}
                  />
                  <th scope="col">{t("adminInbox.applications.columns.file")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("adminInbox.common.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((application) => (
                  <tr key={application.id} data-testid={`application-${application.id}`}>
                    <td>{application.full_name}</td>
                    <td>{application.position}</td>
                    <td className="d-none d-lg-table-cell">
                      <a href={`mailto:${application.email}`}>{application.email}</a>
                    </td>
                    <td className="text-nowrap d-none d-xxl-table-cell">
                      {application.phone ? (
                        <a href={`tel:${application.phone.replace(/[^\d+]/g, "")}`}>{application.phone}</a>
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t("adminInbox.common.noPhone")}</span>
                        </>
                      )}
                    </td>
                    <td className="text-nowrap">
                      <time dateTime={application.appliedAt}>
                        {formatDateTime(application.appliedAt, lng)}
                      </time>
                    </td>
                    <td>
                      <ApplicationStatusBadge status={application.status} />
                    </td>
                    <td>
                      {application.file ? (
                        <span className="badge text-bg-secondary admin-inbox-file-label">
                          {fileTypeLabel(application.file, fallbackLabel)}
                        </span>
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">{t("adminInbox.applications.noFile")}</span>
                        </>
                      )}
                    </td>
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="text-nowrap"
                        onClick={() => open(application)}
                        aria-label={t("adminInbox.applications.viewDetailsAria", {
                          name: application.full_name,
                        })}
                      >
                        {t("adminInbox.applications.viewDetails")}
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

      <ApplicationDialog
        application={selected}
        show={dialogOpen && !confirming}
        busy={busy}
        notesSaved={notesSaved}
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
        onSaveNotes={saveNotes}
        onNotesEdited={() => setNotesSaved(false)}
        onStatus={changeStatus}
        onDelete={() => {
          setDeleteError(null);
          setConfirming(true);
        }}
      />
      <ConfirmDialog
        show={confirming}
        title={t("adminInbox.applications.confirmDelete.title")}
        text={t("adminInbox.applications.confirmDelete.text", { name: selected?.full_name ?? "" })}
        confirmLabel={t("adminInbox.applications.confirmDelete.confirm")}
        cancelLabel={t("adminInbox.common.cancel")}
        busy={deleting}
        error={deleteError}
        errorMessage={deleteError ? t("adminInbox.applications.errors.delete") : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
