import { useId, useMemo } from "react";
import { Form } from "react-bootstrap";
import { useSearchParams } from "react-router";
import type { CatalogueText, ContentFilter, RowContext } from "./types";

type Option = { value: string; label: string };
type Shown = { param: string; label: string; all: string; value: string; options: readonly Option[] };

/**
 * A screen's address filters (`config.filters`): each one's value (a value its known options lack
 * reads as every row), the rows all of them keep, and a change that replaces the address (no
 * history entry, no scroll).
 */
export function useUrlFilters<T, D>(
  filters: readonly ContentFilter<T, D>[],
  rows: readonly T[],
  context: RowContext<T, D>,
) {
  const [params, setParams] = useSearchParams();
  const shown: (Shown & Pick<ContentFilter<T, D>, "matches">)[] = filters.map((filter) => {
    const options = filter.options(context);
    const asked = params.get(filter.param) ?? "";
    const known = asked === "" || !options || options.some((option) => option.value === asked);
    return { ...filter, value: known ? asked : "", options: options ?? [] };
  });
  const values = shown.map((filter) => filter.value);
  const key = values.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values; the filters are the config's; a filter may read the screen's data.
  const kept = useMemo(
    () =>
      values.every((value) => value === "")
        ? rows
        : rows.filter((row) =>
            shown.every(({ value, matches }) => value === "" || matches(row, value, context)),
          ),
    [rows, key, context.data],
  );
  const set = (param: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { shown, rows: kept, active: values.some((value) => value !== ""), set };
}

/** A filter's select: its label beside it, every row first, then its options. */
export function FilterSelect({
  filter,
  t,
  onChange,
}: {
  filter: Shown;
  t: CatalogueText;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2 admin-filter-select">
      <Form.Label className="mb-0 small text-nowrap">{t(filter.label)}</Form.Label>
      <Form.Select size="sm" value={filter.value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t(filter.all)}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
