import "../../../styles/admin-inbox.css";
import "../../../styles/admin-catalogue.css";
import { useState } from "react";
import { Button } from "react-bootstrap";
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
  Pagination,
  SearchBox,
  SuccessAlert,
  useConfirmedDelete,
  useTableState,
  useTranslationFilter,
} from "../ui";
import { ContentTable } from "./ContentTable";
import { contentTexts } from "./texts";
import type { CatalogueText, ContentConfig, ContentListContract, RowContext, SectionText } from "./types";
import { FilterSelect, useUrlFilters } from "./UrlFilters";

/** The open dialog: the edit form (no `name`) or one of the config's `dialogs`. */
type Dialog<T> = { name?: string; item: T | null; key: number } | null;

const noData = () => undefined;

/**
 * A content screen from its entity's config: the add button (with an intro and the row count, if
 * any, and the config's header buttons), the address filters, the 'missing language' filter and
 * the search box, the table with each row's Edit, own actions and Delete, sorted and in pages, its
 * loading, error and empty states, the edit dialog, the config's other dialogs and the delete
 * confirmation.
 */
export function ContentScreen<Row extends { id: number }, D = undefined>({
  config,
}: {
  config: ContentConfig<Row, D>;
}) {
  const { t: typed, i18n } = useTranslation();
  const t = typed as unknown as CatalogueText;
  const text: SectionText = (key, options) => t(`${config.section}.${key}`, options);
  const texts = contentTexts(config);
  const api = useAdminApi();
  const useData = (config.useData ?? noData) as () => D;
  const data = useData();
  const query = useAdminQuery(config.contracts.list.url, async (client, signal) => {
    const input = { query: { lng: "all" } } as AllLanguagesInput<ContentListContract>;
    return (await getAll(client, config.contracts.list, input, signal)) as unknown as Row[];
  });
  const rows = query.data ?? NO_ROWS;
  const loaded = query.data !== undefined;
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const [shown, setShown] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const openDialog = (item: Row | null, name?: string) => {
    setNotice(null);
    setDialog({ name, item, key: Date.now() });
    setShown(true);
  };
  const context: RowContext<Row, D> = {
    text,
    t: typed,
    lng: i18n.language as Lang,
    change: (action) => {
      setFailure(null);
      action(api).then(() => {
        setNotice(t(texts.saved));
        void query.reload();
      }, setFailure);
    },
    open: (name, row) => openDialog(row ?? null, name),
    reload: () => void query.reload(),
    update: (id, change) =>
      query.setData((current) => current?.map((row) => (row.id === id ? change(row) : row))),
    data,
    selected,
    select: (ids, on) =>
      setSelected((current) => new Set(on ? [...current, ...ids] : [...current].filter((id) => !ids.includes(id)))),
  };
  const filters = useUrlFilters(config.filters ?? NO_FILTERS, rows, context);
  const translation = useTranslationFilter(config.entity, filters.rows, (row) => openDialog(row));
  const search = config.table;
  const table = useTableState<Row, string>(translation.rows, {
    text: (row) => search?.search(row) ?? "",
    sorters: search?.sorters ?? {},
    initialSort: search?.initialSort ?? null,
  });
  const remove = config.contracts.remove;
  const removal = useConfirmedDelete(
    (client, row: Row) =>
      client.call(remove, { params: { id: row.id } } as unknown as CallInput<typeof remove>),
    (row) => {
      query.setData((current) => current?.filter((other) => other.id !== row.id));
      if (texts.deleted) setNotice(t(texts.deleted));
      void query.reload();
    },
  );

  const { Form } = config;
  const Other = dialog?.name ? config.dialogs?.[dialog.name] : undefined;
  const missing = (className: string) => (
    <MissingLanguageSelect
      value={translation.missing}
      onChange={translation.setMissing}
      className={className}
    />
  );
  const selects = filters.shown.map((filter) => (
    <FilterSelect
      key={filter.param}
      filter={filter}
      t={t}
      onChange={(value) => {
        filters.set(filter.param, value);
        table.setPage(1);
      }}
    />
  ));
  /** The address filters and the 'missing language' one, in a box of their own if there are several. */
  const narrowing = (className: string) =>
    selects.length === 0 ? (
      missing(className)
    ) : (
      <div className="d-flex flex-wrap align-items-center gap-2">
        {selects}
        {missing(className)}
      </div>
    );
  const addButton = (
    <Button variant="primary" onClick={() => openDialog(null)}>
      {t(texts.add)}
    </Button>
  );
  const extra = config.headerActions?.(context);
  const add = extra ? (
    <div className="d-flex flex-wrap gap-2">
      {extra}
      {addButton}
    </div>
  ) : (
    addButton
  );
  const list =
    table.rows.length === 0 ? (
      search ? (
        <EmptyState>{t(search.texts.noMatch)}</EmptyState>
      ) : (
        <NothingMissing lng={translation.missing} />
      )
    ) : (
      <ContentTable<Row, D>
        config={config}
        t={t}
        texts={texts}
        rows={table.rows}
        context={context}
        busy={query.loading}
        sort={table.sort}
        onSort={table.setSort}
        onEdit={openDialog}
        onDelete={(row) => {
          setNotice(null);
          removal.ask(row);
        }}
      />
    );

  return (
    <div className={config.className}>
      {config.intro?.text ? (
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
          <div className="admin-screen-intro">
            <p className="text-body-secondary mb-1">{t(config.intro.text)}</p>
            <p className="mb-0 small text-body-secondary" aria-live="polite">
              {loaded ? t(config.intro.count, { count: rows.length }) : null}
            </p>
          </div>
          {add}
        </div>
      ) : config.intro ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <p className="mb-0 text-body-secondary" aria-live="polite">
            {loaded ? t(config.intro.count, { count: rows.length }) : null}
          </p>
          {add}
        </div>
      ) : (
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
          {narrowing("w-auto")}
          {add}
        </div>
      )}
      <SuccessAlert text={notice} onClose={() => setNotice(null)} />
      <ErrorBanner message={failure ? t(texts.failed) : null} error={failure} />
      {query.error && !query.loading ? (
        <ErrorBanner message={t(texts.loadFailed)} error={query.error} />
      ) : null}
      {query.loading && !loaded ? (
        <Loading label={t(texts.loading)} />
      ) : rows.length === 0 ? (
        query.error ? null : (
          <EmptyState>{t(texts.empty)}</EmptyState>
        )
      ) : config.intro ? (
        <>
          {search ? (
            <div className="admin-inbox-filters mb-3">
              <SearchBox
                value={table.query}
                onChange={table.setQuery}
                label={t(search.texts.label)}
                placeholder={t(search.texts.placeholder)}
                className="admin-inbox-search"
              />
              {selects}
              {missing("w-auto")}
              <span className="small text-body-secondary" role="status">
                {table.query.trim() || filters.active || translation.missing
                  ? t(search.texts.found, { count: table.total })
                  : null}
              </span>
            </div>
          ) : (
            narrowing("w-auto mb-3")
          )}
          {list}
        </>
      ) : (
        list
      )}
      <Pagination {...table} onChange={table.setPage} className="mt-2" />
      {dialog && !dialog.name ? (
        <Form
          key={dialog.key}
          show={shown}
          item={dialog.item}
          onHide={() => setShown(false)}
          onSaved={(created) => {
            setShown(false);
            setNotice(t(created ? texts.created : texts.updated));
            void query.reload();
          }}
          data={data}
        />
      ) : null}
      {Other ? (
        <Other
          key={dialog?.key}
          show={shown}
          row={dialog?.item ?? null}
          onHide={() => setShown(false)}
          context={context}
        />
      ) : null}
      <ConfirmDialog
        title={t(texts.confirmTitle)}
        text={t(texts.confirmText, {
          name: removal.last ? config.name(removal.last) : "",
          title: removal.last ? config.name(removal.last) : "",
        })}
        confirmLabel={t(texts.confirm)}
        cancelLabel={t(texts.cancel)}
        {...removal.dialogProps(t(texts.deleteFailed))}
      />
    </div>
  );
}

const NO_ROWS: never[] = [];
const NO_FILTERS: never[] = [];
