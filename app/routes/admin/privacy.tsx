import { type FormEvent, useEffect, useRef, useState } from "react";
import { Alert, Button, Card, Form, InputGroup, Spinner } from "react-bootstrap";
import { TEXT_LIMITS } from "../../../common/constants";
import type { PrivacyErasedDto, PrivacyHoldingsDto } from "../../../common/api/privacy";
import { erasedPhrases, heldPhrases, heldTotal, listOf } from "../../components/admin/privacy/counts";
import { EraseDialog } from "../../components/admin/privacy/EraseDialog";
import { Holdings } from "../../components/admin/privacy/Holdings";
import { adminLang } from "../../components/admin/messages/format";
import { ErrorBanner } from "../../components/admin/ui/ErrorBanner";
import { EmptyState } from "../../components/admin/ui/Loading";
import { fieldErrors, fieldErrorText } from "../../components/admin/ui/errors";
import { useTranslation } from "../../i18n/translation";
import { saveBlob } from "../../lib/admin/file-save";
import { useAdminMutation } from "../../lib/admin/mutation";
import { contracts } from "../../../common/api/contracts";

type Erased = { email: string; counts: PrivacyErasedDto };

/** A button with a spinner and its busy label while its call runs. */
function BusyButton(props: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant: string;
  type?: "submit";
  disabled?: boolean;
  onClick?(): void;
}) {
  return (
    <Button
      type={props.type ?? "button"}
      variant={props.variant}
      disabled={props.busy || props.disabled}
      onClick={props.onClick}
      className="text-nowrap"
    >
      {props.busy ? (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : null}
      {props.busy ? props.busyLabel : props.label}
    </Button>
  );
}

/**
 * Privacy requests about one person (GDPR art. 15 access, art. 17 erasure): what is held under an
 * e-mail address, all of it as one ZIP, or its erasure after a confirmation naming what will go.
 * The address travels in POST bodies only, never in the page's URL.
 */
export default function AdminPrivacy() {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const [email, setEmail] = useState("");
  const [held, setHeld] = useState<PrivacyHoldingsDto | null>(null);
  const [asking, setAsking] = useState(false);
  /** What the dialog names, kept while it fades out after the erasure. */
  const [asked, setAsked] = useState({ email: "", list: "" });
  const justErased = useRef(false);
  const [erased, setErased] = useState<Erased | null>(null);
  const [focusOutcome, setFocusOutcome] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const lookup = useAdminMutation((api, address: string) =>
    api.call(contracts.privacy.lookup, { body: { email: address } }),
  );
  const download = useAdminMutation(async (api, address: string) => {
    const file = await api.download(contracts.privacy.export, { body: { email: address } });
    saveBlob(file.blob, file.filename ?? "personal-data.zip");
  });
  const erase = useAdminMutation((api, address: string) =>
    api.call(contracts.privacy.erase, { body: { email: address } }),
  );

  // After an erasure the dialog's button is gone: the focus goes to the outcome instead.
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  const show = async (address: string) => {
    download.reset();
    const outcome = await lookup.run(address);
    setHeld(outcome.ok ? outcome.value : null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErased(null);
    void show(email);
  };
  const onErase = async () => {
    if (!held) return;
    const outcome = await erase.run(held.email);
    if (!outcome.ok) return;
    setErased({ email: held.email, counts: outcome.value });
    justErased.current = true;
    setAsking(false);
    await show(held.email);
  };

  const emailError = fieldErrors(lookup.error).email;
  const total = held ? heldTotal(held) : 0;
  const erasedList = erased ? erasedPhrases(t, erased.counts) : [];

  return (
    <Card className="shadow-sm admin-card-narrow">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h4 mb-1">{t("adminPrivacy.heading")}</h2>
        <p className="text-body-secondary">{t("adminPrivacy.intro")}</p>

        <Form
          onSubmit={onSubmit}
          noValidate
          className="mb-3"
          role="search"
          aria-label={t("adminPrivacy.heading")}
        >
          <Form.Group controlId="privacy-email">
            <Form.Label>{t("adminPrivacy.email")}</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                type="email"
                value={email}
                maxLength={TEXT_LIMITS.email}
                autoComplete="off"
                spellCheck={false}
                isInvalid={Boolean(emailError)}
                aria-invalid={Boolean(emailError) || undefined}
                aria-describedby={`${emailError ? "privacy-email-error " : ""}privacy-email-hint`}
                onChange={(event) => setEmail(event.target.value)}
              />
              <BusyButton
                type="submit"
                variant="primary"
                busy={lookup.pending}
                label={t("adminPrivacy.lookUp")}
                busyLabel={t("adminPrivacy.lookingUp")}
              />
              {emailError ? (
                <Form.Control.Feedback type="invalid" id="privacy-email-error">
                  {fieldErrorText(t, emailError)}
                </Form.Control.Feedback>
              ) : null}
            </InputGroup>
            <Form.Text id="privacy-email-hint">{t("adminPrivacy.emailHint")}</Form.Text>
          </Form.Group>
        </Form>

        <ErrorBanner
          message={lookup.error && !emailError ? t("adminPrivacy.lookupFailed") : null}
          error={emailError ? null : lookup.error}
          onDismiss={lookup.reset}
        />
        {erased ? (
          <Alert
            ref={outcomeRef}
            variant="success"
            tabIndex={-1}
            dismissible
            onClose={() => setErased(null)}
            closeLabel={t("admin.common.dismiss")}
            data-testid="privacy-erased"
          >
            {erasedList.length > 0
              ? t("adminPrivacy.erased", { email: erased.email, list: listOf(erasedList, lng) })
              : t("adminPrivacy.erasedNothing", { email: erased.email })}
          </Alert>
        ) : null}

        {/* One live region, always there: read out when a lookup answers, how much is held or that nothing is. */}
        <div role="status" className={held ? "mb-3" : undefined}>
          {held && total > 0 ? (
            <p className="fw-semibold mb-0 admin-break">
              {t("adminPrivacy.found", { count: total, email: held.email })}
            </p>
          ) : held ? (
            <EmptyState>{t("adminPrivacy.nothing")}</EmptyState>
          ) : null}
        </div>

        {held && total > 0 ? (
          <>
            <section aria-labelledby="privacy-results">
              <h3 id="privacy-results" className="admin-section-title admin-break">
                {t("adminPrivacy.results")}
              </h3>
              <Holdings held={held} lng={lng} />
            </section>
            <section aria-labelledby="privacy-actions">
              <h3 id="privacy-actions" className="admin-section-title">
                {t("adminPrivacy.actions")}
              </h3>
              <ErrorBanner
                message={download.error ? t("adminPrivacy.downloadFailed") : null}
                error={download.error}
                onDismiss={download.reset}
              />
              <div className="d-flex flex-column flex-sm-row gap-3">
                <div className="flex-fill">
                  <BusyButton
                    variant="primary"
                    busy={download.pending}
                    label={t("adminPrivacy.download")}
                    busyLabel={t("adminPrivacy.downloading")}
                    onClick={() => void download.run(held.email)}
                  />
                  <p className="small text-body-secondary mt-1 mb-0">{t("adminPrivacy.downloadHint")}</p>
                </div>
                <div className="flex-fill">
                  <Button
                    variant="outline-danger"
                    onClick={() => {
                      erase.reset();
                      setAsked({ email: held.email, list: listOf(heldPhrases(t, held), lng) });
                      setAsking(true);
                    }}
                  >
                    {t("adminPrivacy.erase")}
                  </Button>
                  <p className="small text-body-secondary mt-1 mb-0">{t("adminPrivacy.eraseHint")}</p>
                </div>
              </div>
            </section>
          </>
        ) : null}

        <EraseDialog
          show={asking}
          email={asked.email}
          list={asked.list}
          busy={erase.pending}
          error={erase.error}
          onConfirm={() => void onErase()}
          onCancel={() => setAsking(false)}
          onExited={() => {
            if (justErased.current) setFocusOutcome((n) => n + 1);
            justErased.current = false;
          }}
        />
      </Card.Body>
    </Card>
  );
}
