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

/** The threshold for "limited" and the stale limit, with the last import and whether it is stale. */
export function StockSettings({
  settings,
  onSaved,
}: {
  settings: StockSettingsDto;
  onSaved(s: StockSettingsDto): void;
}) {
  const { t, i18n } = useTranslation();
  const [limited, setLimited] = useState(String(settings.limited_below_m));
  const [stale, setStale] = useState(String(settings.stale_after_h));
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setLimited(String(settings.limited_below_m));
    setStale(String(settings.stale_after_h));
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
        const outcome = await save.run({ limited_below_m: Number(limited), stale_after_h: Number(stale) });
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
        <Col sm={5}>
          <Form.Group controlId="stock-limited">
            <Form.Label>{t("adminStock.settings.limited")}</Form.Label>
            <Form.Control
              type="number"
              min={STOCK_SETTINGS.limitedBelowM.min}
              max={STOCK_SETTINGS.limitedBelowM.max}
              value={limited}
              isInvalid={Boolean(errors.limited_below_m)}
              onChange={(event) => setLimited(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">
              {fieldErrorText(t, errors.limited_below_m)}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={5}>
          <Form.Group controlId="stock-stale">
            <Form.Label>{t("adminStock.settings.stale")}</Form.Label>
            <Form.Control
              type="number"
              min={STOCK_SETTINGS.staleAfterH.min}
              max={STOCK_SETTINGS.staleAfterH.max}
              value={stale}
              isInvalid={Boolean(errors.stale_after_h)}
              onChange={(event) => setStale(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">
              {fieldErrorText(t, errors.stale_after_h)}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
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
