import "../../styles/admin-exhibitions.css";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { Button } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { Link } from "react-router";
import { isLang } from "../../../common/constants";
import { NoticeBar, failureReason, useNotice } from "../../components/admin/exhibitions/notices";
import { type DragHandlers, PhotoCard } from "../../components/admin/exhibitions/PhotoCard";
import { PhotoEditDialog } from "../../components/admin/exhibitions/PhotoEditDialog";
import { PhotoUploadDialog } from "../../components/admin/exhibitions/PhotoUploadDialog";
import { moveItem } from "../../components/admin/exhibitions/reorder";
import {
  ALL_LANGUAGES,
  type AdminExhibition,
  type AdminPhoto,
  textIn,
} from "../../components/admin/exhibitions/types";
import {
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Loading,
  MissingLanguageSelect,
  NothingMissing,
  useConfirmedDelete,
  useTranslationFilter,
} from "../../components/admin/ui";
import { AdminApiError, getAll } from "../../lib/admin/api";
import { useAdminMutation } from "../../lib/admin/mutation";
import { useRecordQuery } from "../../lib/admin/query";
import { contracts } from "../../../common/api/contracts";

type Loaded = { exhibition: AdminExhibition; photos: AdminPhoto[] };

/**
 * 'Exhibition Photos': the exhibition's photos in their display order; upload several at once,
 * edit texts, delete, and reorder by drag and drop or with the move buttons (each move saved).
 */
export default function ExhibitionPhotos() {
  const { t, i18n } = useTranslation();
  const lng = isLang(i18n.language) ? i18n.language : "tr";
  const loaded = useRecordQuery<Loaded>("exhibitionId", "Exhibition", async (api, exhibitionId, signal) => {
    const [exhibition, photos] = await Promise.all([
      api.call(contracts.exhibitions.item, { params: { id: exhibitionId }, query: ALL_LANGUAGES }, { signal }),
      getAll(api, contracts.exhibitions.photos, { params: { id: exhibitionId }, query: ALL_LANGUAGES }, signal),
    ]);
    return { exhibition, photos };
  });
  const { notice, success, failure, clear } = useNotice();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<AdminPhoto | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [refocus, setRefocus] = useState<{ id: number; button: "earlier" | "later" } | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const saveOrder = useAdminMutation((api, id: number, to: number) =>
    api.call(contracts.exhibitions.movePhoto, { params: { id }, body: { display_order: to } }),
  );

  const photos = loaded.data?.photos ?? NO_PHOTOS;
  // The filter hides photos, never reorders them: each card keeps its place in the whole gallery.
  const translation = useTranslationFilter("exhibition_photo", photos, setEditing);
  const exhibition = loaded.data?.exhibition;

  // After a move with the buttons, the focus follows the photo (to the other button at either end).
  useEffect(() => {
    if (!refocus || moving) return;
    const card = gridRef.current?.querySelector<HTMLElement>(`[data-photo-id="${refocus.id}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${refocus.button}"]`);
    const other = card?.querySelector<HTMLButtonElement>(
      `[data-move="${refocus.button === "earlier" ? "later" : "earlier"}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setRefocus(null);
  }, [refocus, moving]);

  /** Moves a photo to a 0-based place, shows it at once and saves it (PUT …/order). */
  const move = async (photo: AdminPhoto, to: number) => {
    const from = photos.findIndex((p) => p.id === photo.id);
    if (from < 0 || to < 0 || to >= photos.length || from === to || moving) return;
    const before = photos;
    const after = moveItem(photos, from, to);
    loaded.setData((current) => (current ? { ...current, photos: after } : current));
    setMoving(true);
    const name = textIn(photo.title, "tr").trim() || t("adminExhibitions.photos.untitled");
    const saved = await saveOrder.run(photo.id, to);
    setMoving(false);
    if (saved.ok) {
      const order = saved.value;
      const place = new Map(order.map((row) => [row.id, row.display_order]));
      loaded.setData((current) =>
        current
          ? {
              ...current,
              photos: current.photos.map((p) => ({
                ...p,
                display_order: place.get(p.id) ?? p.display_order,
              })),
            }
          : current,
      );
      setAnnouncement(
        t("adminExhibitions.photos.moved", { title: name, position: to + 1, total: photos.length }),
      );
    } else {
      loaded.setData((current) => (current ? { ...current, photos: before } : current));
      failure(
        t("adminExhibitions.photos.orderFailed", { error: failureReason(t, saved.error) }),
        saved.error,
      );
      void loaded.reload();
    }
  };

  const drag: DragHandlers = {
    onDragStart(event: DragEvent<HTMLElement>, photo) {
      if (moving) {
        event.preventDefault();
        return;
      }
      setDragId(photo.id);
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(photo.id));
    },
    onDragOver(event, photo) {
      if (dragId === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (overId !== photo.id) setOverId(photo.id);
    },
    onDrop(event, target) {
      event.preventDefault();
      const dragged = photos.find((p) => p.id === dragId);
      setDragId(null);
      setOverId(null);
      if (!dragged || dragged.id === target.id) return;
      void move(
        dragged,
        photos.findIndex((p) => p.id === target.id),
      );
    },
    onDragEnd() {
      setDragId(null);
      setOverId(null);
    },
  };

  const removal = useConfirmedDelete(
    (api, photo: AdminPhoto) => api.call(contracts.exhibitions.removePhoto, { params: { id: photo.id } }),
    async () => {
      success(t("adminExhibitions.photos.deleted"));
      await loaded.reload();
    },
  );
  const deleting = removal.last;

  const notFound = loaded.error instanceof AdminApiError && loaded.error.status === 404;
  const title = exhibition ? textIn(exhibition.title, "tr") : "";

  return (
    <div className="admin-exhibitions">
      <Link
        to={exhibition ? `/admin/exhibitions/country/${exhibition.country_id}` : "/admin/exhibitions"}
        className="btn btn-outline-dark btn-sm mb-3"
      >
        <span aria-hidden="true">← </span>
        {t("adminExhibitions.photos.back")}
      </Link>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-3">
        <h2 className="h4 mb-0 text-break">{title}</h2>
        {exhibition ? (
          <Button variant="primary" onClick={() => setUploadOpen(true)}>
            <span aria-hidden="true">+ </span>
            {t("adminExhibitions.photos.add")}
          </Button>
        ) : null}
      </div>

      <NoticeBar notice={notice} onDismiss={clear} />
      <div className="visually-hidden" aria-live="assertive">
        {announcement}
      </div>
      {notFound ? (
        <EmptyState>{t("adminExhibitions.photos.notFound")}</EmptyState>
      ) : loaded.error ? (
        <ErrorBanner message={t("adminExhibitions.photos.loadFailed")} error={loaded.error} />
      ) : null}

      {!loaded.data && loaded.loading ? <Loading label={t("adminExhibitions.photos.loading")} /> : null}

      {loaded.data ? (
        photos.length === 0 ? (
          <EmptyState>
            <p className="h5 text-body mb-2">{t("adminExhibitions.photos.emptyTitle")}</p>
            <p className="mb-0">{t("adminExhibitions.photos.emptyHint")}</p>
          </EmptyState>
        ) : (
          <>
            <p className="small text-body-secondary mb-3">
              <span className="fw-semibold text-body">
                {t("adminExhibitions.photos.count", { count: photos.length })}
              </span>
              {" · "}
              {t("adminExhibitions.photos.orderHint")}
            </p>
            <MissingLanguageSelect
              value={translation.missing}
              onChange={translation.setMissing}
              className="w-auto mb-3"
            />
            {translation.rows.length === 0 ? <NothingMissing lng={translation.missing} /> : null}
            <ul
              ref={gridRef}
              className="row row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-xl-4 row-cols-xxl-5 g-3 list-unstyled mb-0 admin-photo-grid"
              aria-label={t("adminExhibitions.photos.listLabel")}
              aria-busy={moving || undefined}
            >
              {translation.rows.map((photo) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  index={photos.indexOf(photo)}
                  total={photos.length}
                  lng={lng}
                  dragging={dragId === photo.id}
                  dropTarget={overId === photo.id && dragId !== photo.id}
                  moving={moving}
                  drag={drag}
                  onMove={(p, to, button) => {
                    setRefocus({ id: p.id, button });
                    void move(p, to);
                  }}
                  onEdit={setEditing}
                  onDelete={removal.ask}
                />
              ))}
            </ul>
          </>
        )
      ) : null}

      {exhibition ? (
        <PhotoUploadDialog
          show={uploadOpen}
          exhibitionId={exhibition.id}
          onDone={(count) => {
            setUploadOpen(false);
            success(t("adminExhibitions.photos.uploaded", { count }));
            void loaded.reload();
          }}
          onPartial={() => void loaded.reload()}
          onClose={(uploaded, total) => {
            setUploadOpen(false);
            if (total > 0) {
              if (uploaded < total)
                success(t("adminExhibitions.photos.uploadCancelled", { done: uploaded, total }));
              void loaded.reload();
            }
          }}
        />
      ) : null}

      <PhotoEditDialog
        photo={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          success(t("adminExhibitions.photos.updated"));
          void loaded.reload();
        }}
      />

      <ConfirmDialog
        title={t("adminExhibitions.photos.deleteTitle")}
        text={
          deleting ? (
            <>
              <p className="mb-2">{t("adminExhibitions.photos.deleteText")}</p>
              <p className="fw-semibold mb-0 text-break">
                {textIn(deleting.title, "tr").trim() || t("adminExhibitions.photos.untitled")}
              </p>
            </>
          ) : null
        }
        {...removal.dialogProps(t("adminExhibitions.photos.deleteFailed"))}
      />
    </div>
  );
}

const NO_PHOTOS: AdminPhoto[] = [];
