import { useId, useRef, useState } from "react";
import { Alert, Button, Card, Spinner } from "react-bootstrap";
import type { ContentImportDto, ContentStatusDto } from "../../../../common/api/content-transfer";
import {
  CONTENT_IMPORT_LIMITS,
  CONTENT_PROBLEM_CODES,
  type ContentProblem,
} from "../../../../common/content-transfer";
import { knownCode } from "../../../../common/api/error-codes";
import { useTranslation } from "../../../i18n/translation";
import { AdminApiError, isAbort } from "../../../lib/admin/api";
import { saveBlob } from "../../../lib/admin/file-save";
import { formatNumber } from "../../../lib/admin/format";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { useAdminQuery } from "../../../lib/admin/query";
import { ErrorBanner, FilePicker, RequestIdLine } from "../ui";
import { contracts } from "../../../../common/api/contracts";

const c = "adminContent";

/** The refused archive's problems, each file with where in it and why, in the admin's language. */
function Problems({ problems, error }: { problems: ContentProblem[]; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" role="alert">
      <div className="fw-semibold">{t(`${c}.refused`, { count: problems.length })}</div>
      <ul className="mb-0 small admin-break">
        {problems.map((p) => (
          <li key={`${p.file}|${p.where}|${p.code}`}>
            <code>{p.file || t(`${c}.wholeArchive`)}</code>
            {p.where ? ` (${t(`${c}.where`, { where: p.where })})` : ""}
            {": "}
            {t(`${c}.problems.${knownCode(CONTENT_PROBLEM_CODES, p.code)}` as `${typeof c}.problems.invalid`)}
          </li>
        ))}
      </ul>
      <RequestIdLine error={error} className="small text-body-secondary mt-1" />
    </Alert>
  );
}

/**
 * 'Content export and import' (ADR 16): the site's content as one ZIP, and that ZIP read back
 * into an empty site. The import is offered only while the site holds no content.
 */
export function ContentTransfer({ onImported }: { onImported(): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState<ContentImportDto | null>(null);
  const status = useAdminQuery<ContentStatusDto>("content-status", (api, signal) =>
    api.call(contracts.contentTransfer.status, {}, { signal }),
  );
  const exporting = useAdminMutation(async (api) => {
    const answer = await api.download(contracts.contentTransfer.export, {});
    saveBlob(answer.blob, answer.filename ?? "content.zip");
  });
  const importing = useAdminMutation((api, chosen: File) => {
    const form = new FormData();
    form.append("file", chosen);
    return api.call(contracts.contentTransfer.import, { body: form });
  });
  const size = formatNumber(CONTENT_IMPORT_LIMITS.bytes / (1024 * 1024), i18n.language);
  const empty = status.data?.empty === true;

  function choose(chosen: File | null) {
    importing.reset();
    setDone(null);
    setFile(chosen);
    if (!chosen) setFileError(null);
    else if (!/\.zip$/i.test(chosen.name)) setFileError(t(`${c}.notZip`));
    else if (chosen.size > CONTENT_IMPORT_LIMITS.bytes) setFileError(t(`${c}.tooBig`, { size }));
    else setFileError(null);
  }

  async function submit() {
    if (!file || fileError || importing.pending) return;
    const outcome = await importing.run(file);
    if (!outcome.ok) return;
    setDone(outcome.value);
    setFile(null);
    if (input.current) input.current.value = "";
    void status.reload();
    onImported();
  }

  const failure = importing.error;
  const problems = failure instanceof AdminApiError ? failure.problems : [];
  const conflict = failure instanceof AdminApiError && failure.code === "site_not_empty";
  return (
    <Card
      as="section"
      className="shadow-sm mb-4"
      aria-labelledby={`${id}-heading`}
      data-testid="content-transfer"
    >
      <Card.Header className="bg-body">
        <h2 id={`${id}-heading`} className="h5 mb-0">
          {t(`${c}.heading`)}
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary">{t(`${c}.intro`)}</p>
        <ErrorBanner
          message={exporting.error && !isAbort(exporting.error) ? t(`${c}.exportFailed`) : null}
          error={exporting.error}
          onDismiss={exporting.reset}
        />
        <Button variant="outline-primary" onClick={() => void exporting.run()} disabled={exporting.pending}>
          {exporting.pending ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {exporting.pending ? t(`${c}.exporting`) : t(`${c}.export`)}
        </Button>

        <h3 className="h6 mt-4">{t(`${c}.importHeading`)}</h3>
        <ErrorBanner
          message={status.error ? t(`${c}.statusFailed`) : null}
          error={status.error}
          onDismiss={status.clearError}
        />
        {status.data ? (
          <p className="small text-body-secondary">
            {empty ? t(`${c}.importEmpty`) : t(`${c}.importNotEmpty`)}
          </p>
        ) : null}
        <form
          className="d-flex flex-wrap align-items-start gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="flex-grow-1">
            <FilePicker
              id={`${id}-file`}
              name="file"
              accept=".zip,application/zip"
              inputRef={input}
              disabled={!empty || importing.pending}
              error={fileError}
              hint={t(`${c}.hint`, { size })}
              label={t(`${c}.choose`)}
              describedBy={`${id}-chosen`}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            >
              <span className="admin-file-status text-break" id={`${id}-chosen`}>
                {file ? t(`${c}.chosen`, { name: file.name }) : t(`${c}.noFile`)}
              </span>
            </FilePicker>
          </div>
          <Button
            type="submit"
            variant="primary"
            disabled={!empty || !file || Boolean(fileError) || importing.pending}
          >
            {importing.pending ? (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : null}
            {importing.pending ? t(`${c}.importing`) : t(`${c}.import`)}
          </Button>
        </form>
        <div aria-live="polite" className="mt-3">
          {done ? (
            <Alert
              variant="success"
              dismissible
              onClose={() => setDone(null)}
              closeLabel={t("admin.common.dismiss")}
            >
              {t(`${c}.imported`, { count: done.counts.fabrics, files: done.files })}
            </Alert>
          ) : null}
          {problems.length > 0 ? <Problems problems={problems} error={failure} /> : null}
          {failure && problems.length === 0 && !isAbort(failure) ? (
            <ErrorBanner
              message={conflict ? t(`${c}.notEmpty`) : t(`${c}.importFailed`)}
              error={failure}
              onDismiss={importing.reset}
            />
          ) : null}
        </div>
      </Card.Body>
    </Card>
  );
}
