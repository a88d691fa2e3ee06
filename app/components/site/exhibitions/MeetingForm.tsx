import { MEETING_TIMES, TEXT_LIMITS } from "../../../../common/constants";
import { useTranslation } from "../../../i18n/translation";
import { postJson } from "../../../lib/api";
import { TextField } from "../forms/FormParts";
import { NameAndEmail, PublicFormFrame } from "../forms/PublicFormFrame";
import { usePublicForm } from "../forms/usePublicForm";

const FIELDS = ["date", "time", "company", "full_name", "email", "topic"] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Record<Field, string> = { date: "", time: "", company: "", full_name: "", email: "", topic: "" };
const LIMITS: Record<Field, number> = {
  date: 10,
  time: 5,
  company: TEXT_LIMITS.company,
  full_name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  topic: TEXT_LIMITS.topic,
};
const TIMES = MEETING_TIMES.map((time) => ({ value: time, label: time }));

/** A day a buyer may choose: `YYYY-MM-DD` and how the page's language writes it. */
export type MeetingDay = { value: string; label: string };

/**
 * "Book a meeting at our stand" on the page of a fair to come: a day of the fair still to come
 * and a half-hour slot, checked in the browser with the server's schema and posted to
 * /api/meeting-requests?lng=; the server checks the day against the fair's dates again.
 */
export function MeetingForm({ fairId, days }: { fairId: number; days: MeetingDay[] }) {
  const { t } = useTranslation();
  const form = usePublicForm({
    name: "meeting",
    fields: FIELDS,
    empty: EMPTY,
    limits: LIMITS,
    check: (module, values, website) =>
      module.meetingRequestSchema.safeParse({ ...values, exhibition_id: fairId, website }),
    post: (data, lng) => postJson("/meeting-requests", data, { query: { lng } }),
  });
  const { bind } = form;

  return (
    <PublicFormFrame form={form}>
      <div className="row g-0 gx-md-3">
        <div className="col-md-6">
          <TextField
            {...bind("date")}
            label={t("meeting.form.date")}
            required
            options={days}
            placeholder={t("meeting.form.chooseDay")}
          />
        </div>
        <div className="col-md-6">
          <TextField
            {...bind("time")}
            label={t("meeting.form.time")}
            required
            options={TIMES}
            placeholder={t("meeting.form.chooseTime")}
          />
        </div>
      </div>
      <TextField
        {...bind("company")}
        label={t("meeting.form.company")}
        required
        autoComplete="organization"
      />
      <div className="row g-0 gx-md-3">
        <NameAndEmail form={form} />
      </div>
      <TextField {...bind("topic")} label={t("meeting.form.topic")} rows={3} />
    </PublicFormFrame>
  );
}
