import "../../../styles/traceability.css";
import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { certificateAnchor } from "../certificates/types";
import type { FacilityData } from "./types";

/** One facility under a step of /traceability: name, own or partner, place, what it does, its certificates. */
export function FacilityCard({ facility: f, headingId }: { facility: FacilityData; headingId: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <article className="card h-100 facility-card" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title mb-2">
          {f.name}
        </h3>
        <p className="mb-2">
          <span className={`badge facility-badge facility-badge-${f.ownership} me-2`}>
            {t(`traceability.ownership.${f.ownership}`)}
          </span>
          <span>
            <span className="visually-hidden">{t("traceability.place")}: </span>
            {f.city}, {f.country}
          </span>
        </p>
        {f.description ? <p className="card-text mb-2">{f.description}</p> : null}
        {f.certificates.length > 0 ? (
          <p className="mb-0 small">
            <span className="fw-semibold">{t("traceability.certificates")}: </span>
            {f.certificates.map((c, i) => (
              <span key={c.id}>
                {i > 0 ? ", " : null}
                <Link to={`${href("/certificates")}#${certificateAnchor(c.id)}`}>{c.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}
