import { Form } from "react-bootstrap";
import { useRef } from "react";
import { useSearchParams } from "react-router";
import type { Lang } from "../../../../common/constants";
import { useAdminQuery } from "../../../lib/admin/query";
import type { InboxFacets, InboxFilter, InboxFilterOption, InboxText } from "./types";

export type InboxFilterState = {
  /** Each filter with its choices (null until the facets are in) and its value ("" = every item). */
  filters: { filter: InboxFilter<unknown>; options: InboxFilterOption[] | null; value: string }[];
  /** The chosen values by parameter, for the list route and the export. */
  query: Record<string, string>;
  /** True when a filter narrows the list. */
  active: boolean;
  /** The facets' load failure (the filters then offer every item only). */
  error: unknown;
  set(param: string, value: string): void;
};

/**
 * The inbox's extra filters, kept in the address (?country=FR&fabric=3) so a reload or a link
 * (the dashboard's most requested fabrics) opens the same list. A value the facets do not hold
 * (a fabric no request names any more) reads as every item once the facets are in.
 */
export function useInboxFilters(
  /** The list route's path, naming the facets' load. */
  listUrl: string,
  facets: InboxFacets<unknown> | undefined,
  lng: Lang,
): InboxFilterState {
  const [params, setParams] = useSearchParams();
  /**
   * The address a change asked for and not shown yet: two changes in a row (a filter cleared,
   * another chosen) before the page renders again must build on each other, not both on the old
   * address (React Router's setter reads the address of the last render).
   */
  const asked = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  if (asked.current && asked.current.from !== params) asked.current = null;
  const loaded = useAdminQuery(`facets:${listUrl}`, (api, signal) =>
    facets ? facets.load(api, signal) : Promise.resolve(null),
  );
  const data = loaded.data ?? null;

  const filters = (facets?.filters ?? []).map((filter) => {
    const options = data === null ? null : filter.options(data, lng);
    const asked = params.get(filter.param) ?? "";
    const known = asked === "" || options === null || options.some((option) => option.value === asked);
    return { filter, options, value: known ? asked : "" };
  });
  const query = Object.fromEntries(
    filters.filter(({ value }) => value !== "").map(({ filter, value }) => [filter.param, value]),
  );
  const search = new URLSearchParams(query).toString();

  const set = (param: string, value: string) => {
    const next = new URLSearchParams(asked.current?.next ?? params);
    if (value) next.set(param, value);
    else next.delete(param);
    asked.current = { from: params, next };
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return {
    filters,
    query,
    active: search !== "",
    error: loaded.error,
    set,
  };
}

/** The extra filters as selects: 'every country', then the countries the requests name… */
export function InboxFilterSelects({
  state,
  idPrefix,
  text,
  onChange,
}: {
  state: InboxFilterState;
  idPrefix: string;
  text: InboxText;
  onChange(param: string, value: string): void;
}) {
  return state.filters.map(({ filter, options, value }) => (
    <Form.Group
      key={filter.param}
      controlId={`${idPrefix}-${filter.param}-filter`}
      className="d-flex align-items-center gap-2 mw-100"
    >
      <Form.Label className="mb-0 small text-nowrap">{text(filter.label)}</Form.Label>
      <Form.Select
        size="sm"
        className="admin-min-w-0"
        value={value}
        disabled={options === null && !state.error}
        onChange={(event) => onChange(filter.param, event.target.value)}
      >
        <option value="">{text(filter.all)}</option>
        {(options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  ));
}
