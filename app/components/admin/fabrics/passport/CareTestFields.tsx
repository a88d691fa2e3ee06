import type { ParseKeys } from "i18next";
import { Button, Col, Row } from "react-bootstrap";
import { useTranslation } from "../../../../i18n/translation";
import {
  CARE,
  CARE_GROUPS,
  DYEING_PROCESSES,
  PASSPORT_LIMITS,
  TEST_PROPERTIES,
} from "../../../../../common/passport";
import { emptyTest, type PassportDraft, type TestDraft } from "./draft";
import { SelectField, TextField } from "./Field";
import { TestReport } from "./TestReport";

type Props = {
  /** The fabric whose lab reports the test rows upload. */
  fabricId: number;
  draft: PassportDraft;
  onChange(next: PassportDraft): void;
  errors: Record<string, string | undefined>;
  disabled: boolean;
};

/** The customs code, the dyeing, the care labels (ISO 3758) and the test results. */
export function CareTestFields({ fabricId, draft, onChange, errors, disabled }: Props) {
  const { t } = useTranslation();
  const none = t("adminFabrics.passport.notStated");
  const test = (i: number, patch: Partial<TestDraft>) =>
    onChange({ ...draft, tests: draft.tests.map((row, j) => (j === i ? { ...row, ...patch } : row)) });
  const testText = (i: number, field: "method" | "result" | "unit" | "lab", label: string) => (
    <TextField
      label={label}
      value={draft.tests[i]![field]}
      onChange={(value) => test(i, { [field]: value })}
      maxLength={PASSPORT_LIMITS.testText}
      error={errors[`tests.${i}.${field}`]}
      disabled={disabled}
    />
  );
  return (
    <>
      <Row xs={1} sm={2} className="g-2 mb-2">
        <Col>
          <TextField
            label={t("adminFabrics.passport.parts.hs_code")}
            value={draft.hs_code}
            onChange={(value) => onChange({ ...draft, hs_code: value })}
            maxLength={10}
            error={errors.hs_code}
            disabled={disabled}
          />
        </Col>
        <Col>
          <SelectField
            label={t("adminFabrics.passport.parts.dyeing_process")}
            value={draft.dyeing_process}
            onChange={(value) => onChange({ ...draft, dyeing_process: value })}
            options={DYEING_PROCESSES.map((d) => ({ value: d, label: t(`passportTerms.dyeing.${d}`) }))}
            empty={none}
            error={errors.dyeing_process}
            disabled={disabled}
          />
        </Col>
      </Row>
      <fieldset className="mb-3">
        <legend className="h6">{t("adminFabrics.passport.parts.care")}</legend>
        <Row xs={1} sm={2} className="g-2">
          {CARE_GROUPS.map((group) => (
            <Col key={group}>
              <SelectField
                label={t(`adminFabrics.passport.care.${group}`)}
                value={draft.care[group]}
                onChange={(value) => onChange({ ...draft, care: { ...draft.care, [group]: value } })}
                options={CARE[group].map((v) => ({
                  value: v,
                  label: t(`passportTerms.care.${group}.${v}` as ParseKeys),
                }))}
                empty={none}
                error={errors[`care.${group}`]}
                disabled={disabled}
              />
            </Col>
          ))}
        </Row>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t("adminFabrics.passport.parts.tests")}</legend>
        {draft.tests.map((row, i) => (
          <fieldset key={row.key} className="border rounded p-2 mb-2">
            <legend className="small fw-semibold float-none w-auto px-1 mb-0">
              {t("adminFabrics.passport.testN", { n: i + 1 })}
            </legend>
            <Row xs={1} sm={2} lg={3} className="g-2">
              <Col>
                <SelectField
                  label={t("passport.columns.property")}
                  value={row.property}
                  onChange={(value) => test(i, { property: value as TestDraft["property"] })}
                  options={TEST_PROPERTIES.map((p) => ({ value: p, label: t(`passportTerms.tests.${p}`) }))}
                  empty={none}
                  error={errors[`tests.${i}.property`]}
                  disabled={disabled}
                />
              </Col>
              <Col>{testText(i, "method", t("adminFabrics.passport.method"))}</Col>
              <Col>{testText(i, "result", t("passport.columns.result"))}</Col>
              <Col>{testText(i, "unit", t("adminFabrics.passport.unit"))}</Col>
              <Col>
                <TextField
                  label={t("passport.columns.date")}
                  type="date"
                  value={row.tested_on}
                  onChange={(value) => test(i, { tested_on: value })}
                  error={errors[`tests.${i}.tested_on`]}
                  disabled={disabled}
                />
              </Col>
              <Col>{testText(i, "lab", t("passport.columns.lab"))}</Col>
            </Row>
            <TestReport
              fabricId={fabricId}
              n={i + 1}
              report={row.report}
              onChange={(report) => test(i, { report })}
              error={errors[`tests.${i}.report`]}
              disabled={disabled}
            />
            <Button
              size="sm"
              variant="outline-danger"
              disabled={disabled}
              onClick={() => onChange({ ...draft, tests: draft.tests.filter((_, j) => j !== i) })}
            >
              {t("adminFabrics.passport.removeTest", { n: i + 1 })}
            </Button>
          </fieldset>
        ))}
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={disabled || draft.tests.length >= PASSPORT_LIMITS.tests}
          onClick={() => onChange({ ...draft, tests: [...draft.tests, emptyTest()] })}
        >
          {t("adminFabrics.passport.addTest")}
        </Button>
      </fieldset>
    </>
  );
}
