import { Button, Col, Form, InputGroup, Row } from "react-bootstrap";
import { FIBERS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { describedBy } from "./CardInputs";
import { type FiberRow, fiberRow, firstError, percentSum } from "./card-form";

type Props = {
  /** The prefix of the inputs' ids. */
  id: string;
  rows: FiberRow[];
  /** The most fibres a composition names. */
  max: number;
  onChange(rows: FiberRow[]): void;
  /** Texts under the card's inputs, keyed as the server names them (`card.composition.1.percent`, …). */
  errors: Record<string, string | undefined>;
  disabled: boolean;
};

/** The composition of the card: a fibre and its percentage a row, with the sum as it stands. */
export function CompositionFields({ id, rows, max, onChange, errors, disabled }: Props) {
  const { t } = useTranslation();
  const setRow = (index: number, row: Partial<FiberRow>) =>
    onChange(rows.map((current, i) => (i === index ? { ...current, ...row } : current)));
  const typed = rows.filter((row) => row.percent.trim() !== "");
  const sum = percentSum(rows);
  const sumWrong = typed.length > 0 && sum !== 100;
  const compositionError = firstError(errors, "card.composition");
  const compositionErrorId = `${id}-composition-error`;
  return (
    <fieldset
      className="mb-3"
      aria-describedby={describedBy(compositionError && compositionErrorId, `${id}-sum`)}
    >
      <legend className="form-label small mb-1 float-none">{t("fabricCard.fields.composition")}</legend>
      {rows.map((row, index) => {
        const position = index + 1;
        const fiberError = errors[`card.composition.${index}.fiber`];
        const percentError = errors[`card.composition.${index}.percent`];
        const rowInvalid = Boolean(errors["card.composition"]);
        const fiberId = `${id}-fiber-${row.key}`;
        const percentId = `${id}-percent-${row.key}`;
        return (
          <Row key={row.key} className="g-2 mb-2 align-items-start">
            <Col xs={12} sm>
              <Form.Label htmlFor={fiberId} visuallyHidden>
                {t("adminFabrics.card.fiberRow", { number: position })}
              </Form.Label>
              <Form.Select
                id={fiberId}
                value={row.fiber}
                disabled={disabled}
                isInvalid={Boolean(fiberError) || rowInvalid}
                aria-invalid={Boolean(fiberError) || rowInvalid || undefined}
                aria-describedby={describedBy((fiberError || rowInvalid) && compositionErrorId)}
                onChange={(event) => setRow(index, { fiber: event.target.value as FiberRow["fiber"] })}
              >
                <option value="">{t("adminFabrics.card.chooseFiber")}</option>
                {FIBERS.map((fiber) => (
                  <option key={fiber} value={fiber}>
                    {t(`fabricCard.fibers.${fiber}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
            <Col xs sm="auto">
              <Form.Label htmlFor={percentId} visuallyHidden>
                {t("adminFabrics.card.percentRow", { number: position })}
              </Form.Label>
              <InputGroup className="flex-nowrap" style={{ minWidth: "7rem", maxWidth: "9rem" }}>
                <Form.Control
                  id={percentId}
                  inputMode="numeric"
                  value={row.percent}
                  maxLength={3}
                  disabled={disabled}
                  isInvalid={Boolean(percentError) || rowInvalid}
                  aria-invalid={Boolean(percentError) || rowInvalid || undefined}
                  aria-describedby={describedBy((percentError || rowInvalid) && compositionErrorId)}
                  onChange={(event) => setRow(index, { percent: event.target.value })}
                />
                <InputGroup.Text>%</InputGroup.Text>
              </InputGroup>
            </Col>
            <Col xs="auto">
              <Button
                variant="outline-danger"
                disabled={disabled}
                aria-label={t("adminFabrics.card.removeAria", { number: position })}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                {t("adminFabrics.card.remove")}
              </Button>
            </Col>
          </Row>
        );
      })}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={disabled || rows.length >= max}
          onClick={() => onChange([...rows, fiberRow()])}
        >
          {t("adminFabrics.card.addFiber")}
        </Button>
        <span
          id={`${id}-sum`}
          className={`small${sumWrong ? " text-danger" : " text-body-secondary"}`}
          aria-live="polite"
        >
          {typed.length > 0 ? t("adminFabrics.card.sum", { sum }) : null}
          {sumWrong && !compositionError ? ` · ${t("adminFabrics.card.sumInvalid")}` : null}
        </span>
      </div>
      {compositionError ? (
        <div className="invalid-feedback d-block" id={compositionErrorId}>
          {compositionError}
        </div>
      ) : null}
    </fieldset>
  );
}
