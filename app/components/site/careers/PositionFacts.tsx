import type { EmploymentType } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";

type Facts = { department: string; location: string; employmentType: EmploymentType };

/** A position's department, place and employment type, as a short list of terms. */
export function PositionFacts({ position }: { position: Facts }) {
  const { t } = useTranslation();
  return (
    <dl className="position-facts d-flex flex-wrap gap-3 small mb-3">
      {position.department ? (
        <div>
          <dt className="d-inline fw-semibold">{t("positions.department")}:</dt>{" "}
          <dd className="d-inline m-0">{position.department}</dd>
        </div>
      ) : null}
      <div>
        <dt className="d-inline fw-semibold">{t("positions.location")}:</dt>{" "}
        <dd className="d-inline m-0">{position.location}</dd>
      </div>
      <div>
        <dt className="d-inline fw-semibold">{t("positions.type")}:</dt>{" "}
        <dd className="d-inline m-0">{t(`positions.employmentTypes.${position.employmentType}`)}</dd>
      </div>
    </dl>
  );
}
