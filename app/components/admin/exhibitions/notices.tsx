import type { TFunction } from "i18next";
import { useCallback, useState } from "react";
import { Alert } from "react-bootstrap";
import { useTranslation } from "../../../i18n/translation";
import { FORM_ERROR_CODES, knownCode } from "../../../../common/api/error-codes";
import { AdminApiError, isAbort } from "../../../lib/admin/api";
import { describeError, RequestIdLine } from "../ui";

const FIELD_NAMES = [
  "name",
  "code",
  "coverImage",
  "title",
  "description",
  "image",
  "countryId",
  "city",
  "venue",
  "hall",
  "stand",
  "start_date",
  "end_date",
  "website",
  "display_order",
] as const;
type FieldName = (typeof FIELD_NAMES)[number];

/** Multipart file fields named otherwise than on screen. */
const FIELD_ALIASES: Record<string, FieldName> = { image_url: "image", "image[]": "image" };

/**
 * Why a call failed, as a sentence of the catalogue: each field the server refused
 * ("Title cannot be empty."), else the explanation of the status (describeError).
 */
export function failureReason(t: TFunction, error: unknown): string {
  if (error instanceof AdminApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
    return Object.entries(error.fields)
      .map(([key, code]) => {
        const [, base = key, lng] = /^(.*?)(?:_(en|de|es|fr))?$/.exec(key) ?? [];
        const known =
          FIELD_ALIASES[base] ??
          ((FIELD_NAMES as readonly string[]).includes(base) ? (base as FieldName) : null);
        const name = known ? t(`adminExhibitions.errors.fields.${known}`) : key;
        const problem = knownCode(FORM_ERROR_CODES, code);
        return t("adminExhibitions.errors.field", {
          field: lng ? `${name} (${lng.toUpperCase()})` : name,
          problem: t(`adminExhibitions.errors.problems.${problem}`),
        });
      })
      .join(" ");
  }
  return describeError(t, error);
}

export type Notice = { kind: "success"; text: string } | { kind: "danger"; text: string; error?: unknown };

/** The screen's message line: one success or failure at a time, replaced by the next. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const success = useCallback((text: string) => setNotice({ kind: "success", text }), []);
  const failure = useCallback((text: string, error?: unknown) => {
    if (error && isAbort(error)) return;
    setNotice({ kind: "danger", text, error });
  }, []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, failure, clear };
}

/**
 * A success (green) or failure (red, with the request id to quote) message, dismissible. The
 * live region stays in the page so screen readers announce each new message.
 */
export function NoticeBar({
  notice,
  onDismiss,
  className = "",
}: {
  notice: Notice | null;
  onDismiss(): void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" className={className}>
      {notice ? (
        <Alert
          variant={notice.kind}
          dismissible
          onClose={onDismiss}
          closeLabel={t("admin.common.dismiss")}
          role={notice.kind === "danger" ? "alert" : "status"}
        >
          <div className={notice.kind === "danger" ? "fw-semibold" : undefined}>{notice.text}</div>
          {notice.kind === "danger" ? <RequestIdLine error={notice.error} /> : null}
        </Alert>
      ) : null}
    </div>
  );
}
