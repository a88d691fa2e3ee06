import { useEffect, useRef } from "react";
import { TEXT_LIMITS } from "../../../../common/constants";
import { SEARCH_ALERT_LIMITS } from "../../../../common/search-alerts";
import { useTranslation } from "../../../i18n/translation";
import { postJson } from "../../../lib/api";
import { TextField } from "../forms/FormParts";
import { PublicFormFrame } from "../forms/PublicFormFrame";
import { usePublicForm } from "../forms/usePublicForm";

const FIELDS = ["email"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { email: "" };
const LIMITS: Record<Field, number> = { email: TEXT_LIMITS.email };

type Props = {
  /** The finder's canonical query string of the list shown (no `?`, no page). */
  query: string;
  /** Whether its panel is unfolded: the focus goes to the address each time it is. */
  open: boolean;
};

/**
 * "Tell me about new fabrics like these": an address for the search shown, in the page's
 * language, checked with the server's own schema and posted to /api/search-alerts. The answer is
 * the same whatever the address already follows, and is said in place of the form, which takes
 * the focus (nothing is sent before the visitor confirms from the mail). A refused address is
 * said under the field, any other failure over the button. The search is the page's, not a field:
 * the shared schema's refusal of it is said on its own (the server, which checks it alike, would
 * only refuse it from another version of the site, and its refusal reads as a failure).
 */
export function SearchAlertForm({ query, open }: Props) {
  const { t, i18n } = useTranslation();
  const sentNote = useRef<HTMLDivElement>(null);
  const form = usePublicForm({
    name: "searchAlerts",
    fields: FIELDS,
    empty: EMPTY,
    limits: LIMITS,
    check: (module, values, website) =>
      module.searchAlertSchema.safeParse({ email: values.email, lng: i18n.language, query, website }),
    post: (data, lng) => postJson("/search-alerts", data, { query: { lng } }),
    refused: (_error, found) => {
      // An address that follows the most searches allowed: the message names that number.
      if (found.email?.code === "alert_limit")
        found.email = { code: "alert_limit", max: SEARCH_ALERT_LIMITS.perAddress };
    },
    success: "inPlace",
  });
  const { sent, focusFirstField } = form;

  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the panel unfolds, not when the form's functions are made anew.
  useEffect(() => {
    if (open && !sent) focusFirstField();
  }, [open]);

  return (
    <>
      {/* Present before the message is put in it, so that it is announced. */}
      <div role="status">
        {sent ? (
          <div ref={sentNote} tabIndex={-1} className="form-sent" data-testid="form-sent">
            <p className="fw-semibold mb-1">{t("searchAlerts.success_title")}</p>
            <p className="mb-0">{t("searchAlerts.success")}</p>
          </div>
        ) : null}
      </div>
      {sent ? null : (
        <PublicFormFrame
          form={form}
          compact
          intro={<p className="small text-body-secondary mb-2">{t("searchAlerts.intro")}</p>}
        >
          <TextField
            {...form.bind("email")}
            label={t("searchAlerts.form.email")}
            required
            type="email"
            autoComplete="email"
          />
          {form.errors.query ? (
            <div role="alert" className="alert alert-warning mb-3">
              {t("searchAlerts.queryInvalid")}
            </div>
          ) : null}
        </PublicFormFrame>
      )}
    </>
  );
}
