import { Link } from "react-router";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { CertificateFileLink } from "./CertificateFileLink";
import {
  type CertificatePageData,
  COMPANY_STANDARDS,
  certificateAnchor,
  EMBLEM_SIZE,
  emblemOf,
} from "./types";

/**
 * One certificate on /certificates (its id the target of the fabric pages' links): emblem,
 * standard, what it attests, number, issuing body, scope, last valid day, the scan, and the
 * fabrics it covers (the first few by name, all of them in the fabric finder).
 */
export function CertificateEntry({ certificate: c }: { certificate: CertificatePageData }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const titleId = `${certificateAnchor(c.id)}-title`;
  const rest = c.fabricTotal - c.fabrics.length;
  const facts = [
    ["number", c.number],
    ["issuer", c.issuer],
    ["scope", c.scope],
    [
      "validUntil",
      <time key="until" dateTime={c.validUntil.day}>
        {c.validUntil.text}
      </time>,
    ],
  ] as const;
  return (
    <article id={certificateAnchor(c.id)} className="certificate-entry" aria-labelledby={titleId}>
      <img
        src={emblemOf(c.standard)}
        {...EMBLEM_SIZE}
        alt=""
        loading="lazy"
        decoding="async"
        className="certificate-emblem"
      />
      <div className="certificate-head">
        <h2 id={titleId} className="h3 mb-2">
          {c.name}
        </h2>
        <p className="mb-3">{t(`certificateStandards.${c.standard}`)}</p>
      </div>
      <div className="certificate-body">
        <dl className="fabric-specs mb-3">
          {facts.map(([label, value]) => (
            <div key={label} className="row g-0 fabric-specs-row">
              <dt className="col-sm-4 pe-sm-3">{t(`certificatePage.${label}`)}</dt>
              <dd className="col-sm-8 mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <CertificateFileLink file={c.file} className="fw-semibold" />
        {c.fabricTotal > 0 ? (
          <div className="mt-4">
            <h3 className="h6 mb-2">{t("certificatePage.fabrics")}</h3>
            <ul className="certificate-fabric-list list-unstyled mb-2">
              {c.fabrics.map((f) => (
                <li key={f.id}>
                  <Link to={href(`/fabric/${f.id}`)}>{f.name}</Link>
                </li>
              ))}
              {rest > 0 ? (
                <li className="text-body-secondary">{t("certificatePage.more", { count: rest })}</li>
              ) : null}
            </ul>
            <Link to={href("/fabrics", { certificate: String(c.id) })} className="small">
              {t("certificatePage.finder")}
            </Link>
          </div>
        ) : COMPANY_STANDARDS.has(c.standard) ? (
          <p className="text-body-secondary mt-4 mb-0">{t("certificatePage.company")}</p>
        ) : null}
      </div>
    </article>
  );
}
