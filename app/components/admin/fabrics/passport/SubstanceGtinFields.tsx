import { Col, Row } from "react-bootstrap";
import { useTranslation } from "../../../../i18n/translation";
import { PASSPORT_LIMITS } from "../../../../../common/passport";
import type { PassportDraft } from "./draft";
import { TextField } from "./Field";

type Props = {
  draft: PassportDraft;
  onChange(next: PassportDraft): void;
  errors: Record<string, string | undefined>;
  disabled: boolean;
};

/** The substances' check (REACH SVHC, the RSL followed) and each colourway's GTIN. */
export function SubstanceGtinFields({ draft, onChange, errors, disabled }: Props) {
  const { t } = useTranslation();
  const svhcError = Object.entries(errors).find(
    ([key, text]) => key.startsWith("substances.svhc") && text,
  )?.[1];
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">{t("adminFabrics.passport.parts.substances")}</legend>
        <Row xs={1} sm={2} className="g-2">
          <Col>
            <TextField
              label={t("adminFabrics.passport.checkedOn")}
              type="date"
              value={draft.checked_on}
              onChange={(value) => onChange({ ...draft, checked_on: value })}
              error={errors["substances.checked_on"]}
              disabled={disabled}
            />
          </Col>
          <Col>
            <TextField
              label={t("adminFabrics.passport.rsl")}
              value={draft.rsl}
              onChange={(value) => onChange({ ...draft, rsl: value })}
              maxLength={PASSPORT_LIMITS.rsl}
              error={errors["substances.rsl"]}
              disabled={disabled}
            />
          </Col>
        </Row>
        <TextField
          label={t("adminFabrics.passport.svhc")}
          as="textarea"
          rows={2}
          value={draft.svhc}
          onChange={(value) => onChange({ ...draft, svhc: value })}
          error={svhcError}
          disabled={disabled}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t("adminFabrics.passport.parts.gtin")}</legend>
        {draft.colourways.length === 0 ? (
          <p className="small text-body-secondary">{t("adminFabrics.passport.noColourways")}</p>
        ) : null}
        <Row xs={1} sm={2} className="g-2">
          {draft.colourways.map((c, i) => (
            <Col key={c.ref}>
              <TextField
                label={t("adminFabrics.passport.gtinOf", { ref: c.ref })}
                value={c.gtin}
                inputMode="numeric"
                onChange={(value) =>
                  onChange({
                    ...draft,
                    colourways: draft.colourways.map((x, j) => (j === i ? { ...x, gtin: value } : x)),
                  })
                }
                maxLength={14}
                error={errors[`colourways.${i}.gtin`]}
                disabled={disabled}
              />
            </Col>
          ))}
        </Row>
      </fieldset>
    </>
  );
}
