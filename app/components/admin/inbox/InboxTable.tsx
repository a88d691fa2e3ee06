import type { ReactNode } from "react";
import { Button, Table } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import type { Lang } from "../../../../common/constants";
import type { ServerList } from "../../../lib/admin/list";
import { SortHeader } from "../ui";
import type { InboxConfig, InboxItem } from "./types";
import { useInboxText } from "./useInboxText";

type Props<T extends InboxItem<S>, S extends string> = {
  config: InboxConfig<T, S>;
  list: ServerList<T>;
  lng: Lang;
  badge(item: T): ReactNode;
  onOpen(item: T): void;
};

/** The inbox's page of items: the configured columns, then the status and the open button. */
export function InboxTable<T extends InboxItem<S>, S extends string>({
  config,
  list,
  lng,
  badge,
  onOpen,
}: Props<T, S>) {
  const { t } = useTranslation();
  const text = useInboxText(config.namespace);
  return (
    <div className="table-responsive">
      <Table hover className="align-middle admin-inbox-table" aria-busy={list.loading}>
        <caption className="visually-hidden">{text("title")}</caption>
        <thead>
          <tr>
            {config.columns.map((column) =>
              column.sort ? (
                <SortHeader
                  key={column.id}
                  column={column.sort}
                  label={text(`columns.${column.id}`)}
                  sort={list.sort}
                  onSort={list.setSort}
                  className={column.className}
                />
              ) : (
                <th key={column.id} scope="col" className={column.className}>
                  {text(`columns.${column.id}`)}
                </th>
              ),
            )}
            <th scope="col">
              <span className="visually-hidden">{t("adminInbox.common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <tr
              key={item.id}
              className={config.rowClassName?.(item)}
              data-testid={`${config.idPrefix}-${item.id}`}
            >
              {config.columns.map((column) => (
                <td key={column.id} className={column.cellClassName ?? column.className}>
                  {column.cell(item, { lng, badge: badge(item), text })}
                </td>
              ))}
              <td className="text-end">
                <Button
                  size="sm"
                  variant="outline-primary"
                  className={config.view.className}
                  onClick={() => onOpen(item)}
                  aria-label={text(config.view.aria, { name: item.full_name })}
                >
                  {text(config.view.label)}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
