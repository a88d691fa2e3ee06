import { useEffect, useId, useRef, useState } from "react";
import { Alert, Button, Modal, Spinner, Table } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import {
  FABRIC_IMPORT_LIMITS,
  type FabricImportResult,
  type ImportRowError,
} from "../../../../common/fabric-import";
import { AdminApiError, isAbort, useAdminApi } from "../../../lib/admin/api";
import { formatNumber } from "../../../lib/admin/format";
import { FilePicker, RequestIdLine } from "../ui";
import { fileProblem, importFailure, importProblem } from "./import-report";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  show: boolean;
  onHide(): void;
  /** Fabrics were added or changed: the list reloads behind the dialog. */
  onImported(result: FabricImportResult): void;
};

/** What the last import answered: the counts, the refused cells, or another failure. */
type Outcome =
  | { kind: "done"; result: FabricImportResult }
  | { kind: "refused"; rows: ImportRowError[]; error: unknown }
  | { kind: "failed"; text: string; error: unknown };

/**
 * 'Import CSV': one CSV file with the export's columns (`POST /api/imports/fabrics.csv`). The
 * server takes all rows or none; the dialog shows the counts, or each refused cell by row and
 * column in the admin's language. After an import the file is let go, so a second click cannot
 * add the same new rows twice.
 */
export function FabricImportDialog({ show, onHide, onImported }: Props) {
  const { t, i18n } = useTranslation();
  const api = useAdminApi();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  // The answer comes below the form: on a small screen it is scrolled to.
  useEffect(() => {
    if (outcome) shown.current?.scrollIntoView({ block: "nearest" });
  }, [outcome]);
  const size = formatNumber(FABRIC_IMPORT_LIMITS.bytes / (1024 * 1024), i18n.language);
  const rows = formatNumber(FABRIC_IMPORT_LIMITS.rows, i18n.language);

  function choose(chosen: File | null) {
    setOutcome(null);
    setFile(chosen);
    setFileError(chosen ? fileProblem(t, chosen, size) : null);
  }

  async function submit() {
    if (busy) return;
    if (!file) {
      setFileError(t("adminFabrics.import.file.required"));
      return;
    }
    if (fileError) return;
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    setOutcome(null);
    try {
      const result = await api.call(contracts.fabrics.import, { body: form });
      setOutcome({ kind: "done", result });
      setFile(null);
      if (input.current) input.current.value = "";
      onImported(result);
    } catch (error) {
      if (isAbort(error)) return;
      if (error instanceof AdminApiError && error.rows.length > 0)
        setOutcome({ kind: "refused", rows: error.rows, error });
      else setOutcome({ kind: "failed", text: importFailure(t, error, size, rows), error });
    } finally {
      setBusy(false);
    }
  }

  const titleId = `${id}-title`;
  const inputId = `${id}-file`;
  const i = "adminFabrics.import";
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onHide}
      backdrop={busy ? "static" : true}
      keyboard={!busy}
      aria-labelledby={titleId}
      size="lg"
      scrollable
    >
      <Modal.Header closeButton={!busy} closeLabel={t("admin.common.close")}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t(`${i}.title`)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t(`${i}.intro`)}</p>
        <ul className="small text-body-secondary">
          <li>{t(`${i}.ruleNew`)}</li>
          <li>{t(`${i}.ruleUpdate`)}</li>
          <li>{t(`${i}.ruleAll`)}</li>
        </ul>
        <form
          className="mb-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          id={`${id}-form`}
        >
          <FilePicker
            id={inputId}
            name="file"
            accept=".csv,text/csv"
            inputRef={input}
            disabled={busy}
            error={fileError}
            hint={t(`${i}.hint`, { size, rows })}
            label={t(`${i}.choose`)}
            describedBy={`${id}-chosen`}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          >
            <span className="admin-file-status text-break" id={`${id}-chosen`}>
              {file ? t(`${i}.chosen`, { name: file.name }) : t(`${i}.noFile`)}
            </span>
          </FilePicker>
        </form>
        <div aria-live="polite" ref={shown}>
          {outcome ? <OutcomeView outcome={outcome} /> : null}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {t(`${i}.close`)}
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant="primary"
          disabled={busy || !file || Boolean(fileError)}
        >
          {busy ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {t(`${i}.submit`)}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The counts of an import, the table of refused cells, or why the file was refused. */
function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const i = "adminFabrics.import";
  if (outcome.kind === "done") {
    const { created, updated, unchanged } = outcome.result;
    return (
      <Alert variant="success" data-testid="import-done">
        <div className="fw-semibold">{t(`${i}.done`)}</div>
        <ul className="mb-0">
          <li>{t(`${i}.created`, { count: created })}</li>
          <li>{t(`${i}.updated`, { count: updated })}</li>
          <li>{t(`${i}.unchanged`, { count: unchanged })}</li>
        </ul>
      </Alert>
    );
  }
  if (outcome.kind === "failed") {
    return (
      <Alert variant="danger" role="alert">
        <div className="fw-semibold">{outcome.text}</div>
        <RequestIdLine error={outcome.error} />
      </Alert>
    );
  }
  const { rows } = outcome;
  return (
    <>
      <Alert variant="danger" role="alert" className="mb-2">
        <div className="fw-semibold">{t(`${i}.refused`, { count: rows.length })}</div>
        {rows.length >= FABRIC_IMPORT_LIMITS.errors ? (
          <div>{t(`${i}.firstOnly`, { count: rows.length })}</div>
        ) : null}
        <RequestIdLine error={outcome.error} />
      </Alert>
      <Table size="sm" striped bordered className="align-middle small" data-testid="import-problems">
        <caption className="visually-hidden">{t(`${i}.problems`)}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-end">
              {t(`${i}.columns.row`)}
            </th>
            <th scope="col">{t(`${i}.columns.column`)}</th>
            <th scope="col">{t(`${i}.columns.problem`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((problem) => (
            <tr key={`${problem.row} ${problem.field} ${problem.code}`}>
              <td className="text-end font-monospace">{problem.row}</td>
              <td className={problem.field.length > 24 ? "text-break" : "text-nowrap"}>
                {problem.field === "_" ? (
                  t(`${i}.wholeRow`)
                ) : problem.field === "" ? (
                  t(`${i}.unnamed`)
                ) : (
                  <code>{problem.field}</code>
                )}
              </td>
              <td>{importProblem(t, problem)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
