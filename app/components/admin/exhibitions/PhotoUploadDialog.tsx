import { useEffect, useId, useRef, useState } from "react";
import { Alert, Button, Modal, ProgressBar, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { isLang } from "../../../../common/constants";
import { isAbort, useAdminApi } from "../../../lib/admin/api";
import { formatNumber } from "./format";
import { FilePicker, imageProblem, RequestIdLine } from "../ui";
import { failureReason } from "./notices";
import { titleFromFileName } from "./photo-title";
import { fileKey, UploadList } from "./UploadList";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  show: boolean;
  exhibitionId: number;
  /** Every file was uploaded: the screen closes the dialog, reloads and says so. */
  onDone(count: number): void;
  /** Some files were uploaded before a failure (the dialog stays open with the rest). */
  onPartial(count: number): void;
  /** Closed by the admin; `uploaded` files made it before a cancel. */
  onClose(uploaded: number, total: number): void;
};

type Progress = { done: number; total: number; name: string; fraction: number };

/**
 * 'Add New Photos': several images chosen at once, listed with their size, uploaded one by one
 * (one request per file, field `image`, the title made from the file name, description empty)
 * with a progress bar; Cancel aborts; a failure stops the upload and says why.
 */
export function PhotoUploadDialog({ show, exhibitionId, onDone, onPartial, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lng = isLang(i18n.language) ? i18n.language : "tr";
  const api = useAdminApi();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<{ text: string; name: string; error: unknown } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const uploadedRef = useRef(0);

  // Each opening starts with an empty selection.
  useEffect(() => {
    if (!show) return;
    setFiles([]);
    setRejected([]);
    setProgress(null);
    setUploading(false);
    setFailure(null);
    uploadedRef.current = 0;
  }, [show]);

  // Leaving the screen mid-upload stops it.
  useEffect(() => () => controller.current?.abort(), []);

  const megabytes = (bytes: number) =>
    formatNumber(bytes / (1024 * 1024), lng, {
      style: "unit",
      unit: "megabyte",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });

  const choose = (list: FileList | null) => {
    if (!list) return;
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of Array.from(list)) {
      const problem = imageProblem(file, t);
      if (problem) refused.push(t("adminExhibitions.upload.rejected", { name: file.name, reason: problem }));
      else accepted.push(file);
    }
    setRejected(refused);
    setFailure(null);
    setFiles((current) => {
      const seen = new Set(current.map(fileKey));
      return [...current, ...accepted.filter((file) => !seen.has(fileKey(file)))];
    });
  };

  const upload = async () => {
    if (uploading || files.length === 0) return;
    const queue = [...files];
    const abort = new AbortController();
    controller.current = abort;
    setUploading(true);
    setFailure(null);
    setRejected([]);
    let done = 0;
    for (const file of queue) {
      setProgress({ done, total: queue.length, name: file.name, fraction: 0 });
      const form = new FormData();
      form.append("title", titleFromFileName(file.name));
      form.append("description", "");
      form.append("image", file);
      try {
        await api.call(contracts.exhibitions.addPhoto, { params: { id: exhibitionId }, body: form }, {
          signal: abort.signal,
          onProgress: (fraction) =>
            setProgress((current) =>
              current && current.name === file.name ? { ...current, fraction } : current,
            ),
        });
      } catch (error) {
        controller.current = null;
        setUploading(false);
        uploadedRef.current += done;
        // The uploaded files leave the list; the failed one and the rest stay for another try.
        setFiles(queue.slice(done));
        if (isAbort(error) || abort.signal.aborted) return;
        setFailure({
          text: t("adminExhibitions.upload.failed", { error: failureReason(t, error) }),
          name: file.name,
          error,
        });
        setProgress((current) => (current ? { ...current, fraction: 0 } : current));
        if (done > 0) onPartial(done);
        return;
      }
      done += 1;
      setProgress({ done, total: queue.length, name: file.name, fraction: 0 });
    }
    controller.current = null;
    setUploading(false);
    onDone(uploadedRef.current + done);
  };

  const cancel = () => {
    const uploadedBefore = uploadedRef.current;
    if (uploading && controller.current) {
      const total = files.length + uploadedBefore;
      const done = uploadedBefore + (progress?.done ?? 0);
      controller.current.abort();
      controller.current = null;
      onClose(done, total);
      return;
    }
    onClose(uploadedBefore, uploadedBefore);
  };

  const total = files.reduce((sum, file) => sum + file.size, 0);
  const fraction = progress ? Math.min(1, (progress.done + progress.fraction) / progress.total) : 0;
  const percent = formatNumber(fraction, lng, { style: "percent", maximumFractionDigits: 0 });
  const current = progress ? Math.min(progress.done + 1, progress.total) : 0;
  const titleId = `${id}-title`;
  const inputId = `${id}-files`;

  return (
    <Modal
      show={show}
      onHide={cancel}
      backdrop={uploading ? "static" : true}
      keyboard={!uploading}
      aria-labelledby={titleId}
      size="lg"
      scrollable
      className="admin-upload-dialog"
    >
      <Modal.Header closeButton={!uploading} closeLabel={t("admin.common.close")}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t("adminExhibitions.upload.title")}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {failure ? (
          <Alert
            variant="danger"
            dismissible
            onClose={() => setFailure(null)}
            closeLabel={t("admin.common.dismiss")}
          >
            <div className="fw-semibold">{failure.text}</div>
            <div className="small mt-1">{t("adminExhibitions.upload.stoppedAt", { name: failure.name })}</div>
            <RequestIdLine error={failure.error} />
          </Alert>
        ) : null}
        <div className="mb-3">
          <FilePicker
            id={inputId}
            name="image"
            multiple
            accept="image/*"
            disabled={uploading}
            hint={t("adminExhibitions.upload.hint")}
            label={
              <>
                <span aria-hidden="true">+ </span>
                {t("adminExhibitions.upload.choose")}
              </>
            }
            onChange={(event) => {
              choose(event.target.files);
              // The same file can be chosen again after it was removed from the list.
              event.target.value = "";
            }}
          />
        </div>
        <div aria-live="polite">
          {rejected.length > 0 ? (
            <Alert
              variant="warning"
              className="py-2 small"
              dismissible
              onClose={() => setRejected([])}
              closeLabel={t("admin.common.dismiss")}
            >
              <ul className="mb-0 ps-3">
                {rejected.map((text) => (
                  <li key={text} className="text-break">
                    {text}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </div>

        <h3 className="h6" id={`${id}-selected`}>
          {t("adminExhibitions.upload.selected")}
        </h3>
        {files.length === 0 ? (
          <p className="text-body-secondary small">{t("adminExhibitions.upload.none")}</p>
        ) : (
          <>
            <UploadList
              files={files}
              labelledBy={`${id}-selected`}
              done={progress && uploading ? progress.done : null}
              disabled={uploading}
              size={megabytes}
              onRemove={(file) => setFiles((list) => list.filter((f) => f !== file))}
            />
            <p className="small text-body-secondary mb-3">
              {t("adminExhibitions.upload.total", { count: files.length, size: megabytes(total) })}
            </p>
          </>
        )}

        {progress ? (
          <div className="mt-2">
            <div className="d-flex justify-content-between gap-2 small mb-1">
              <span className="text-break" aria-live="polite">
                {uploading
                  ? t("adminExhibitions.upload.uploading", {
                      current,
                      total: progress.total,
                      name: progress.name,
                    })
                  : null}
              </span>
              <span className="fw-semibold text-nowrap" data-testid="upload-percent">
                {percent}
              </span>
            </div>
            <ProgressBar className="admin-upload-progress">
              <ProgressBar
                now={Math.round(fraction * 100)}
                animated={uploading}
                aria-label={t("adminExhibitions.upload.progress")}
                aria-valuetext={percent}
              />
            </ProgressBar>
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={cancel}>
          {t("adminExhibitions.upload.cancel")}
        </Button>
        <Button variant="primary" onClick={upload} disabled={uploading || files.length === 0}>
          {uploading ? (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : null}
          {t("adminExhibitions.upload.submit")}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
