import "../../../styles/admin-catalogue.css";
import { useState } from "react";
import { Button, Table } from "react-bootstrap";
import type { Lang } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { type AllLanguagesInput, type CallInput, getAll, useAdminApi } from "../../../lib/admin/api";
import { useAdminQuery } from "../../../lib/admin/query";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Loading,
  MissingLanguageSelect,
  NothingMissing,
  SuccessAlert,
  useConfirmedDelete,
  useTranslationFilter,
} from "../ui";
import type { ContentConfig, ContentListContract, RowContext, SectionText } from "./types";

type Dialog<T> = { item: T | null; key: number } | null;

/**
 * A content screen from its entity's config: the 'missing language' filter and the add button,
 * the table with each row's Edit and Delete, its loading, error and empty states, the edit dialog
 * and the delete confirmation.
 */
export function ContentScreen<Row extends { id: number }>({ config }: { config: ContentConfig<Row> }) {
  const { t, i18n } = useTranslation();
  const loose = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const text: SectionText = (key, options) => loose(`${config.section}.${key}`, options);
  const api = useAdminApi();
  const query = useAdminQuery(config.contracts.list.url, async (client, signal) => {
    const input = { query: { lng: "all" } } as AllLanguagesInput<ContentListContract>;
    return (await getAll(client, config.contracts.list, input, signal)) as unknown as Row[];
  });
  const rows = query.data ?? NO_ROWS;
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const translation = useTranslationFilter(config.entity, rows, (row) => openDialog(row));
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const remove = config.contracts.remove;
  const removal = useConfirmedDelete(
    (client, row: Row) =>
      client.call(remove, { params: { id: row.id } } as unknown as CallInput<typeof remove>),
    () => void query.reload(),
  );

  const openDialog = (item: Row | null) => {
    setNotice(null);
    setDialog({ item, key: Date.now() });
    setShown(true);
  };
  const context: RowContext = {
    text,
    lng: i18n.language as Lang,
    change: (action) => {
      setFailure(null);
      action(api).then(() => {
        setNotice(text("saved"));
        void query.reload();
      }, setFailure);
    },
  };
  const { Form } = config;

  return (
    <div className={config.className}>
      <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
        <MissingLanguageSelect
          value={translation.missing}
          onChange={translation.setMissing}
          className="w-auto"
        />
        <Button variant="primary" onClick={() => openDialog(null)}>
          {text("add")}
        </Button>
      </div>
      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      <ErrorBanner message={failure ? text("failed") : null} error={failure} />
      {query.error && !query.loading ? <ErrorBanner message={text("failed")} error={query.error} /> : null}
      {query.loading && query.data === undefined ? (
        <Loading label={text("title")} />
      ) : rows.length === 0 ? (
        <EmptyState>{text("empty")}</EmptyState>
      ) : translation.rows.length === 0 ? (
        <NothingMissing lng={translation.missing} />
      ) : (
        <div className="table-responsive">
          <Table hover className="align-middle admin-catalogue-table">
            <caption className="visually-hidden">{text("title")}</caption>
            <thead>
              <tr>
                {config.columns.map((column) => (
                  <th key={column.id} scope="col" className={column.className}>
                    {column.header(text)}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{text("actions.edit")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {translation.rows.map((row) => (
                <tr key={row.id} data-testid={config.rowId(row)}>
                  {config.columns.map((column) => (
                    <td key={column.id} className={column.cellClassName}>
                      {column.cell(row, context)}
                    </td>
                  ))}
                  <td>
                    <div className="d-flex flex-wrap gap-2">
                      <Button size="sm" variant="outline-primary" onClick={() => openDialog(row)}>
                        {text("actions.edit")}
                      </Button>
                      {config.actions?.(row, context)}
                      <Button size="sm" variant="outline-danger" onClick={() => removal.ask(row)}>
                        {text("actions.delete")}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {dialog ? (
        <Form
          key={dialog.key}
          show={shown}
          item={dialog.item}
          onHide={() => setShown(false)}
          onSaved={() => {
            setShown(false);
            setNotice(text("saved"));
            void query.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        title={text("actions.delete")}
        text={text("confirmDelete", { title: removal.last ? config.name(removal.last) : "" })}
        confirmLabel={text("actions.delete")}
        cancelLabel={text("actions.cancel")}
        {...removal.dialogProps(text("failed"))}
      />
    </div>
  );
}

const NO_ROWS: never[] = [];
