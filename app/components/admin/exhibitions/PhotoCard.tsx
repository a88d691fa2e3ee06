import type { DragEvent } from "react";
import { Badge, Button, ButtonGroup, Card } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import type { Lang } from "../../../../common/constants";
import { formatDate } from "./format";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { EditDeleteButtons } from "../ui";
import { type AdminPhoto, textIn } from "./types";

export type DragHandlers = {
  onDragStart(event: DragEvent<HTMLElement>, photo: AdminPhoto): void;
  onDragOver(event: DragEvent<HTMLElement>, photo: AdminPhoto): void;
  onDrop(event: DragEvent<HTMLElement>, photo: AdminPhoto): void;
  onDragEnd(): void;
};

type Props = {
  photo: AdminPhoto;
  /** 0-based place in the list. */
  index: number;
  total: number;
  lng: Lang;
  dragging: boolean;
  dropTarget: boolean;
  /** While an order change is being saved, the move buttons wait. */
  moving: boolean;
  drag: DragHandlers;
  onMove(photo: AdminPhoto, to: number, button: "earlier" | "later"): void;
  onEdit(photo: AdminPhoto): void;
  onDelete(photo: AdminPhoto): void;
};

/** One photo of the grid: image (250 px), title or 'Untitled', description, 'Added' date, order and actions. */
export function PhotoCard({
  photo,
  index,
  total,
  lng,
  dragging,
  dropTarget,
  moving,
  drag,
  onMove,
  onEdit,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const title = textIn(photo.title, "tr").trim();
  const description = textIn(photo.description, "tr").trim();
  const name = title || t("adminExhibitions.photos.untitled");
  const position = index + 1;
  return (
    <li
      className={`col admin-photo-item${dragging ? " is-dragging" : ""}${dropTarget ? " is-drop-target" : ""}`}
      data-photo-id={photo.id}
      draggable
      onDragStart={(event) => drag.onDragStart(event, photo)}
      onDragOver={(event) => drag.onDragOver(event, photo)}
      onDrop={(event) => drag.onDrop(event, photo)}
      onDragEnd={drag.onDragEnd}
    >
      <Card className="h-100 shadow-sm admin-photo-card">
        <div className="position-relative">
          <ResponsiveImage
            image={photo.image}
            alt=""
            sizes="(min-width: 1400px) 20vw, (min-width: 1200px) 25vw, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw"
            className="card-img-top admin-photo-img"
          />
          <Badge bg="dark" className="position-absolute top-0 start-0 m-2 admin-photo-position">
            {t("adminExhibitions.photos.position", { position, total })}
          </Badge>
          <span
            className="admin-drag-handle position-absolute top-0 end-0 m-2"
            aria-hidden="true"
            title={t("adminExhibitions.photos.dragNamed", { title: name })}
          >
            ⠿
          </span>
        </div>
        <Card.Body className="d-flex flex-column">
          <h3 className={`h6 mb-1 text-break${title ? "" : " fst-italic text-body-secondary"}`}>{name}</h3>
          {description ? <p className="small mb-2 admin-clamp-3 text-break">{description}</p> : null}
          <p className="small text-body-secondary mb-0 mt-auto">
            {t("adminExhibitions.photos.added", { date: formatDate(photo.created_at, lng) })}
          </p>
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex flex-wrap align-items-center justify-content-between gap-2">
          <ButtonGroup size="sm" aria-label={t("adminExhibitions.photos.orderNamed", { title: name })}>
            <Button
              variant="outline-secondary"
              data-move="earlier"
              disabled={index === 0 || moving}
              onClick={() => onMove(photo, index - 1, "earlier")}
              aria-label={t("adminExhibitions.photos.moveEarlierNamed", { title: name, position })}
              title={t("adminExhibitions.photos.moveEarlier")}
            >
              <span aria-hidden="true">←</span>
            </Button>
            <Button
              variant="outline-secondary"
              data-move="later"
              disabled={index === total - 1 || moving}
              onClick={() => onMove(photo, index + 1, "later")}
              aria-label={t("adminExhibitions.photos.moveLaterNamed", { title: name, position })}
              title={t("adminExhibitions.photos.moveLater")}
            >
              <span aria-hidden="true">→</span>
            </Button>
          </ButtonGroup>
          <div className="d-flex gap-1">
            <EditDeleteButtons
              editName={t("adminExhibitions.photos.editNamed", { title: name })}
              deleteName={t("adminExhibitions.photos.deleteNamed", { title: name })}
              onEdit={() => onEdit(photo)}
              onDelete={() => onDelete(photo)}
            />
          </div>
        </Card.Footer>
      </Card>
    </li>
  );
}
