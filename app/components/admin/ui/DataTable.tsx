import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, InputGroup, Pagination as BsPagination } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { LIST_PAGE_SIZE } from "../../../lib/admin/list";

/** Rows per page of the admin tables (SPEC: pagination beyond 50 rows). */
export const TABLE_PAGE_SIZE = LIST_PAGE_SIZE;

export type SortDirection = "asc" | "desc";
export type SortState<K extends string = string> = { key: K; direction: SortDirection } | null;

/** A search field for a table: labelled, type=search (Escape clears it in most browsers). */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  className,
  id,
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
  placeholder?: string;
  className?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? `search-${generated}`;
  return (
    <InputGroup className={className} size="sm">
      <InputGroup.Text as="label" htmlFor={inputId}>
        {label ?? t("admin.common.search")}
      </InputGroup.Text>
      <Form.Control
        id={inputId}
        type="search"
        value={value}
        placeholder={placeholder ?? t("admin.common.searchPlaceholder")}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </InputGroup>
  );
}

/**
 * A sortable column header: a <th> with aria-sort and a button that cycles ascending, descending.
 * Use inside <thead><tr>.
 */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: K;
  label: string;
  sort: SortState<K>;
  onSort(next: SortState<K>): void;
  className?: string;
}) {
  const { t } = useTranslation();
  const active = sort?.key === column;
  const direction = active ? sort.direction : undefined;
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  const next: SortState<K> = { key: column, direction: active && direction === "asc" ? "desc" : "asc" };
  const state =
    direction === "asc"
      ? t("admin.table.sortedAscending")
      : direction === "desc"
        ? t("admin.table.sortedDescending")
        : "";
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        className="admin-sort-button"
        onClick={() => onSort(next)}
        title={t("admin.table.sortBy", { column: label })}
      >
        <span>{label}</span>
        <span className="admin-sort-icon" aria-hidden="true">
          {direction === "asc" ? "▲" : direction === "desc" ? "▼" : "↕"}
        </span>
        {state ? <span className="visually-hidden">, {state}</span> : null}
      </button>
    </th>
  );
}

/** Page links; nothing when there is a single page. */
export function Pagination({
  page,
  pages,
  onChange,
  total,
  pageSize = TABLE_PAGE_SIZE,
  className = "",
}: {
  page: number;
  pages: number;
  onChange(page: number): void;
  /** With the total, a 'showing 1–50 of 120' line. */
  total?: number;
  pageSize?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = pageWindow(page, pages);
  const from = (page - 1) * pageSize + 1;
  const to = total !== undefined ? Math.min(total, page * pageSize) : page * pageSize;
  return (
    <nav
      className={`d-flex flex-wrap align-items-center justify-content-between gap-2 ${className}`}
      aria-label={t("admin.table.pagination")}
    >
      {total !== undefined ? (
        <div className="small text-body-secondary">{t("admin.table.showing", { from, to, total })}</div>
      ) : (
        <div className="small text-body-secondary">{t("admin.table.pageOf", { page, pages })}</div>
      )}
      <BsPagination size="sm" className="mb-0 flex-wrap">
        <BsPagination.Prev
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label={t("admin.table.previous")}
          title={t("admin.table.previous")}
        />
        {numbers.map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own
            <BsPagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <BsPagination.Item
              key={n}
              active={n === page}
              onClick={() => onChange(n)}
              aria-label={t("admin.table.page", { page: n })}
              aria-current={n === page ? "page" : undefined}
            >
              {n}
            </BsPagination.Item>
          ),
        )}
        <BsPagination.Next
          disabled={page >= pages}
          onClick={() => onChange(page + 1)}
          aria-label={t("admin.table.next")}
          title={t("admin.table.next")}
        />
      </BsPagination>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20 */
function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1]);
  if (page <= 3) for (let n = 1; n <= Math.min(5, pages); n++) wanted.add(n);
  if (page >= pages - 2) for (let n = Math.max(1, pages - 4); n <= pages; n++) wanted.add(n);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** Turkish-aware, accent-insensitive text for searching ("Şile" matches "sile"). */
export function searchable(text: string | null | undefined): string {
  return (text ?? "")
    .toLocaleLowerCase("tr")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i");
}

type SortValue = string | number | Date | null | undefined;

/**
 * Search, sort and pagination of a list held in the browser. `text(row)` is what the search box
 * looks in; `sorters[key](row)` the value a column sorts by.
 */
export function useTableState<T, K extends string>(
  rows: readonly T[],
  options: {
    text(row: T): string;
    sorters: Record<K, (row: T) => SortValue>;
    initialSort?: SortState<K>;
    pageSize?: number;
  },
) {
  const { text, sorters, initialSort = null, pageSize = TABLE_PAGE_SIZE } = options;
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<SortState<K>>(initialSort);
  const [page, setPage] = useState(1);
  // text and sorters are usually inline functions: read the latest through a ref.
  const readers = useRef({ text, sorters });
  readers.current = { text, sorters };

  const filtered = useMemo(() => {
    const needle = searchable(query.trim());
    const { text: textOf, sorters: sorterOf } = readers.current;
    const found = needle ? rows.filter((row) => searchable(textOf(row)).includes(needle)) : [...rows];
    if (sort) {
      const value = sorterOf[sort.key];
      const factor = sort.direction === "asc" ? 1 : -1;
      found.sort((a, b) => factor * compare(value(a), value(b)));
    }
    return found;
  }, [rows, query, sort]);

  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages);
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  return {
    query,
    setQuery: (value: string) => {
      setQuery(value);
      setPage(1);
    },
    sort,
    setSort: (value: SortState<K>) => {
      setSort(value);
      setPage(1);
    },
    page: current,
    setPage,
    pages,
    total: filtered.length,
    pageSize,
    rows: filtered.slice((current - 1) * pageSize, current * pageSize),
  };
}

const collator = new Intl.Collator("tr", { numeric: true, sensitivity: "base" });

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return 1;
  if (b === null || b === undefined || b === "") return -1;
  if (a instanceof Date || b instanceof Date) return new Date(a).getTime() - new Date(b).getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}
