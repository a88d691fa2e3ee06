import { useTranslation } from "../../../i18n/translation";
import { TEXT_LIMITS } from "../../../../common/constants";
import { postJson } from "../../../lib/api";
import { TextField } from "./FormParts";
import { NameAndEmail, PublicFormFrame } from "./PublicFormFrame";
import { usePublicForm } from "./usePublicForm";

const FIELDS = ["full_name", "email", "phone", "message"] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = { full_name: "", email: "", phone: "", message: "" };
const LIMITS: Record<Field, number> = {
  full_name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  message: TEXT_LIMITS.message,
};

/**
 * The contact form (SPEC §4, §5): checked in the browser with the server's own schema,
 * posted as JSON to /api/contact-messages?lng=<page language>. Success clears the form and
 * opens a dialog; a failure keeps what was typed and says why.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const form = usePublicForm({
    name: "contact",
    fields: FIELDS,
    empty: EMPTY,
    limits: LIMITS,
    check: (module, values, website) => module.contactMessageSchema.safeParse({ ...values, website }),
    post: (data, lng) => postJson("/contact-messages", data, { query: { lng } }),
  });
  const { bind } = form;

  return (
    <PublicFormFrame form={form}>
      <div className="row g-0 gx-md-3">
        <NameAndEmail form={form} />
      </div>
      <TextField {...bind("phone")} label={t("contact.form.phone")} type="tel" autoComplete="tel" />
      <TextField {...bind("message")} label={t("contact.form.message")} required rows={6} />
    </PublicFormFrame>
  );
}
