import { useId, useMemo } from "react";
import { Form } from "react-bootstrap";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { type AdminCollection, collectionLabel } from "../collections/types";
import type { AdminFabric } from "./types";

/** The filter's value for 'fabrics without a collection' ("" is every fabric, else a collection's id). */
export const WITHOUT_COLLECTION = "none";

/**
 * The fabrics screen's collection filter, kept in the address (`?collection=<id>` or `none`, so
 * the collections screen can link to a collection's fabrics): the value and the fabrics it keeps.
 * An id no collection has (deleted since) reads as every fabric once the collections are known.
 */
export function useCollectionFilter(
  fabrics: readonly AdminFabric[],
  collections: readonly AdminCollection[] | undefined,
) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("collection") ?? "";
  const known =
    asked === "" ||
    asked === WITHOUT_COLLECTION ||
    !collections ||
    collections.some((collection) => String(collection.id) === asked);
  const value = known ? asked : "";

  const rows = useMemo(
    () =>
      value === ""
        ? fabrics
        : fabrics.filter((fabric) =>
            value === WITHOUT_COLLECTION ? !fabric.collection : String(fabric.collection?.id) === value,
          ),
    [fabrics, value],
  );

  const setValue = (next: string) => {
    const search = new URLSearchParams(params);
    if (next) search.set("collection", next);
    else search.delete("collection");
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return { value, setValue, rows, active: value !== "" };
}

type Props = {
  value: string;
  onChange(value: string): void;
  collections: readonly AdminCollection[] | undefined;
};

/** A select above the fabric list: every fabric, one collection's, or those without a collection. */
export function CollectionFilter({ value, onChange, collections }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form.Group controlId={id} className="d-flex align-items-center gap-2 admin-collection-filter">
      <Form.Label className="mb-0 small text-nowrap">{t("adminCollections.filter.label")}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("adminCollections.filter.all")}</option>
        {(collections ?? []).map((collection) => (
          <option key={collection.id} value={String(collection.id)}>
            {collectionLabel(collection)}
          </option>
        ))}
        <option value={WITHOUT_COLLECTION}>{t("adminCollections.filter.none")}</option>
      </Form.Select>
    </Form.Group>
  );
}
