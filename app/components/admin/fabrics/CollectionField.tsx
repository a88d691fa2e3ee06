import { useId } from "react";
import { Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import type { CollectionRef } from "../../../../common/api/collections";
import { collectionLabel } from "../collections/types";

type Props = {
  /** The collection's id as the form holds it ("" = none). */
  value: string;
  onChange(value: string): void;
  /** Every collection (undefined while loading or when the list failed). */
  collections: readonly CollectionRef[] | undefined;
  /** The fabric's collection when editing: an option even before (or without) the list. */
  current: CollectionRef | null | undefined;
  /** The list could not be loaded: the fabric keeps its collection (said under the field). */
  failed?: boolean;
  error?: string;
  disabled?: boolean;
};

/** The fabric form's 'Collection': none, or one of the collections ('Riviera · SS27'). */
export function CollectionField({ value, onChange, collections, current, failed, error, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const options = [...(collections ?? [])];
  if (current && !options.some((collection) => collection.id === current.id)) options.unshift(current);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Form.Group controlId={id} className="mb-3 mt-3">
      <Form.Label>{t("adminCollections.fabricField.label")}</Form.Label>
      <Form.Select
        name="collection_id"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={`${error ? `${errorId} ` : ""}${hintId}`}
      >
        <option value="">{t("adminCollections.fabricField.none")}</option>
        {options.map((collection) => (
          <option key={collection.id} value={String(collection.id)}>
            {collectionLabel(collection)}
          </option>
        ))}
      </Form.Select>
      {error ? (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      ) : null}
      <Form.Text id={hintId}>
        {failed ? t("adminCollections.fabricField.loadFailed") : t("adminCollections.fabricField.hint")}
      </Form.Text>
    </Form.Group>
  );
}
