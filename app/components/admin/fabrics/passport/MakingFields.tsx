import { Col, Row } from "react-bootstrap";
import { useTranslation } from "../../../../i18n/translation";
import type { CertificateDto } from "../../../../../common/api/certificates";
import type { FacilityDto } from "../../../../../common/api/facilities";
import { RECYCLED_SOURCES } from "../../../../../common/passport";
import type { FibreDraft, PassportDraft, StepDraft } from "./draft";
import { SelectField, TextField } from "./Field";

type Props = {
  draft: PassportDraft;
  onChange(next: PassportDraft): void;
  errors: Record<string, string | undefined>;
  facilities: readonly FacilityDto[];
  certificates: readonly CertificateDto[];
  disabled: boolean;
};

/** The fibres' origins and recycled shares, and the steps of the making with their facilities. */
export function MakingFields({ draft, onChange, errors, facilities, certificates, disabled }: Props) {
  const { t } = useTranslation();
  const none = t("adminFabrics.passport.notStated");
  const fibre = (i: number, patch: Partial<FibreDraft>) =>
    onChange({ ...draft, fibres: draft.fibres.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  const step = (i: number, patch: Partial<StepDraft>) =>
    onChange({ ...draft, steps: draft.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const certificateOptions = certificates.map((c) => ({
    value: String(c.id),
    label: `${c.standard} ${c.number}`,
  }));
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">{t("adminFabrics.passport.parts.fibres")}</legend>
        {draft.fibres.length === 0 ? (
          <p className="small text-body-secondary">{t("adminFabrics.passport.noComposition")}</p>
        ) : null}
        {draft.fibres.map((f, i) => (
          <fieldset key={f.fiber} className="border rounded p-2 mb-2">
            <legend className="small fw-semibold float-none w-auto px-1 mb-0">
              {t("adminFabrics.passport.fibre", {
                fiber: t(`fabricCard.fibers.${f.fiber}`),
                percent: f.percent,
              })}
            </legend>
            <Row xs={1} sm={2} className="g-2">
              <Col>
                <TextField
                  label={t("adminFabrics.passport.origin")}
                  value={f.origin_country}
                  onChange={(value) => fibre(i, { origin_country: value.toUpperCase() })}
                  maxLength={2}
                  error={errors[`fibres.${i}.origin_country`]}
                  disabled={disabled}
                />
              </Col>
              <Col>
                <SelectField
                  label={t("adminFabrics.passport.certificate")}
                  value={f.certificate_id}
                  onChange={(value) => fibre(i, { certificate_id: value })}
                  options={certificateOptions}
                  empty={none}
                  error={errors[`fibres.${i}.certificate_id`]}
                  disabled={disabled}
                />
              </Col>
              <Col>
                <TextField
                  label={t("adminFabrics.passport.recycledPercent")}
                  type="number"
                  min={0}
                  max={100}
                  value={f.recycled_percent}
                  onChange={(value) => fibre(i, { recycled_percent: value })}
                  error={errors[`fibres.${i}.recycled_percent`]}
                  disabled={disabled}
                />
              </Col>
              <Col>
                <SelectField
                  label={t("adminFabrics.passport.recycledSource")}
                  value={f.recycled_source}
                  onChange={(value) => fibre(i, { recycled_source: value })}
                  options={RECYCLED_SOURCES.map((s) => ({
                    value: s,
                    label: t(`passportTerms.recycled.${s}`),
                  }))}
                  empty={none}
                  error={errors[`fibres.${i}.recycled_source`]}
                  disabled={disabled}
                />
              </Col>
            </Row>
          </fieldset>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t("adminFabrics.passport.parts.steps")}</legend>
        <p className="small text-body-secondary">{t("adminFabrics.passport.stepsHelp")}</p>
        {draft.steps.map((s, i) => (
          <fieldset key={s.step} className="border rounded p-2 mb-2">
            <legend className="small fw-semibold float-none w-auto px-1 mb-0">
              {t(`traceability.steps.${s.step}`)}
            </legend>
            <Row xs={1} sm={2} className="g-2">
              <Col>
                <SelectField
                  label={t("adminFabrics.passport.facility")}
                  value={s.facility_id}
                  onChange={(value) => step(i, { facility_id: value })}
                  options={facilities
                    .filter((facility) => (facility.kinds as string[]).includes(s.step))
                    .map((facility) => ({
                      value: String(facility.id),
                      label: `${facility.name} (${facility.country})`,
                    }))}
                  empty={t("adminFabrics.passport.noFacility")}
                  error={errors[`steps.${s.step}.facility_id`]}
                  disabled={disabled}
                />
              </Col>
              <Col>
                <TextField
                  label={t("adminFabrics.passport.stepCountry")}
                  value={s.facility_id === "" ? s.country : ""}
                  onChange={(value) => step(i, { country: value.toUpperCase() })}
                  maxLength={2}
                  error={errors[`steps.${s.step}.country`]}
                  disabled={disabled || s.facility_id !== ""}
                />
              </Col>
            </Row>
          </fieldset>
        ))}
      </fieldset>
    </>
  );
}
