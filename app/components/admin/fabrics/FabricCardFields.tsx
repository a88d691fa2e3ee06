import { Button, Col, Form, InputGroup, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import {
  END_USES,
  FABRIC_CARD_LIMITS as L,
  FIBERS,
  FINISHES,
  PATTERNS,
  STOCK_SERVICES,
  WEAVES,
} from "../../../../common/constants";
import { Checks, describedBy, Field } from "./CardInputs";
import { ColourwayFields } from "./ColourwayFields";
import {
  CARD_NUMBERS,
  type CardDraft,
  type CardNumber,
  type FiberRow,
  fiberRow,
  firstError,
  percentSum,
} from "./card-form";

type Errors = Record<string, string | undefined>;
type Props = {
  /** The prefix of the inputs' ids. */
  id: string;
  draft: CardDraft;
  onChange(draft: CardDraft): void;
  /** Texts under the card's inputs, keyed as the server names them (`card.weight_gsm`, …). */
  errors: Errors;
  disabled: boolean;
  /** The fabric being edited, or null for a new one. */
  fabricId: number | null;
};

/** The technical card of the fabric form: code, composition, weight, weave, … (all optional). */
export function FabricCardFields({ id, draft, onChange, errors, disabled, fabricId }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof CardDraft>(key: K, value: CardDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const rows = draft.composition;
  const setRow = (index: number, row: Partial<FiberRow>) =>
    set(
      "composition",
      rows.map((current, i) => (i === index ? { ...current, ...row } : current)),
    );
  const typed = rows.filter((row) => row.percent.trim() !== "");
  const sum = percentSum(rows);
  const sumWrong = typed.length > 0 && sum !== 100;
  const compositionError = firstError(errors, "card.composition");
  const compositionErrorId = `${id}-composition-error`;

  const number = (key: CardNumber, label: string, unit: string) => {
    const inputId = `${id}-${key}`;
    const error = errors[`card.${key}`];
    return (
      <Field id={inputId} label={label} error={error} unit={unit}>
        <Form.Control
          inputMode="numeric"
          value={draft[key]}
          placeholder={`${CARD_NUMBERS[key].min}–${CARD_NUMBERS[key].max}`}
          disabled={disabled}
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(error && `${inputId}-error`, `${inputId}-unit`)}
          onChange={(event) => set(key, event.target.value)}
        />
      </Field>
    );
  };
  const select = <T extends string>(
    key: "weave" | "pattern" | "stock_service",
    label: string,
    values: readonly T[],
    text: (value: T) => string,
  ) => {
    const inputId = `${id}-${key}`;
    const error = errors[`card.${key}`];
    return (
      <Field id={inputId} label={label} error={error}>
        <Form.Select
          value={draft[key]}
          disabled={disabled}
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(error && `${inputId}-error`)}
          onChange={(event) => set(key, event.target.value as CardDraft[typeof key])}
        >
          <option value="">{t("fabricCard.unknown")}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {text(value)}
            </option>
          ))}
        </Form.Select>
      </Field>
    );
  };
  const codeError = errors["card.code"];
  const yarnError = errors["card.yarn_count"];
  return (
    <fieldset className="mt-3 pt-3 border-top">
      <legend className="fs-6 fw-semibold mb-1 float-none">{t("fabricCard.title")}</legend>
      <p className="form-text mt-0 mb-2">{t("adminFabrics.card.hint")}</p>
      <Row className="g-2 mb-3">
        <Col sm={6}>
          <Field id={`${id}-code`} label={t("fabricCard.fields.code")} error={codeError}>
            <Form.Control
              value={draft.code}
              maxLength={L.code}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={t("adminFabrics.card.codePlaceholder")}
              className="text-uppercase"
              disabled={disabled}
              isInvalid={Boolean(codeError)}
              aria-invalid={Boolean(codeError) || undefined}
              aria-describedby={describedBy(codeError && `${id}-code-error`)}
              onChange={(event) => set("code", event.target.value.toUpperCase())}
            />
          </Field>
        </Col>
        <Col sm={6}>
          <Field id={`${id}-yarn_count`} label={t("fabricCard.fields.yarnCount")} error={yarnError}>
            <Form.Control
              value={draft.yarn_count}
              maxLength={L.yarnCount}
              autoComplete="off"
              placeholder={t("adminFabrics.card.yarnPlaceholder")}
              disabled={disabled}
              isInvalid={Boolean(yarnError)}
              aria-invalid={Boolean(yarnError) || undefined}
              aria-describedby={describedBy(yarnError && `${id}-yarn_count-error`)}
              onChange={(event) => set("yarn_count", event.target.value)}
            />
          </Field>
        </Col>
      </Row>
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
                  onClick={() =>
                    set(
                      "composition",
                      rows.filter((_, i) => i !== index),
                    )
                  }
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
            disabled={disabled || rows.length >= L.fibers}
            onClick={() => set("composition", [...rows, fiberRow()])}
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

      <Row className="g-2 mb-3">
        <Col sm={6}>
          {number("weight_gsm", t("fabricCard.fields.weight"), t("adminFabrics.card.units.gsm"))}
        </Col>
        <Col sm={6}>{number("width_cm", t("fabricCard.fields.width"), t("adminFabrics.card.units.cm"))}</Col>
        <Col sm={6}>
          {select("weave", t("fabricCard.fields.weave"), WEAVES, (v) => t(`fabricCard.weaves.${v}`))}
        </Col>
        <Col sm={6}>
          {select("pattern", t("fabricCard.fields.pattern"), PATTERNS, (v) => t(`fabricCard.patterns.${v}`))}
        </Col>
        <Col sm={6}>
          {number("ends_per_cm", t("adminFabrics.card.ends"), t("adminFabrics.card.units.perCm"))}
        </Col>
        <Col sm={6}>
          {number("picks_per_cm", t("adminFabrics.card.picks"), t("adminFabrics.card.units.perCm"))}
        </Col>
      </Row>
      <Checks
        id={`${id}-finishes`}
        legend={t("fabricCard.fields.finishes")}
        values={FINISHES}
        checked={draft.finishes}
        label={(v) => t(`fabricCard.finishes.${v}`)}
        onChange={(checked) => set("finishes", checked)}
        error={errors["card.finishes"]}
        disabled={disabled}
      />
      <div className="mb-3" />
      <Checks
        id={`${id}-end_use`}
        legend={t("fabricCard.fields.endUse")}
        values={END_USES}
        checked={draft.end_use}
        label={(v) => t(`fabricCard.endUses.${v}`)}
        onChange={(checked) => set("end_use", checked)}
        error={errors["card.end_use"]}
        disabled={disabled}
      />
      <Row className="g-2 mt-2">
        <Col sm={4}>
          {select("stock_service", t("fabricCard.fields.stockService"), STOCK_SERVICES, (v) =>
            t(`fabricCard.stock.${v}`),
          )}
        </Col>
        <Col sm={4}>
          {number("min_order_m", t("fabricCard.fields.minOrder"), t("adminFabrics.card.units.m"))}
        </Col>
        <Col sm={4}>
          {number("lead_time_weeks", t("fabricCard.fields.leadTime"), t("adminFabrics.card.units.weeks"))}
        </Col>
      </Row>
      <ColourwayFields
        id={id}
        rows={draft.colourways}
        onChange={(rows) => set("colourways", rows)}
        fabricId={fabricId}
        error={firstError(errors, "card.colourways")}
        disabled={disabled}
      />
    </fieldset>
  );
}
