import { Form } from "react-bootstrap";
import { contracts } from "../../../../common/api/contracts";
import { CUT_LINE_STATUSES, type CutLineStatus, DATE_LOCALES, type Lang } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { useAdminMutation } from "../../../lib/admin/mutation";
import { ErrorBanner } from "../ui/ErrorBanner";
import type { SampleRequest } from "./types";

type Line = SampleRequest["items"][number];

const metres = (value: number, lng: Lang) =>
  new Intl.NumberFormat(DATE_LOCALES[lng], { maximumFractionDigits: 1 }).format(value);

/**
 * A line's cut length: the metres asked for, the stock the figures gave when the request was
 * sent, and where the staff have got with it (not yet, reserved, shipped), saved as it is chosen.
 */
export function CutLength({
  request,
  line,
  lng,
  onReplace,
}: {
  request: SampleRequest;
  line: Line;
  lng: Lang;
  onReplace(item: SampleRequest): void;
}) {
  const { t } = useTranslation();
  const save = useAdminMutation((api, status: CutLineStatus | null) =>
    api.call(contracts.sampleRequests.cutStatus, {
      params: { id: request.id, item: line.id },
      body: { status },
    }),
  );
  if (line.cut_m === null)
    return <span className="text-body-secondary">{t("adminInbox.samples.cut.sample")}</span>;
  const label = t("adminInbox.samples.cut.progress", {
    code: line.code || line.name,
    colourway: line.colourway ?? "",
  });
  return (
    <div className="d-flex flex-column gap-1">
      <span className="fw-semibold text-nowrap">
        {t("adminInbox.samples.cut.length", { metres: metres(line.cut_m, lng) })}
      </span>
      <span className="small text-body-secondary">
        {t("adminInbox.samples.cut.stock", {
          metres: line.stock_m === null ? "?" : metres(line.stock_m, lng),
        })}
      </span>
      <Form.Select
        size="sm"
        aria-label={label}
        value={line.cut_status ?? ""}
        disabled={save.pending}
        onChange={async (event) => {
          const value = event.currentTarget.value;
          const outcome = await save.run(value === "" ? null : (value as CutLineStatus));
          if (outcome.ok) onReplace(outcome.value);
        }}
      >
        <option value="">{t("adminInbox.samples.cut.statuses.none")}</option>
        {CUT_LINE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`adminInbox.samples.cut.statuses.${status}`)}
          </option>
        ))}
      </Form.Select>
      {save.error ? (
        <ErrorBanner message={t("adminInbox.samples.cut.error")} error={save.error} onDismiss={save.reset} />
      ) : null}
    </div>
  );
}
