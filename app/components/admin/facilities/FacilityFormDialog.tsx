import { useId, useMemo } from "react";
import { contracts } from "../../../../common/api/contracts";
import { Col, Form, Row } from "react-bootstrap";
import { CERTIFICATE_NAMES } from "../../../../common/certificates";
import type { CertificateDto } from "../../../../common/api/certificates";
import type { FacilityDto } from "../../../../common/api/facilities";
import { FACILITY_KINDS, FACILITY_OWNERSHIPS, type FacilityKind } from "../../../../common/constants";
import { FACILITY_LIMITS, ISO_COUNTRY_CODES } from "../../../../common/facilities";
import { useTranslation } from "../../../i18n/translation";
import { getAll, useAdminApi } from "../../../lib/admin/api";
import { useAdminQuery } from "../../../lib/admin/query";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import { FormDialog, LocalizedFields, localizedFromApi, localizedToBody } from "../ui";
import { saveContent } from "../content/save";
import type { ContentFormProps } from "../content/types";
import { type FieldErrors, useFormDraft } from "../content/useFormDraft";
import { FacilityTextField } from "./FacilityTextField";

type Props = ContentFormProps<FacilityDto>;

/** Add or edit a facility: name, kinds of work, own or partner, place, identifiers, certificates, description. */
export function FacilityFormDialog({ show, item: facility, onHide, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const api = useAdminApi();
  // Every certificate (expired ones too), to choose those the facility holds.
  const all = useAdminQuery("certificates", (client, signal) =>
    getAll(client, contracts.certificates.list, { query: { lng: "all" } }, signal),
  );
  const certificates: readonly CertificateDto[] = all.data ?? [];
  const review = useReviewMarks("facility", facility?.id);
  const id = useId();
  const creating = facility === null;
  const form = useFormDraft(() => ({
    name: facility?.name ?? "",
    city: facility?.city ?? "",
    address: facility?.address ?? "",
    gln: facility?.gln ?? "",
    os_id: facility?.os_id ?? "",
    kinds: new Set(facility?.kinds ?? []) as ReadonlySet<FacilityKind>,
    ownership: facility?.ownership ?? "partner",
    country: facility?.country ?? "TR",
    held: new Set(facility?.certificates.map((c) => c.id) ?? []) as ReadonlySet<number>,
    description: localizedFromApi(facility?.description),
  }));
  const { draft, set, errors, saving, failure } = form;

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: "region", fallback: "code" });
    return [...ISO_COUNTRY_CODES]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);

  const toggle = <T,>(current: ReadonlySet<T>, value: T, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };

  async function save() {
    const done = await form.submit(
      async ({ held, kinds, description, ...values }) => {
        const body = {
          ...values,
          kinds: FACILITY_KINDS.filter((kind) => kinds.has(kind)),
          certificate_ids: [...held],
          ...localizedToBody("description", description),
        };
        await review.save(await saveContent(api, contracts.facilities, facility?.id, body));
      },
      (values) => {
        const local: FieldErrors = {};
        if (!values.name.trim()) local.name = t("admin.validation.required");
        if (values.kinds.size === 0) local.kinds = t("admin.validation.required");
        if (!values.description.tr.trim()) local.description = t("admin.validation.required");
        return Object.keys(local).length > 0 ? local : null;
      },
    );
    if (done.ok) onSaved(creating);
  }

  const field = (
    name: "name" | "city" | "address" | "gln" | "os_id",
    label: string,
    max: number,
    hint?: string,
  ) => (
    <FacilityTextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={draft[name]}
      onChange={(value) => set(name, value)}
      maxLength={max}
      disabled={saving}
      error={errors[name]}
      hint={hint}
    />
  );

  return (
    <ReviewScope marks={review}>
      <FormDialog
        show={show}
        title={creating ? t("adminFacilities.add") : t("adminFacilities.edit")}
        busy={saving}
        onClose={onHide}
        onSave={save}
        failure={failure}
        failureMessage={t("adminFacilities.failed")}
        saveLabel={t("adminFacilities.actions.save")}
        cancelLabel={t("adminFacilities.actions.cancel")}
        backdrop="static"
      >
        <div className="mb-3">{field("name", t("adminFacilities.fields.name"), FACILITY_LIMITS.name)}</div>
        <Row className="g-3 mb-3">
          <Col md={7}>
            <fieldset aria-describedby={errors.kinds ? `${id}-kinds-error` : undefined}>
              <legend className="form-label fs-6">{t("adminFacilities.fields.kinds")}</legend>
              {FACILITY_KINDS.map((kind) => (
                <Form.Check
                  key={kind}
                  inline
                  type="checkbox"
                  id={`${id}-kind-${kind}`}
                  name="kinds"
                  value={kind}
                  label={t(`traceability.steps.${kind}`)}
                  checked={draft.kinds.has(kind)}
                  onChange={(event) => set("kinds", toggle(draft.kinds, kind, event.target.checked))}
                  disabled={saving}
                  isInvalid={Boolean(errors.kinds)}
                />
              ))}
              {errors.kinds ? (
                <div id={`${id}-kinds-error`} className="invalid-feedback d-block">
                  {errors.kinds}
                </div>
              ) : null}
            </fieldset>
          </Col>
          <Col md={5}>
            <fieldset>
              <legend className="form-label fs-6">{t("adminFacilities.fields.ownership")}</legend>
              {FACILITY_OWNERSHIPS.map((value) => (
                <Form.Check
                  key={value}
                  inline
                  type="radio"
                  id={`${id}-ownership-${value}`}
                  name="ownership"
                  value={value}
                  label={t(`traceability.ownership.${value}`)}
                  checked={draft.ownership === value}
                  onChange={() => set("ownership", value)}
                  disabled={saving}
                />
              ))}
            </fieldset>
          </Col>
          <Col sm={6}>
            <Form.Group controlId={`${id}-country`}>
              <Form.Label>{t("adminFacilities.fields.country")}</Form.Label>
              <Form.Select
                name="country"
                value={draft.country}
                onChange={(event) => set("country", event.target.value)}
                disabled={saving}
                isInvalid={Boolean(errors.country)}
              >
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </Form.Select>
              {errors.country ? (
                <Form.Control.Feedback type="invalid">{errors.country}</Form.Control.Feedback>
              ) : null}
            </Form.Group>
          </Col>
          <Col sm={6}>{field("city", t("adminFacilities.fields.city"), FACILITY_LIMITS.city)}</Col>
          <Col xs={12}>{field("address", t("adminFacilities.fields.address"), FACILITY_LIMITS.address)}</Col>
          <Col sm={6}>
            {field("gln", t("adminFacilities.fields.gln"), 13, t("adminFacilities.fields.glnHint"))}
          </Col>
          <Col sm={6}>
            {field("os_id", t("adminFacilities.fields.osId"), 15, t("adminFacilities.fields.osIdHint"))}
          </Col>
        </Row>
        <fieldset
          className="mb-3"
          aria-describedby={errors.certificate_ids ? `${id}-certificates-error` : undefined}
        >
          <legend className="form-label fs-6">{t("adminFacilities.fields.certificates")}</legend>
          {all.data === undefined ? null : certificates.length === 0 ? (
            <p className="text-body-secondary small mb-0">{t("adminFacilities.fields.noCertificates")}</p>
          ) : (
            certificates.map((c) => (
              <Form.Check
                key={c.id}
                type="checkbox"
                id={`${id}-certificate-${c.id}`}
                name="certificate_ids"
                value={c.id}
                label={`${CERTIFICATE_NAMES[c.standard]} · ${c.number}`}
                checked={draft.held.has(c.id)}
                onChange={(event) => set("held", toggle(draft.held, c.id, event.target.checked))}
                disabled={saving}
              />
            ))
          )}
          {errors.certificate_ids ? (
            <div id={`${id}-certificates-error`} className="invalid-feedback d-block">
              {errors.certificate_ids}
            </div>
          ) : null}
        </fieldset>
        <LocalizedFields
          name="description"
          label={t("adminFacilities.fields.description")}
          as="textarea"
          rows={3}
          value={draft.description}
          onChange={(value) => set("description", value)}
          maxLength={FACILITY_LIMITS.description}
          errors={errors}
          disabled={saving}
        />
      </FormDialog>
    </ReviewScope>
  );
}
