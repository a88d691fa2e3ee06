import { useTranslation } from "../../../i18n/translation";
import { isLang } from "../../../../common/constants";
import { NotesForm } from "../inbox/NotesForm";
import { Replies } from "../inbox/Replies";
import { DateTime, EmailLink } from "../inbox/parts";
import type { InboxDetailProps } from "../inbox/types";
import { adminLang } from "../messages/format";
import type { MeetingRequest } from "./types";
import { contracts } from "../../../../common/api/contracts";

/** A meeting request in full: the buyer, the fair, the day and slot, the topic, the staff's notes. */
export function MeetingDetails({ item: meeting, badge, busy, onSave }: InboxDetailProps<MeetingRequest>) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const d = (
    key:
      | "company"
      | "name"
      | "fair"
      | "fairDeleted"
      | "when"
      | "localTime"
      | "topic"
      | "noTopic"
      | "received"
      | "status",
  ) => t(`adminInbox.meetings.dialog.${key}`);
  const languageName = isLang(meeting.language)
    ? t(`adminInbox.common.languages.${meeting.language}`)
    : meeting.language;
  return (
    <>
      <dl className="admin-inbox-details">
        <dt>{d("company")}</dt>
        <dd className="text-break">{meeting.company}</dd>
        <dt>{d("name")}</dt>
        <dd className="text-break">{meeting.full_name}</dd>
        <dt>{t("adminInbox.common.email")}</dt>
        <dd className="text-break">
          <EmailLink email={meeting.email} />
        </dd>
        <dt>{d("fair")}</dt>
        <dd className="text-break">
          {meeting.exhibition_id === null ? (
            `${meeting.fair_title} ${d("fairDeleted")}`
          ) : (
            <a href={`/exhibition/${meeting.exhibition_id}`} target="_blank" rel="noopener noreferrer">
              {meeting.fair_title}
            </a>
          )}
        </dd>
        <dt>{d("when")}</dt>
        <dd data-testid="meeting-when">
          {meeting.date} {meeting.time} <span className="text-body-secondary">({d("localTime")})</span>
        </dd>
        <dt>{d("received")}</dt>
        <dd>
          <DateTime value={meeting.created_at} lng={lng} />
        </dd>
        <dt>{t("adminInbox.common.language")}</dt>
        <dd>{languageName}</dd>
        <dt>{d("status")}</dt>
        <dd data-testid="meeting-status">{badge}</dd>
      </dl>
      <h3 className="admin-inbox-section mt-3">{d("topic")}</h3>
      {meeting.topic ? (
        <div className="admin-inbox-text">{meeting.topic}</div>
      ) : (
        <p className="text-body-secondary">{d("noTopic")}</p>
      )}
      <Replies
        key={`replies-${meeting.id}`}
        contracts={contracts.meetingRequests}
        id={meeting.id}
        language={meeting.language}
        namespace="meetings"
        testId="meeting-replies"
      />
      <NotesForm key={meeting.id} namespace="meetings" saved={meeting.notes} busy={busy} onSave={onSave} />
    </>
  );
}
