import { useEffect, useState } from "react";
import type { AnyContract } from "../../../common/api/contract";
import type { CallInput, Query, RowOf } from "./api";
import { type PagedQuery, usePagedQuery } from "./query";
import { useDebounced } from "./use-debounced";

/** Rows per page of the admin tables (SPEC: pagination beyond 50 rows). */
export const LIST_PAGE_SIZE = 50;

export type ListSort = { key: string; direction: "asc" | "desc" } | null;

export type ServerList<T> = PagedQuery<T> & {
  status: string;
  setStatus(status: string): void;
  /** The search field as typed; the list follows it 300 ms later. */
  search: string;
  setSearch(search: string): void;
  sort: ListSort;
  setSort(sort: ListSort): void;
  page: number;
  setPage(page: number): void;
  pages: number;
  /** True when a filter narrows the list (for the 'no match' text). */
  filtered: boolean;
  /** The filters and order the API is asked for (an export of the same list uses them). */
  filters: { status: string; q: string; sort: string };
};

const sortParam = (sort: ListSort, fallback: NonNullable<ListSort>) => {
  const chosen = sort ?? fallback;
  return `${chosen.direction === "desc" ? "-" : ""}${chosen.key}`;
};

/**
 * A list searched, filtered by status, sorted and paged by the API: the screen's state, one
 * request per change. New filters start on the first page; a page past the end (after deletions)
 * moves back to the last one.
 */
export function useServerList<C extends AnyContract>(
  contract: C,
  defaultSort: NonNullable<ListSort>,
  /** The route's params, and filters of the list beyond status and search (an inbox's facets). */
  more: { params?: Record<string, string | number>; query?: Query } = {},
): ServerList<RowOf<C>> {
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 300);
  const [sort, setSort] = useState<ListSort>(defaultSort);
  const [page, setPage] = useState(1);
  const query: Query = {
    ...more.query,
    status,
    q,
    sort: sortParam(sort, defaultSort),
    page,
    page_size: LIST_PAGE_SIZE,
  };
  // The list's query keys are the contract's (status, q, sort, page, page_size and its filters).
  const list = usePagedQuery(contract, { ...more, query } as CallInput<C>);

  const pages = list.meta?.pages ?? 1;
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger.
  useEffect(() => {
    setPage(1);
  }, [status, q]);

  return {
    ...list,
    status,
    setStatus,
    search,
    setSearch,
    sort,
    setSort,
    page,
    setPage,
    pages,
    filtered: status !== "" || q !== "",
    filters: { status, q, sort: String(query.sort ?? "") },
  };
}
