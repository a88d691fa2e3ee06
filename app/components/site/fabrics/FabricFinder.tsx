import { type FormEvent, useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { FINDER_RANGE } from "../../../../common/fabric-card-fields";
import {
  type FabricFilter,
  FACET_LABELS,
  FACET_NAMES,
  FACETS,
  type FacetCounts,
  type FacetName,
  fabricFilterParams,
  isEmptyFilter,
  readFabricFilter,
} from "../../../../common/fabric-filter";
import { useTranslation } from "../../../i18n/translation";
import type { FinderRecords } from "./types";

type Props = {
  filter: FabricFilter;
  facets: FacetCounts;
  records: FinderRecords;
  /** The list's address in the page's language (`/fabrics`, with `?lng=` when the URL has one). */
  action: string;
  /** The `?lng=` of the address, kept by the form. */
  lng: string | null;
};

/** The facets in the order a buyer reads them (the URL keeps FACET_NAMES' order). */
const SHOWN: FacetName[] = [
  "collection",
  "fiber",
  "weave",
  "pattern",
  "certificate",
  "end_use",
  "stock_service",
];

const LABELS = FACET_LABELS;

/**
 * The finder's filters as one GET form: the URL holds the whole state, so the server renders
 * any filtered list, links can be shared, and back/forward restore it. Without JavaScript the
 * button submits it; with it, a ticked box submits at once. On a phone the form sits behind a
 * "Filters" toggle (a checkbox: it works without JavaScript too).
 */
export function FabricFinder({ filter, facets, records, action, lng }: Props) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const busy = useNavigation().state === "loading";
  const active =
    FACET_NAMES.reduce((n, name) => n + filter[name].length, 0) +
    (filter.gsm_min === null ? 0 : 1) +
    (filter.gsm_max === null ? 0 : 1) +
    (filter.q ? 1 : 0) +
    (filter.in_stock ? 1 : 0);
  const { min, max } = FINDER_RANGE;

  // The form is not remounted when the URL changes: what a buyer is typing (a weight, words)
  // while the list of a box just ticked is loading must survive that list's arrival. Once a new
  // filter is shown (a box ticked, back or forward), the boxes take its state, and a field takes
  // its value only when that value changed. Not at the first render: the server's HTML already
  // shows this filter, and a box ticked while the finder's script was on its way stays ticked
  // and is applied now, as a box ticked afterwards would be.
  const form = useRef<HTMLFormElement>(null);
  const query = fabricFilterParams(filter).toString();
  const shown = useRef(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` is `filter`'s value; a new object with the same value changes nothing.
  useEffect(() => {
    const before = shown.current;
    if (!form.current) return;
    if (before === filter) {
      if (boxesDiffer(form.current, filter)) go(form.current);
      return;
    }
    shown.current = filter;
    showFilter(form.current, filter, before);
  }, [query]);

  /** Navigates to the filter's canonical URL (no empty fields, fixed order: one URL per list). */
  function go(form: HTMLFormElement) {
    const params = fabricFilterParams(readFabricFilter(new FormData(form) as unknown as URLSearchParams));
    if (lng) params.set("lng", lng);
    submit(params, { method: "get", action, preventScrollReset: true });
  }

  function changed(event: FormEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).type === "checkbox") go(event.currentTarget);
  }

  return (
    <div className="fabric-finder">
      <input type="checkbox" id="finder-toggle" className="fabric-finder-toggle visually-hidden d-lg-none" />
      <label
        htmlFor="finder-toggle"
        className="btn btn-outline-primary d-lg-none mb-3 fabric-finder-toggle-label"
      >
        {t("finder.toggle")}
        {active > 0 ? <span className="badge ms-2 fabric-finder-count">{active}</span> : null}
      </label>
      <Form
        ref={form}
        method="get"
        action={action}
        className="fabric-finder-form"
        aria-label={t("finder.label")}
        onChange={changed}
        onSubmit={(event) => {
          event.preventDefault();
          go(event.currentTarget);
        }}
      >
        {lng ? <input type="hidden" name="lng" value={lng} /> : null}
        <div className="mb-3">
          <label htmlFor="finder-q" className="form-label fw-semibold">
            {t("finder.search")}
          </label>
          <input
            id="finder-q"
            name="q"
            type="search"
            className="form-control"
            defaultValue={filter.q}
            placeholder={t("finder.searchHint")}
            maxLength={100}
          />
        </div>
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            name="in_stock"
            value="1"
            id="finder-in-stock"
            defaultChecked={filter.in_stock}
          />
          <label className="form-check-label fw-semibold" htmlFor="finder-in-stock">
            {t("stock.filter")}
          </label>
        </div>
        {SHOWN.map((name) => {
          const counts = facets[name] as Record<string, number>;
          const chosen = (filter[name] as (string | number)[]).map(String);
          // An option shows when it would give fabrics, or when it is ticked (so it can be unticked).
          const all =
            name === "collection" || name === "certificate"
              ? records[name].map((r) => ({ key: String(r.id), label: r.label }))
              : FACETS[name].map((key) => ({
                  key,
                  label: t(`${LABELS[name].list}.${key}` as "fabricCard.title"),
                }));
          const options = all.filter(({ key }) => (counts[key] ?? 0) > 0 || chosen.includes(key));
          if (options.length === 0) return null;
          const heading =
            name === "collection" || name === "certificate"
              ? t(`finder.${name}`)
              : t(LABELS[name].heading as "fabricCard.title");
          return (
            <fieldset key={name} className="mb-3">
              <legend className="fabric-finder-legend">{heading}</legend>
              {options.map(({ key, label }) => {
                const id = `finder-${name}-${key}`;
                return (
                  <div key={key} className="form-check">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      name={name}
                      value={key}
                      id={id}
                      defaultChecked={chosen.includes(key)}
                    />
                    <label className="form-check-label" htmlFor={id}>
                      {t("finder.option", { label, count: counts[key] ?? 0 })}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          );
        })}
        <fieldset className="mb-3">
          <legend className="fabric-finder-legend">{t("finder.weight")}</legend>
          <div className="d-flex gap-2">
            <div>
              <label htmlFor="finder-gsm-min" className="form-label small mb-0">
                {t("finder.weightMin")}
              </label>
              <input
                id="finder-gsm-min"
                name="gsm_min"
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                className="form-control"
                defaultValue={filter.gsm_min ?? ""}
              />
            </div>
            <div>
              <label htmlFor="finder-gsm-max" className="form-label small mb-0">
                {t("finder.weightMax")}
              </label>
              <input
                id="finder-gsm-max"
                name="gsm_max"
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                className="form-control"
                defaultValue={filter.gsm_max ?? ""}
              />
            </div>
          </div>
        </fieldset>
        <div className="d-grid gap-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("finder.apply")}
          </button>
          {!isEmptyFilter(filter) ? (
            <Link to={action} className="btn btn-link" preventScrollReset>
              {t("finder.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** Whether the filter ticks a box of the form ("In stock now", a facet's option); undefined for other boxes. */
function tickedIn(filter: FabricFilter, box: HTMLInputElement): boolean | undefined {
  if (box.name === "in_stock") return filter.in_stock;
  const chosen = filter[box.name as FacetName] as (string | number)[] | undefined;
  return chosen ? chosen.map(String).includes(box.value) : undefined;
}

/** Whether a box of the form is ticked or not against the filter's state (changed before the script ran). */
function boxesDiffer(form: HTMLFormElement, filter: FabricFilter) {
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
    const ticked = tickedIn(filter, box);
    if (ticked !== undefined && box.checked !== ticked) return true;
  }
  return false;
}

/** Puts a filter's state into the form: every box, and each field whose value changed since `before`. */
function showFilter(form: HTMLFormElement, filter: FabricFilter, before: FabricFilter) {
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
    const ticked = tickedIn(filter, box);
    if (ticked !== undefined) box.checked = ticked;
  }
  for (const name of ["q", "gsm_min", "gsm_max"] as const) {
    if (filter[name] === before[name]) continue;
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = filter[name] === null ? "" : String(filter[name]);
  }
}
