import { useId, useMemo, useState } from "react";
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
import {
  ErrorBanner,
  FormDialog,
  fieldErrors,
  fieldErrorText,
  LocalizedFields,
  type LocalizedValue,
  localizedFromApi,
  localizedToBody,
} from "../ui";
import type { ContentFormProps } from "../content/types";
import { FacilityTextField } from "./FacilityTextField";

type Props = ContentFormProps<FacilityDto>;

type Errors = Record<string, string | undefined>;

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
  const [text, setText] = useState({
    name: facility?.name ?? "",
    city: facility?.city ?? "",
    address: facility?.address ?? "",
    gln: facility?.gln ?? "",
    os_id: facility?.os_id ?? "",
  });
  const [kinds, setKinds] = useState<ReadonlySet<FacilityKind>>(() => new Set(facility?.kinds ?? []));
  const [ownership, setOwnership] = useState(facility?.ownership ?? "partner");
  const [country, setCountry] = useState(facility?.country ?? "TR");
  const [held, setHeld] = useState<ReadonlySet<number>>(
    () => new Set(facility?.certificates.map((c) => c.id) ?? []),
  );
  const [description, setDescription] = useState<LocalizedValue>(() =>
    localizedFromApi(facility?.description),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: "region", fallback: "code" });
    return [...ISO_COUNTRY_CODES]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);

  const toggle = <T,>(set: ReadonlySet<T>, value: T, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(value);
    else next.delete(value);
    return next;
  };

  async function save() {
    setFailure(null);
    const local: Errors = {};
    if (!text.name.trim()) local.name = t("admin.validation.required");
    if (kinds.size === 0) local.kinds = t("admin.validation.required");
    if (!description.tr.trim()) local.description = t("admin.validation.required");
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body = {
      ...text,
      kinds: FACILITY_KINDS.filter((kind) => kinds.has(kind)),
      ownership,
      country,
      certificate_ids: [...held],
      ...localizedToBody("description", description),
    };
    setSaving(true);
    try {
      const saved = creating
        ? await api.call(contracts.facilities.create, { query: { lng: "all" }, body })
        : await api.call(contracts.facilities.update, {
            params: { id: facility.id },
            query: { lng: "all" },
            body,
          });
      await review.save(saved.id);
      onSaved(creating);
    } catch (error) {
      const texts: Errors = {};
      for (const [key, code] of Object.entries(fieldErrors(error))) texts[key] = fieldErrorText(t, code);
      setErrors(texts);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof typeof text, label: string, max: number, hint?: string) => (
    <FacilityTextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={text[name]}
      onChange={(value) => setText((current) => ({ ...current, [name]: value }))}
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
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        saveLabel={t("adminFacilities.actions.save")}
        cancelLabel={t("adminFacilities.actions.cancel")}
        backdrop="static"
      >
        <ErrorBanner message={failure ? t("adminFacilities.failed") : null} error={failure} />
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
                  checked={kinds.has(kind)}
                  onChange={(event) => setKinds(toggle(kinds, kind, event.target.checked))}
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
                  checked={ownership === value}
                  onChange={() => setOwnership(value)}
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
                value={country}
                onChange={(event) => setCountry(event.target.value)}
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
                checked={held.has(c.id)}
                onChange={(event) => setHeld(toggle(held, c.id, event.target.checked))}
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
          value={description}
          onChange={setDescription}
          maxLength={FACILITY_LIMITS.description}
          errors={errors}
          disabled={saving}
        />
      </FormDialog>
    </ReviewScope>
  );
}
