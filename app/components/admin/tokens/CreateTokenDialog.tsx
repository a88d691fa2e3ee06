import { type FormEvent, useState } from "react";
import { Form } from "react-bootstrap";
import type { ApiTokenCreated } from "../../../../common/api/api-tokens";
import { contracts } from "../../../../common/api/contracts";
import { API_TOKEN_LIMITS, API_TOKEN_SCOPES, type ApiTokenScope } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { ErrorBanner } from "../ui/ErrorBanner";
import { fieldErrorTexts } from "../ui/errors";
import { FormDialog } from "../ui/FormDialog";
import { scopeTexts } from "./scopes";

type Props = { show: boolean; onClose(): void; onCreated(created: ApiTokenCreated): void };

/** The new token's name, its scopes (a tick box each, with what it allows) and an optional last day. */
export function CreateTokenDialog({ show, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [expires, setExpires] = useState("");
  const save = useAdminMutation((api, body: { name: string; scopes: ApiTokenScope[]; expires_at?: string }) =>
    api.call(contracts.apiTokens.create, { body }),
  );
  const errors = fieldErrorTexts(t, save.error);
  const close = () => {
    setName("");
    setScopes([]);
    setExpires("");
    save.reset();
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await save.run({ name, scopes, ...(expires ? { expires_at: expires } : {}) });
    if (!outcome.ok) return;
    close();
    onCreated(outcome.value);
  };
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  const scopeError = Object.keys(errors).some((key) => key === "scopes" || key.startsWith("scopes."))
    ? t("adminTokens.dialog.scopesRequired")
    : undefined;
  return (
    <FormDialog
      show={show}
      title={t("adminTokens.dialog.title")}
      busy={save.pending}
      onClose={close}
      onSubmit={(event) => void submit(event)}
      saveLabel={t("adminTokens.dialog.save")}
      backdrop="static"
    >
      <ErrorBanner
        message={save.error && Object.keys(errors).length === 0 ? t("adminTokens.dialog.failed") : null}
        error={save.error}
        onDismiss={save.reset}
      />
      <Form.Group className="mb-3" controlId="token-name">
        <Form.Label>{t("adminTokens.dialog.name")}</Form.Label>
        <Form.Control
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={API_TOKEN_LIMITS.name}
          required
          isInvalid={Boolean(errors.name)}
          aria-describedby="token-name-help"
        />
        <Form.Text id="token-name-help">{t("adminTokens.dialog.nameHelp")}</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t("adminTokens.dialog.scopes")}</legend>
        {API_TOKEN_SCOPES.map((scope) => {
          const texts = scopeTexts(t, scope);
          return (
            <Form.Check key={scope} id={`token-scope-${scope}`} className="mb-2">
              <Form.Check.Input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
                isInvalid={Boolean(scopeError)}
                aria-describedby={`token-scope-${scope}-help`}
              />
              <Form.Check.Label>
                {texts.label} <code className="small">{scope}</code>
              </Form.Check.Label>
              <div id={`token-scope-${scope}-help`} className="form-text mt-0">
                {texts.help}
              </div>
            </Form.Check>
          );
        })}
        {scopeError ? <div className="invalid-feedback d-block">{scopeError}</div> : null}
      </fieldset>
      <Form.Group controlId="token-expires">
        <Form.Label>{t("adminTokens.dialog.expires")}</Form.Label>
        <Form.Control
          type="date"
          value={expires}
          onChange={(event) => setExpires(event.target.value)}
          isInvalid={Boolean(errors.expires_at)}
          aria-describedby="token-expires-help"
        />
        <Form.Text id="token-expires-help">{t("adminTokens.dialog.expiresHelp")}</Form.Text>
        <Form.Control.Feedback type="invalid">{errors.expires_at}</Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
