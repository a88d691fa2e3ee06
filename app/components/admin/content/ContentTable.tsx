import { Form, Table } from "react-bootstrap";
import { EditDeleteButtons, SortHeader, type SortState } from "../ui";
import type { CatalogueText, ContentColumn, ContentConfig, ContentTexts, RowContext } from "./types";

type Props<Row extends { id: number }, D> = {
  config: ContentConfig<Row, D>;
  t: CatalogueText;
  texts: ContentTexts;
  rows: readonly Row[];
  context: RowContext<Row, D>;
  busy: boolean;
  sort: SortState<string>;
  onSort(next: SortState<string>): void;
  onEdit(row: Row): void;
  onDelete(row: Row): void;
};

/** A column's classes: hidden below its breakpoint (`shownFrom`), then its own. */
const classes = (column: ContentColumn<never>, own: string | undefined) =>
  [column.shownFrom ? `d-none d-${column.shownFrom}-table-cell` : "", own ?? ""].join(" ").trim() ||
  undefined;

/** The table of a content screen: its columns (sortable where the config says), each row's buttons. */
export function ContentTable<Row extends { id: number }, D>(props: Props<Row, D>) {
  const { config, t, texts, context, sort } = props;
  const actions = t(texts.actions);
  const ids = props.rows.map((row) => row.id);
  const allTicked = ids.length > 0 && ids.every((id) => context.selected.has(id));
  return (
    <div className="table-responsive">
      <Table hover className="align-middle admin-catalogue-table" aria-busy={props.busy || undefined}>
        <caption className="visually-hidden">{t(texts.title)}</caption>
        <thead>
          <tr>
            {config.selection ? (
              <th scope="col" className="admin-select-cell">
                <Form.Check
                  aria-label={t(config.selection.all)}
                  checked={allTicked}
                  onChange={() => context.select(ids, !allTicked)}
                />
              </th>
            ) : null}
            {config.columns.map((column) => {
              const label = column.header
                ? column.header(context.text)
                : context.text(`columns.${column.id}`);
              const className = classes(column, column.className);
              return column.sort ? (
                <SortHeader
                  key={column.id}
                  column={column.sort}
                  label={String(label)}
                  sort={sort}
                  onSort={props.onSort}
                  className={className}
                />
              ) : (
                <th key={column.id} scope="col" className={className}>
                  {label}
                </th>
              );
            })}
            <th scope="col">
              {config.actionsHeader === "visible" ? (
                actions
              ) : (
                <span className="visually-hidden">{actions}</span>
              )}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <ContentTableRow key={row.id} {...props} row={row} />
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** A row: its cells, then Edit, the config's own actions and Delete. */
function ContentTableRow<Row extends { id: number }, D>({ row, ...props }: Props<Row, D> & { row: Row }) {
  const { config, t, texts, context } = props;
  const name = texts.editAria || texts.deleteAria ? config.name(row) : "";
  return (
    <tr data-testid={`${config.entity}-${row.id}`}>
      {config.selection ? (
        <td className="admin-select-cell">
          <Form.Check
            aria-label={t(config.selection.row, { name: config.name(row) })}
            checked={context.selected.has(row.id)}
            onChange={(event) => context.select([row.id], event.currentTarget.checked)}
          />
        </td>
      ) : null}
      {config.columns.map((column) => (
        <td key={column.id} className={classes(column, column.cellClassName)}>
          {column.cell(row, context)}
        </td>
      ))}
      <td>
        <div className={config.actionsClassName ?? "d-flex flex-wrap gap-2"}>
          <EditDeleteButtons
            editName={texts.editAria ? t(texts.editAria, { name }) : undefined}
            deleteName={texts.deleteAria ? t(texts.deleteAria, { name }) : undefined}
            onEdit={() => props.onEdit(row)}
            onDelete={() => props.onDelete(row)}
          >
            {config.actions?.(row, context)}
          </EditDeleteButtons>
        </div>
      </td>
    </tr>
  );
}
