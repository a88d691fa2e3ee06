import "../../../styles/passport.css";
import { Link } from "react-router";
import type { PassportView } from "../../../../common/passport-view";
import { useTranslation } from "../../../i18n/translation";
import { useLocalizedHref } from "../../../lib/links";
import { CareSymbol } from "./CareSymbol";
import { PassportTests } from "./PassportTests";

type Props = { fabricId: number; passport: PassportView; lng: string };

/**
 * A fabric's "Traceability and care": where each step is made (linked to its facility on
 * /traceability), the fibres' origins and recycled shares, the care symbols with their texts, the
 * test results, the substances' declaration, and the passport as JSON-LD and the spec sheet.
 * Server-rendered from the loader's texts; no script of its own.
 */
export function FabricPassport({ fabricId, passport: p, lng }: Props) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section className="mt-5 pt-lg-3 fabric-passport" aria-labelledby="fabric-passport-title">
      <h2 id="fabric-passport-title" className="h3 mb-4">
        {t("passport.title")}
      </h2>
      <div className="row g-4">
        {p.steps.length > 0 ? (
          <div className="col-lg-6">
            <h3 className="h5">{t("passport.steps")}</h3>
            <ol className="passport-steps">
              {p.steps.map((s) => (
                <li key={s.step}>
                  <span className="fw-semibold d-block">{s.name}</span>
                  {s.facility ? (
                    <>
                      <Link to={`${href("/traceability")}#${s.facility.anchor}`}>{s.facility.name}</Link>
                      <span className="text-body-secondary">
                        {" · "}
                        {s.facility.city}, {s.facility.country}
                      </span>
                    </>
                  ) : (
                    <span>
                      {s.country} <span className="text-body-secondary">({t("passport.facilityNotShown")})</span>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {p.fibres.length > 0 || p.facts.length > 0 ? (
          <div className="col-lg-6">
            <h3 className="h5">{t("passport.fibres")}</h3>
            <ul className="list-unstyled passport-fibres">
              {p.fibres.map((f) => (
                <li key={f.share}>
                  <span className="fw-semibold">{f.share}</span>
                  {" · "}
                  {f.origin}
                  {f.recycled ? <span className="d-block">{f.recycled}</span> : null}
                </li>
              ))}
            </ul>
            {p.facts.length > 0 ? (
              <dl className="passport-facts mb-0">
                {p.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        ) : null}
      </div>
      {p.care.length > 0 ? (
        <>
          <h3 className="h5 mt-4">{t("passport.care")}</h3>
          <ul className="list-unstyled passport-care">
            {p.care.map((c) => (
              <li key={c.group}>
                <CareSymbol id={`${c.group}:${c.value}`} drawing={c.drawing} />
                <span>{c.text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {p.tests.length > 0 ? <PassportTests tests={p.tests} /> : null}
      {p.substances.svhc || p.substances.rsl ? (
        <>
          <h3 className="h5 mt-4">{t("passport.substances")}</h3>
          {p.substances.svhc ? <p className="mb-1">{p.substances.svhc}</p> : null}
          {p.substances.rsl ? <p>{p.substances.rsl}</p> : null}
        </>
      ) : null}
      <h3 className="h5 mt-4">{t("passport.downloads")}</h3>
      <ul className="list-inline passport-links mb-0">
        <li className="list-inline-item">
          <a href={`/api/fabrics/${fabricId}/passport.jsonld?lng=${lng}`} type="application/ld+json">
            {t("passport.jsonLd")}
          </a>
        </li>
      </ul>
    </section>
  );
}
