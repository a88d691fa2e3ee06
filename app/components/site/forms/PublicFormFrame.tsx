import type { ReactNode } from "react";
import { Form } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import {
  FailureAlert,
  Honeypot,
  PrivacyNote,
  RequiredNote,
  SubmitButton,
  SuccessModal,
  TextField,
} from "./FormParts";
import { type FieldBinding, type PublicFormName, preloadChecks, type usePublicForm } from "./usePublicForm";

type FrameState = {
  /** The forms whose namespace has the frame's texts (title, privacy, success); the sample request has its own. */
  name: Exclude<PublicFormName, "samples">;
} & Pick<
  ReturnType<typeof usePublicForm>,
  | "ready"
  | "sending"
  | "failure"
  | "sent"
  | "closeSuccess"
  | "focusFirstField"
  | "honeypot"
  | "submit"
  | "onSubmit"
>;

type FrameProps = {
  form: FrameState;
  /** A line under the title, before the required-fields note. */
  intro?: ReactNode;
  /** A smaller title, for a form on a page about something else (the search alert on /fabrics). */
  compact?: boolean;
  children: ReactNode;
};

/**
 * What surrounds a public form's fields: its title, the required-fields note, the honeypot,
 * the privacy note, the failure alert, the submit button and the success dialog, all with the
 * texts of the form's namespace (`contact.*`, `careers.*`).
 */
export function PublicFormFrame({ form, intro, compact = false, children }: FrameProps) {
  const { t } = useTranslation();
  const { name } = form;
  return (
    <>
      <Form
        noValidate
        method="post"
        onSubmit={form.onSubmit}
        onFocus={preloadChecks}
        aria-labelledby={`${name}-form-title`}
        aria-busy={form.sending}
      >
        <h2 id={`${name}-form-title`} className={compact ? "h5 mb-1" : "h3 mb-2"}>
          {t(`${name}.form.title`)}
        </h2>
        {intro}
        <RequiredNote />
        {children}
        <Honeypot inputRef={form.honeypot} />
        <PrivacyNote i18nKey={`${name}.privacy`} />
        <FailureAlert failure={form.failure} />
        <SubmitButton
          sending={form.sending}
          ready={form.ready}
          label={t(`${name}.form.submit`)}
          buttonRef={form.submit}
        />
      </Form>
      <SuccessModal
        show={form.sent}
        title={t(`${name}.success_title`)}
        onHide={form.closeSuccess}
        onExited={form.focusFirstField}
      >
        {t(`${name}.success`)}
      </SuccessModal>
    </>
  );
}

/** The name and e-mail cells that open both forms' first row (side by side from md up). */
export function NameAndEmail({
  form,
}: {
  form: {
    name: Exclude<PublicFormName, "searchAlerts">;
    bind: (field: "full_name" | "email") => FieldBinding;
  };
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="col-md-6">
        <TextField
          {...form.bind("full_name")}
          label={t(`${form.name}.form.full_name`)}
          required
          autoComplete="name"
        />
      </div>
      <div className="col-md-6">
        <TextField
          {...form.bind("email")}
          label={t(`${form.name}.form.email`)}
          required
          type="email"
          autoComplete="email"
        />
      </div>
    </>
  );
}
