import { type FormEvent, useEffect, useState } from "react";
import { Alert, Button, Card, Col, Form, Row } from "react-bootstrap";
import { useTranslation } from "../../i18n/translation";
import { TEXT_LIMITS } from "../../../common/constants";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { SaveButton } from "../../components/admin/ui/SaveButton";
import { fieldErrors, fieldErrorText } from "../../components/admin/ui/errors";
import { Loading } from "../../components/admin/ui/Loading";
import {
  emptyLocalized,
  LocalizedFields,
  type LocalizedValue,
  localizedFromApi,
  localizedToBody,
} from "../../components/admin/ui/LocalizedFields";
import { useSearchParams } from "react-router";
import { useAdminApi } from "../../lib/admin/api";
import { requestFieldFocus, ReviewScope, useReviewMarks } from "../../lib/admin/translation-review";
import type { AnswerOf } from "../../lib/admin/api";
import { useAdminQuery } from "../../lib/admin/query";
import { contracts } from "../../../common/api/contracts";

/** The contact details with every language of the opening hours, as PUT /api/contact-info answers them. */
type ContactInfo = AnswerOf<typeof contracts.contactInfo.update>;

type SocialKey = "facebook" | "instagram" | "linkedin";

type FormState = {
  address: string;
  addressLink: string;
  phone: string;
  whatsapp: string;
  email: string;
  weekday: LocalizedValue;
  weekend: LocalizedValue;
  facebook: string;
  instagram: string;
  linkedin: string;
};

const EMPTY: FormState = {
  address: "",
  addressLink: "",
  phone: "",
  whatsapp: "",
  email: "",
  weekday: emptyLocalized(),
  weekend: emptyLocalized(),
  facebook: "",
  instagram: "",
  linkedin: "",
};

function toForm(info: ContactInfo): FormState {
  return {
    address: info.address ?? "",
    addressLink: info.addressLink ?? "",
    phone: info.phone ?? "",
    whatsapp: info.whatsapp ?? "",
    email: info.email ?? "",
    weekday: localizedFromApi(info.hours?.weekday),
    weekend: localizedFromApi(info.hours?.weekend),
    facebook: info.social?.facebook ?? "",
    instagram: info.social?.instagram ?? "",
    linkedin: info.social?.linkedin ?? "",
  };
}

function toBody(form: FormState) {
  return {
    address: form.address.trim(),
    addressLink: form.addressLink.trim(),
    phone: form.phone.trim(),
    whatsapp: form.whatsapp.trim(),
    email: form.email.trim(),
    ...localizedToBody("hours_weekday", form.weekday),
    ...localizedToBody("hours_weekend", form.weekend),
    social: {
      facebook: form.facebook.trim(),
      instagram: form.instagram.trim(),
      linkedin: form.linkedin.trim(),
    },
  };
}

export default function ContactSettings() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const review = useReviewMarks("contact", 1);
  // A translations-screen link (?field=hours_weekend_fr) focuses that field once the form is there.
  const [params] = useSearchParams();
  useState(() => requestFieldFocus(params.get("field")));
  const query = useAdminQuery("contact-info", (client, signal) =>
    client.call(contracts.contactInfo.read, { query: { lng: "all" } }, { signal }),
  );
  const [form, setForm] = useState<FormState>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (query.data) setForm(toForm(query.data));
  }, [query.data]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };
  const error = (key: string) => fieldErrorText(t, errors[key]);
  /** The field's hint and, when there is one, its error: read out with the field. */
  const describedBy = (key: string, hint?: string) =>
    [errors[key] ? `contact-${key}-error` : null, hint].filter(Boolean).join(" ") || undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setSaved(false);
    setSaveError(null);
    setErrors({});
    try {
      const updated = await api.call(contracts.contactInfo.update, { body: toBody(form) });
      await review.save(1);
      setForm(toForm(updated));
      setSaved(true);
    } catch (caught) {
      setSaveError(caught);
      setErrors(fieldErrors(caught));
    } finally {
      setSaving(false);
    }
  };

  type TextKey = "address" | "addressLink" | "phone" | "whatsapp" | "email" | SocialKey;
  /** A text field of the form; `errorKey` is its name in the API's field errors. */
  const field = (
    key: TextKey,
    label: string,
    input: { type?: string; maxLength: number; autoComplete?: string; hint?: string; errorKey?: string },
  ) => {
    const { hint, errorKey = key, ...rest } = input;
    const isUrl = rest.type === "url";
    return (
      <Form.Group className="mb-3" controlId={`contact-${key}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          {...rest}
          type={rest.type ?? "text"}
          inputMode={isUrl ? "url" : undefined}
          placeholder={isUrl ? "https://" : undefined}
          value={form[key]}
          isInvalid={Boolean(errors[errorKey])}
          aria-invalid={Boolean(errors[errorKey]) || undefined}
          aria-describedby={describedBy(errorKey, hint ? `contact-${key}-hint` : undefined)}
          onChange={(event) => set(key, event.target.value)}
        />
        {errors[errorKey] ? (
          <Form.Control.Feedback type="invalid" id={`contact-${errorKey}-error`}>
            {error(errorKey)}
          </Form.Control.Feedback>
        ) : null}
        {hint ? <Form.Text id={`contact-${key}-hint`}>{hint}</Form.Text> : null}
      </Form.Group>
    );
  };
  const social = (key: SocialKey) =>
    field(key, t(`admin.contactSettings.${key}`), {
      type: "url",
      maxLength: TEXT_LIMITS.url,
      errorKey: `social.${key}`,
    });

  return (
    <Card className="shadow-sm admin-card-narrow">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h4 mb-1">{t("admin.contactSettings.heading")}</h2>
        <p className="text-body-secondary">{t("admin.contactSettings.intro")}</p>

        <ErrorBanner
          message={query.error ? t("admin.contactSettings.loadFailed") : null}
          error={query.error}
          onDismiss={query.clearError}
        />
        {query.error && !query.data ? (
          <Button variant="outline-secondary" size="sm" className="mb-3" onClick={() => void query.reload()}>
            {t("admin.common.retry")}
          </Button>
        ) : null}

        {query.loading && !query.data ? (
          <Loading />
        ) : query.data ? (
          <Form onSubmit={onSubmit} noValidate>
            {field("address", t("admin.contactSettings.address"), {
              maxLength: TEXT_LIMITS.address,
              autoComplete: "street-address",
            })}
            {field("addressLink", t("admin.contactSettings.addressLink"), {
              type: "url",
              maxLength: TEXT_LIMITS.url,
              hint: t("admin.contactSettings.addressLinkHint"),
            })}
            <Row className="g-0 g-md-3">
              <Col md={6}>
                {field("phone", t("admin.contactSettings.phone"), {
                  type: "tel",
                  maxLength: TEXT_LIMITS.phone,
                  autoComplete: "tel",
                })}
              </Col>
              <Col md={6}>
                {field("whatsapp", t("admin.contactSettings.whatsapp"), {
                  type: "tel",
                  maxLength: TEXT_LIMITS.phone,
                  autoComplete: "off",
                  hint: t("admin.contactSettings.whatsappHint"),
                })}
              </Col>
            </Row>
            {field("email", t("admin.contactSettings.email"), {
              type: "email",
              maxLength: TEXT_LIMITS.email,
              autoComplete: "email",
            })}

            <h3 className="admin-section-title">{t("admin.contactSettings.hours")}</h3>
            <ReviewScope marks={review}>
              <LocalizedFields
                name="hours_weekday"
                label={t("admin.contactSettings.weekday")}
                value={form.weekday}
                onChange={(value) => set("weekday", value)}
                required={false}
                maxLength={TEXT_LIMITS.hours}
                errors={errors}
              />
              <LocalizedFields
                name="hours_weekend"
                label={t("admin.contactSettings.weekend")}
                value={form.weekend}
                onChange={(value) => set("weekend", value)}
                required={false}
                maxLength={TEXT_LIMITS.hours}
                errors={errors}
              />
            </ReviewScope>

            <h3 className="admin-section-title">{t("admin.contactSettings.social")}</h3>
            {social("facebook")}
            {social("instagram")}
            {social("linkedin")}

            {saved ? (
              <Alert variant="success" role="status" className="mt-3">
                {t("admin.contactSettings.success")}
              </Alert>
            ) : null}
            <ErrorBanner
              className="mt-3"
              message={saveError ? t("admin.contactSettings.saveFailed") : null}
              error={saveError}
              onDismiss={() => setSaveError(null)}
            />
            <SaveButton busy={saving} label={t("admin.common.saveChanges")} className="mt-2" />
          </Form>
        ) : null}
      </Card.Body>
    </Card>
  );
}
