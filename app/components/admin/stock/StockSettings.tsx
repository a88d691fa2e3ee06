import { useEffect, useState } from "react";
import { Alert, Button, Col, Form, Row } from "react-bootstrap";
import { contracts } from "../../../../common/api/contracts";
import type { StockSettingsDto } from "../../../../common/api/stock";
import { STOCK_SETTINGS } from "../../../../common/stock";
import { useTranslation } from "../../../i18n/translation";
import { formatDateTime } from "../../../lib/admin/format";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { ErrorBanner } from "../ui/ErrorBanner";
import { fieldErrors, fieldErrorText } from "../ui/errors";

/** The settings' fields: the API's name, the input's id (stock-<name>), its label's key, the range allowed. */
const FIELDS = [
  {
    key: "limited_below_m",
    name: "limited",
    label: "adminStock.settings.limited",
    range: STOCK_SETTINGS.limitedBelowM,
  },
  {
    key: "stale_after_h",
    name: "stale",
    label: "adminStock.settings.stale",
    range: STOCK_SETTINGS.staleAfterH,
  },
] as const;

/** The settings as the inputs hold them (texts). */
const asTexts = (settings: StockSettingsDto) => ({
  limited_below_m: String(settings.limited_below_m),
  stale_after_h: String(settings.stale_after_h),
});

/** The threshold for "limited" and the stale limit, with the last import and whether it is stale. */
export function StockSettings({
  settings,
  onSaved,
}: {
  settings: StockSettingsDto;
  onSaved(s: StockSettingsDto): void;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(() => asTexts(settings));
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setValues(asTexts(settings));
  }, [settings]);
  const save = useAdminMutation((api, body: { limited_below_m: number; stale_after_h: number }) =>
    api.call(contracts.stock.updateSettings, { body }),
  );
  const errors = fieldErrors(save.error);
  return (
    <Form
      className="mb-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setSaved(false);
        const outcome = await save.run({
          limited_below_m: Number(values.limited_below_m),
          stale_after_h: Number(values.stale_after_h),
        });
        if (outcome.ok) {
          setSaved(true);
          onSaved(outcome.value);
        }
      }}
    >
      <h3 className="h5">{t("adminStock.settings.title")}</h3>
      <p className="small mb-2">
        {settings.last_import_at
          ? t("adminStock.settings.lastImport", {
              date: formatDateTime(settings.last_import_at, i18n.language),
            })
          : t("adminStock.settings.never")}
      </p>
      <Row className="g-2 align-items-end">
        {FIELDS.map(({ key, name, label, range }) => (
          <Col sm={5} key={key}>
            <Form.Group controlId={`stock-${name}`}>
              <Form.Label>{t(label)}</Form.Label>
              <Form.Control
                type="number"
                min={range.min}
                max={range.max}
                value={values[key]}
                isInvalid={Boolean(errors[key])}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
              />
              <Form.Control.Feedback type="invalid">{fieldErrorText(t, errors[key])}</Form.Control.Feedback>
            </Form.Group>
          </Col>
        ))}
        <Col sm={2}>
          <Button type="submit" disabled={save.pending}>
            {t("adminStock.settings.save")}
          </Button>
        </Col>
      </Row>
      {saved ? (
        <Alert variant="success" className="mt-2 mb-0 py-2" role="status">
          {t("adminStock.settings.saved")}
        </Alert>
      ) : null}
      {Object.keys(errors).length === 0 ? (
        <ErrorBanner className="mt-2" error={save.error} onDismiss={save.reset} />
      ) : null}
    </Form>
  );
}
