import { Button, Table } from "react-bootstrap";
import { SortHeader, type SortState } from "../ui";
import type { CatalogueText, ContentConfig, ContentTexts, RowContext } from "./types";

type Props<Row extends { id: number }> = {
  config: ContentConfig<Row>;
  t: CatalogueText;
  texts: ContentTexts;
  rows: readonly Row[];
  context: RowContext;
  busy: boolean;
  sort: SortState<string>;
  onSort(next: SortState<string>): void;
  onEdit(row: Row): void;
  onDelete(row: Row): void;
};

/** The table of a content screen: its columns (sortable where the config says), each row's buttons. */
export function ContentTable<Row extends { id: number }>(props: Props<Row>) {
  const { config, t, texts, rows, context, sort, onSort } = props;
  const { text } = context;
  const actions = t(texts.actions);
  return (
    <div className="table-responsive">
      <Table hover className="align-middle admin-catalogue-table" aria-busy={props.busy || undefined}>
        <caption className="visually-hidden">{t(texts.title)}</caption>
        <thead>
          <tr>
            {config.columns.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.id}
                  column={column.sort}
                  label={String(column.header(text))}
                  sort={sort}
                  onSort={onSort}
                  className={column.className}
                />
              ) : (
                <th key={column.id} scope="col" className={column.className}>
                  {column.header(text)}
                </th>
              ),
            )}
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
          {rows.map((row) => {
            const name = texts.editAria || texts.deleteAria ? config.name(row) : "";
            return (
              <tr key={row.id} data-testid={config.rowId(row)}>
                {config.columns.map((column) => (
                  <td key={column.id} className={column.cellClassName}>
                    {column.cell(row, context)}
                  </td>
                ))}
                <td>
                  <div className={config.actionsClassName ?? "d-flex flex-wrap gap-2"}>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => props.onEdit(row)}
                      aria-label={texts.editAria ? t(texts.editAria, { name }) : undefined}
                    >
                      {t(texts.edit)}
                    </Button>
                    {config.actions?.(row, context)}
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => props.onDelete(row)}
                      aria-label={texts.deleteAria ? t(texts.deleteAria, { name }) : undefined}
                    >
                      {t(texts.delete)}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
