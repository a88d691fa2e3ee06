import { type ReactNode, useId, useRef, useState } from "react";
import { Col, Form, Row } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { CERTIFICATE_NAMES } from "../../../../common/certificates";
import { CERTIFICATE_STANDARDS, TEXT_LIMITS } from "../../../../common/constants";
import { getAll, useAdminApi } from "../../../lib/admin/api";
import { ReviewScope, useReviewMarks } from "../../../lib/admin/translation-review";
import { useAdminQuery } from "../../../lib/admin/query";
import { FormDialog, LocalizedFields } from "../ui";
import {
  type CertificateDraft,
  certificateBody,
  checkDraft,
  draftFrom,
  isStandard,
  serverErrors,
} from "./certificate-form";
import type { ContentFormProps } from "../content/types";
import { useFormDraft } from "../content/useFormDraft";
import { CertificateFileInput } from "./CertificateFileInput";
import { FabricChecklist } from "./FabricChecklist";
import { type AdminCertificate, certificateName } from "./validity";
import { contracts } from "../../../../common/api/contracts";

type Props = ContentFormProps<AdminCertificate>;

/** Number and issuer are short texts (the API: at most 100 and 200 characters). */
const NUMBER_MAX = 100;

/**
 * Add or edit a certificate: standard, number, issuer, scope in five languages (tr required),
 * the days it is valid, its scan (PDF, JPEG or PNG; a new one replaces the old) and the fabrics
 * it covers (every fabric, read page by page, to tick).
 */
export function CertificateFormDialog({ show, item: certificate, onHide, onSaved }: Props) {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("certificate", certificate?.id);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const creating = certificate === null;
  const [file, setFile] = useState<File | null>(null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set(certificate?.fabric_ids ?? []));
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
    );
  const form = useFormDraft<CertificateDraft>(() => draftFrom(certificate), {
    clearOnChange: true,
    serverErrors: (error) => serverErrors(t, error),
    onErrors: focusFirstError,
  });
  const { draft, set, errors, saving, failure } = form;
  const fabrics = useAdminQuery("certificate-fabrics", (client, signal) =>
    getAll(client, contracts.fabrics.list, { query: { lng: "all" } }, signal),
  );

  async function save() {
    const done = await form.submit(
      async (values) => {
        // Only fabrics that still exist; without the list, the certificate keeps the ones it has.
        const known = fabrics.data ? new Set(fabrics.data.map((fabric) => fabric.id)) : null;
        const fabricIds = known ? [...selected].filter((fabricId) => known.has(fabricId)) : null;
        const body = certificateBody(values, fabricIds, file);
        const saved = creating
          ? await api.call(contracts.certificates.create, { body })
          : await api.call(contracts.certificates.update, { params: { id: certificate.id }, body });
        await review.save(saved.id);
        return saved;
      },
      (values) => {
        const found = checkDraft(t, values);
        return Object.values(found).some(Boolean) ? found : null;
      },
    );
    if (done.ok) onSaved(creating);
  }

  /** A labelled input with its message and hint (ids wired for screen readers). */
  const field = (
    key: keyof CertificateDraft,
    label: string,
    control: (props: object) => ReactNode,
    hint?: string,
  ) => {
    const inputId = `${id}-${key}`;
    const error = errors[key];
    const described = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean);
    return (
      <Form.Group controlId={inputId}>
        <Form.Label>
          {label}
          <span className="text-danger"> *</span>
        </Form.Label>
        {control({
          required: true,
          "aria-required": true,
          disabled: saving,
          isInvalid: Boolean(error),
          "aria-invalid": Boolean(error) || undefined,
          "aria-describedby": described.join(" ") || undefined,
        })}
        {error ? (
          <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
            {error}
          </Form.Control.Feedback>
        ) : null}
        {hint ? <Form.Text id={`${inputId}-hint`}>{hint}</Form.Text> : null}
      </Form.Group>
    );
  };
  const text = (key: "number" | "issuer", maxLength: number, placeholder: string) => (props: object) => (
    <Form.Control
      {...props}
      value={draft[key]}
      maxLength={maxLength}
      placeholder={placeholder}
      autoComplete="off"
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const date = (key: "valid_from" | "valid_until") => (props: object) => (
    <Form.Control
      {...props}
      type="date"
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <ReviewScope marks={review}>
      <FormDialog
        show={show}
        title={
          creating
            ? t("adminCertificates.form.addTitle")
            : t("adminCertificates.form.editTitle", { name: certificateName(certificate) })
        }
        titleClassName="text-break"
        busy={saving}
        onClose={onHide}
        onSave={save}
        failure={failure}
        failureMessage={t("adminCertificates.errors.save")}
        invalidMessage={hasErrors ? t("adminCertificates.form.fixErrors") : null}
        formRef={formRef}
        saveLabel={t("adminCertificates.form.save")}
        cancelLabel={t("adminCertificates.form.cancel")}
        backdrop="static"
      >
        <Row className="g-3 mb-3">
          <Col md={6}>
            {field("standard", t("adminCertificates.form.standard"), (props) => (
              <Form.Select
                {...props}
                value={draft.standard}
                onChange={(event) =>
                  set("standard", isStandard(event.target.value) ? event.target.value : "")
                }
              >
                <option value="" disabled={!creating}>
                  {t("adminCertificates.form.chooseStandard")}
                </option>
                {CERTIFICATE_STANDARDS.map((standard) => (
                  <option key={standard} value={standard}>
                    {CERTIFICATE_NAMES[standard]}
                  </option>
                ))}
              </Form.Select>
            ))}
          </Col>
          <Col md={6}>
            {field(
              "number",
              t("adminCertificates.form.number"),
              text("number", NUMBER_MAX, t("adminCertificates.form.numberPlaceholder")),
            )}
          </Col>
          <Col xs={12}>
            {field(
              "issuer",
              t("adminCertificates.form.issuer"),
              text("issuer", TEXT_LIMITS.name, t("adminCertificates.form.issuerPlaceholder")),
            )}
          </Col>
        </Row>
        <LocalizedFields
          name="scope"
          label={t("adminCertificates.form.scope")}
          hint={t("adminCertificates.form.scopeHint")}
          as="textarea"
          rows={2}
          value={draft.scope}
          onChange={(value) => set("scope", value)}
          maxLength={TEXT_LIMITS.description}
          errors={errors}
          disabled={saving}
        />
        <Row className="g-3 mb-3">
          <Col sm={6}>{field("valid_from", t("adminCertificates.form.validFrom"), date("valid_from"))}</Col>
          <Col sm={6}>
            {field(
              "valid_until",
              t("adminCertificates.form.validUntil"),
              date("valid_until"),
              t("adminCertificates.form.validUntilHint"),
            )}
          </Col>
        </Row>
        <CertificateFileInput
          value={file}
          onChange={(next) => {
            setFile(next);
            form.clear("file");
          }}
          current={certificate?.file}
          currentUrl={certificate?.file ? `${certificate.file.url}?lng=all` : undefined}
          error={errors.file}
          disabled={saving}
        />
        <FabricChecklist
          fabrics={fabrics.data}
          loading={fabrics.loading}
          failed={Boolean(fabrics.error)}
          selected={selected}
          onChange={(next) => {
            setSelected(next);
            form.clear("fabric_ids");
          }}
          error={errors.fabric_ids}
          disabled={saving}
        />
      </FormDialog>
    </ReviewScope>
  );
}
