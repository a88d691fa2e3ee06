import { useEffect, useId, useRef, useState } from "react";
import { Alert, Button, Form, Modal, ProgressBar, Spinner } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { isAbort, useAdminApi } from "../../../lib/admin/api";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  FilePicker,
  IMAGE_ACCEPT,
  imageProblem,
  Loading,
} from "../ui";
import { type AdminFabric, type FabricPhoto, trText } from "./types";
import { contracts } from "../../../../common/api/contracts";

type Props = {
  show: boolean;
  fabric: AdminFabric;
  onHide(): void;
  /** The gallery changed: the fabric's photo count is now `count`. */
  onChanged(count: number): void;
};

type Problem = { message: string; error?: unknown } | null;

/**
 * A fabric's photo gallery: thumbnails with delete (after confirmation), and an upload of one
 * or several images, sent one per request in turn, with progress; a failure stops the rest.
 */
export function FabricGalleryDialog({ show, fabric, onHide, onChanged }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const pickerId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const name = trText(fabric.name);

  const [photos, setPhotos] = useState<FabricPhoto[]>([]);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<Problem>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; fraction: number } | null>(null);
  const [confirming, setConfirming] = useState<FabricPhoto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const uploadAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    api
      .call(
        contracts.fabrics.item,
        { params: { id: fabric.id }, query: { lng: "all" } },
        { signal: controller.signal },
      )
      .then(
        (detail) => {
          setPhotos(detail.photos);
          setLoading(false);
        },
        (error: unknown) => {
          if (isAbort(error)) return;
          setProblem({ message: t("adminFabrics.errors.loadPhotos"), error });
          setLoading(false);
        },
      );
    return () => controller.abort();
  }, [api, fabric.id, t]);

  // Leaving the dialog stops an upload in progress.
  useEffect(() => () => uploadAbort.current?.abort(), []);

  async function upload() {
    if (files.length === 0) return;
    const controller = new AbortController();
    uploadAbort.current = controller;
    setProblem(null);
    setNotice(null);
    const added: FabricPhoto[] = [];
    let count = photos.length;
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ done: index, total: files.length, fraction: index / files.length });
        const form = new FormData();
        form.append("image", file);
        const photo = await api.call(
          contracts.fabrics.addPhoto,
          { params: { id: fabric.id }, body: form },
          {
            signal: controller.signal,
            onProgress: (part) =>
              setProgress({ done: index, total: files.length, fraction: (index + part) / files.length }),
          },
        );
        added.push(photo);
        count += 1;
        setPhotos((current) => [...current, photo]);
        onChanged(count);
      }
      setNotice(t("adminFabrics.gallery.added", { count: added.length }));
      setFiles([]);
      if (picker.current) picker.current.value = "";
    } catch (error) {
      if (!isAbort(error)) setProblem({ message: t("adminFabrics.errors.addPhoto"), error });
      // What was uploaded stays; the rest can be sent again.
      setFiles((current) => current.slice(added.length));
      if (added.length > 0) setNotice(t("adminFabrics.gallery.added", { count: added.length }));
    } finally {
      setProgress(null);
      uploadAbort.current = null;
    }
  }

  async function remove() {
    if (!confirming) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await api.call(contracts.fabrics.removePhoto, { params: { photoId: confirming.id } });
      const rest = photos.filter((photo) => photo.id !== confirming.id);
      setPhotos(rest);
      onChanged(rest.length);
      setConfirming(null);
      setNotice(t("adminFabrics.gallery.deleted"));
    } catch (error) {
      setDeleteError(error);
    } finally {
      setDeleting(false);
    }
  }

  const uploading = progress !== null;
  const percent = progress ? Math.round(progress.fraction * 100) : 0;

  return (
    <>
      <Modal
        show={show && confirming === null}
        onHide={uploading ? () => {} : onHide}
        backdrop={uploading ? "static" : true}
        keyboard={!uploading}
        size="lg"
        aria-labelledby="fabric-gallery-title"
        scrollable
      >
        <Modal.Header closeButton={!uploading} closeLabel={t("adminFabrics.gallery.close")}>
          <Modal.Title id="fabric-gallery-title" as="h2" className="h5 text-break">
            {t("adminFabrics.gallery.title", { name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorBanner message={problem?.message} error={problem?.error} onDismiss={() => setProblem(null)} />
          {notice ? (
            <Alert
              variant="success"
              className="py-2"
              dismissible
              onClose={() => setNotice(null)}
              closeLabel={t("adminFabrics.gallery.close")}
            >
              {notice}
            </Alert>
          ) : null}

          {loading ? (
            <Loading label={t("adminFabrics.gallery.loading")} className="py-4" />
          ) : photos.length === 0 ? (
            <EmptyState>
              <p className="fw-semibold mb-1">{t("adminFabrics.gallery.empty")}</p>
              <p className="mb-0 small">{t("adminFabrics.gallery.emptyHint")}</p>
            </EmptyState>
          ) : (
            <ul className="admin-fabric-gallery list-unstyled" data-testid="fabric-gallery">
              {photos.map((photo, index) => (
                <li key={photo.id} className="admin-fabric-photo">
                  <img
                    src={photo.image?.src ?? photo.image_path ?? "/placeholder.svg"}
                    srcSet={photo.image?.srcset || undefined}
                    sizes="(min-width: 576px) 180px, 45vw"
                    width={photo.image?.width ?? 800}
                    height={photo.image?.height ?? 600}
                    alt={t("adminFabrics.gallery.photoAlt", { name, number: index + 1 })}
                    loading="lazy"
                    className="rounded border"
                  />
                  <Button
                    variant="outline-danger"
                    size="sm"
                    className="mt-1 w-100"
                    disabled={uploading}
                    onClick={() => {
                      setDeleteError(null);
                      setConfirming(photo);
                    }}
                    aria-label={t("adminFabrics.gallery.deleteAria", { number: index + 1 })}
                  >
                    {t("adminFabrics.gallery.delete")}
                  </Button>
                </li>
              ))}
            </ul>
          )}

          <Form
            className="border-top pt-3 mt-3"
            onSubmit={(event) => {
              event.preventDefault();
              void upload();
            }}
          >
            <Form.Group>
              <FilePicker
                inputRef={picker}
                id={pickerId}
                multiple
                accept={IMAGE_ACCEPT}
                disabled={uploading}
                error={pickError}
                hint={t("adminFabrics.gallery.pickHint")}
                label={
                  <>
                    <span aria-hidden="true">+ </span>
                    {t("adminFabrics.gallery.pick")}
                  </>
                }
                onChange={(event) => {
                  const chosen = Array.from(event.target.files ?? []);
                  const wrong = chosen.map((file) => imageProblem(file, t)).find(Boolean) ?? null;
                  setPickError(wrong);
                  setNotice(null);
                  setFiles(wrong ? [] : chosen);
                  if (wrong) event.target.value = "";
                }}
              />
            </Form.Group>
            {progress ? (
              <div className="mt-2">
                <ProgressBar
                  now={percent}
                  label={`${percent}%`}
                  aria-label={t("adminFabrics.gallery.progress", {
                    done: progress.done,
                    total: progress.total,
                  })}
                />
                <div className="small text-body-secondary mt-1" role="status">
                  {t("adminFabrics.gallery.progress", { done: progress.done, total: progress.total })}
                </div>
              </div>
            ) : null}
            <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
              <Button type="submit" variant="primary" disabled={uploading || files.length === 0}>
                {uploading ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
                {t("adminFabrics.gallery.upload")}
              </Button>
              {files.length > 0 && !uploading ? (
                <span className="small text-body-secondary">
                  {t("adminFabrics.gallery.selected", { count: files.length })}
                </span>
              ) : null}
            </div>
          </Form>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={uploading}>
            {t("adminFabrics.gallery.close")}
          </Button>
        </Modal.Footer>
      </Modal>
      <ConfirmDialog
        show={show && confirming !== null}
        title={t("adminFabrics.gallery.confirmTitle")}
        text={t("adminFabrics.gallery.confirmText")}
        confirmLabel={t("adminFabrics.gallery.confirm")}
        cancelLabel={t("adminFabrics.confirmDelete.cancel")}
        busy={deleting}
        error={deleteError}
        errorMessage={deleteError ? t("adminFabrics.errors.deletePhoto") : undefined}
        onConfirm={remove}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
