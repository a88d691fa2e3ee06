import { useState } from "react";
import { Alert, Button, Form } from "react-bootstrap";
import { STOCK_ERROR_CODES } from "../../../../common/api/error-codes";
import { contracts } from "../../../../common/api/contracts";
import type { StockImportDto } from "../../../../common/api/stock";
import { useTranslation } from "../../../i18n/translation";
import { AdminApiError } from "../../../lib/admin/api";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { ErrorBanner } from "../ui/ErrorBanner";
import { fieldErrorText } from "../ui/errors";

/**
 * The stock's CSV sent as it is (`text/csv`, the ERP's columns): the counts when it went in, each
 * refused line with its problem when it did not (nothing written then).
 */
export function StockUpload({ onImported }: { onImported(result: StockImportDto): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [done, setDone] = useState<StockImportDto | null>(null);
  const upload = useAdminMutation(async (api, csv: File, all: boolean) => {
    const body = new Blob([await csv.arrayBuffer()], { type: "text/csv; charset=utf-8" });
    return api.call(contracts.stock.import, { query: all ? { replace: "all" } : {}, body: body as never });
  });
  const refused = upload.error instanceof AdminApiError ? upload.error.rows : [];
  const problem = (code: string) =>
    (STOCK_ERROR_CODES as readonly string[]).includes(code)
      ? t(`adminStock.errors.${code as (typeof STOCK_ERROR_CODES)[number]}`)
      : fieldErrorText(t, code);

  return (
    <Form
      className="mb-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        setDone(null);
        const outcome = await upload.run(file, replace);
        if (outcome.ok) {
          setDone(outcome.value);
          onImported(outcome.value);
        }
      }}
    >
      <h3 className="h5">{t("adminStock.upload.title")}</h3>
      <p className="small text-body-secondary">{t("adminStock.upload.hint")}</p>
      <Form.Group controlId="stock-file" className="mb-2">
        <Form.Label>{t("adminStock.upload.file")}</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
      </Form.Group>
      <Form.Check
        id="stock-replace"
        className="mb-2"
        label={t("adminStock.upload.replace")}
        checked={replace}
        onChange={(event) => setReplace(event.target.checked)}
      />
      <Button type="submit" disabled={!file || upload.pending}>
        {t("adminStock.upload.submit")}
      </Button>
      {done ? (
        <Alert variant="success" className="mt-3" role="status">
          {t("adminStock.upload.done", { ...done })}
        </Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert variant="danger" className="mt-3" role="alert">
          <p className="mb-1">{t("adminStock.upload.refused")}</p>
          <ul className="mb-0 small" data-testid="stock-refused">
            {refused.map((row) => (
              <li key={`${row.row} ${row.field} ${row.code}`}>
                {t("adminStock.upload.line", { row: row.row, field: row.field, problem: problem(row.code) })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        <ErrorBanner className="mt-3" error={upload.error} onDismiss={upload.reset} />
      )}
    </Form>
  );
}
