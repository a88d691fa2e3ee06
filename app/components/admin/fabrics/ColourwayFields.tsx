import { Button, Col, Form, Row } from "react-bootstrap";
import { SHADES } from "../../../../common/constants";
import { getAll } from "../../../lib/admin/api";
import { useAdminQuery } from "../../../lib/admin/query";
import { useTranslation } from "../../../i18n/translation";
import { type ColourwayRow, colourwayRow } from "./card-form";
import type { FabricPhoto } from "./types";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  id: string;
  rows: ColourwayRow[];
  onChange(rows: ColourwayRow[]): void;
  /** The fabric being edited (its gallery photos may show a colourway), or null for a new one. */
  fabricId: number | null;
  error: string | undefined;
  disabled: boolean;
};

/** The colourways of the card: reference, colour family, the colour itself and, optionally, a gallery photo. */
export function ColourwayFields({ id, rows, onChange, fabricId, error, disabled }: Props) {
  const { t } = useTranslation();
  const gallery = useAdminQuery<FabricPhoto[]>(`fabric-photos ${fabricId}`, (api, signal) =>
    fabricId
      ? getAll(api, contracts.fabrics.photos, { params: { id: fabricId } }, signal)
      : Promise.resolve([]),
  );
  const photos = (gallery.data ?? []).map((photo, i) => ({
    id: photo.id,
    label: t("adminFabrics.card.photoNumber", { number: i + 1 }),
  }));
  const set = (index: number, change: Partial<ColourwayRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const errorId = `${id}-colourways-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : `${id}-colourways-hint`}>
      <legend className="form-label small mb-1 float-none">{t("fabricCard.fields.colourways")}</legend>
      <p className="form-text mt-0" id={`${id}-colourways-hint`}>
        {t("adminFabrics.card.colourwaysHint")}
      </p>
      {rows.map((row, index) => {
        const rowId = `${id}-colourway-${row.key}`;
        const number = index + 1;
        return (
          <Row
            key={row.key}
            className="g-2 align-items-end mb-2"
            role="group"
            aria-label={t("adminFabrics.card.colourwayRow", { number })}
          >
            <Col xs={4} sm={2}>
              <Form.Label htmlFor={`${rowId}-ref`} className="small mb-1">
                {t("adminFabrics.card.colourwayRef")}
              </Form.Label>
              <Form.Control
                id={`${rowId}-ref`}
                value={row.ref}
                maxLength={12}
                disabled={disabled}
                isInvalid={Boolean(error)}
                onChange={(event) => set(index, { ref: event.target.value })}
              />
            </Col>
            <Col xs={8} sm={4}>
              <Form.Label htmlFor={`${rowId}-shade`} className="small mb-1">
                {t("adminFabrics.card.colourwayShade")}
              </Form.Label>
              <Form.Select
                id={`${rowId}-shade`}
                value={row.shade}
                disabled={disabled}
                isInvalid={Boolean(error)}
                onChange={(event) => set(index, { shade: event.target.value as ColourwayRow["shade"] })}
              >
                <option value="">{t("adminFabrics.card.chooseShade")}</option>
                {SHADES.map((shade) => (
                  <option key={shade} value={shade}>
                    {t(`fabricCard.shades.${shade}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col xs={3} sm={2}>
              <Form.Label htmlFor={`${rowId}-hex`} className="small mb-1">
                {t("adminFabrics.card.colourwayHex")}
              </Form.Label>
              <Form.Control
                id={`${rowId}-hex`}
                type="color"
                className="w-100"
                value={row.hex}
                disabled={disabled}
                onChange={(event) => set(index, { hex: event.target.value })}
              />
            </Col>
            <Col xs={6} sm={3}>
              <Form.Label htmlFor={`${rowId}-photo`} className="small mb-1">
                {t("adminFabrics.card.colourwayPhoto")}
              </Form.Label>
              <Form.Select
                id={`${rowId}-photo`}
                value={row.photo_id ?? ""}
                disabled={disabled || photos.length === 0}
                onChange={(event) =>
                  set(index, { photo_id: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">{t("adminFabrics.card.noPhoto")}</option>
                {photos.map((photo) => (
                  <option key={photo.id} value={photo.id}>
                    {photo.label}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col xs={3} sm={1}>
              <Button
                variant="outline-danger"
                size="sm"
                className="w-100"
                disabled={disabled}
                aria-label={t("adminFabrics.card.removeColourway", { number })}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </Col>
          </Row>
        );
      })}
      {error ? (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      ) : null}
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={disabled}
        onClick={() => onChange([...rows, colourwayRow()])}
      >
        {t("adminFabrics.card.addColourway")}
      </Button>
    </fieldset>
  );
}
