import { Badge } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { collectionLabel } from "../collections/types";
import { missingTechnicalData } from "./card-form";
import { type AdminFabric, trText } from "./types";

/** The fabric list's main cell's content: name, article code, collection, a missing card, photo count. */
export function FabricNameCell({ fabric }: { fabric: AdminFabric }) {
  const { t } = useTranslation();
  const name = trText(fabric.name);
  return (
    <>
      <div className="fw-semibold text-break">{name}</div>
      {fabric.code ? (
        <div className="small font-monospace text-break" data-testid="fabric-code">
          {fabric.code}
        </div>
      ) : null}
      {fabric.collection ? (
        <div className="small text-body-secondary text-break" data-testid="fabric-collection">
          {collectionLabel(fabric.collection)}
        </div>
      ) : null}
      {missingTechnicalData(fabric) ? (
        <Badge
          bg="warning"
          text="dark"
          className="fw-normal text-wrap text-start"
          title={t("adminFabrics.card.missingTitle")}
        >
          {t("adminFabrics.card.missing")}
        </Badge>
      ) : null}
      <div className="small text-body-secondary">
        {t("adminFabrics.photos", { count: fabric.photo_count })}
      </div>
    </>
  );
}
