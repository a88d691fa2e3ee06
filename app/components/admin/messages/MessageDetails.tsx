import { useTranslation } from "../../../i18n/translation";
import { isLang } from "../../../../common/constants";
import { decodeMessage } from "../../../lib/decode-message";
import { ContactRows, DateTime } from "../inbox/parts";
import type { InboxDetailProps } from "../inbox/types";
import { adminLang } from "./format";
import type { ContactMessage } from "./types";

/** A contact message in full: the sender's details and the (decoded) text with its line breaks. */
export function MessageDetails({ item: message, badge }: InboxDetailProps<ContactMessage>) {
  const { t, i18n } = useTranslation();
  const lng = adminLang(i18n.language);
  const languageName = isLang(message.language)
    ? t(`adminInbox.common.languages.${message.language}`)
    : message.language;
  return (
    <>
      <dl className="admin-inbox-details">
        <ContactRows nameLabel={t("adminInbox.messages.dialog.name")} item={message} />
        <dt>{t("adminInbox.messages.dialog.date")}</dt>
        <dd>
          <DateTime value={message.created_at} lng={lng} />
        </dd>
        <dt>{t("adminInbox.common.language")}</dt>
        <dd>{languageName}</dd>
        <dt>{t("adminInbox.messages.dialog.status")}</dt>
        <dd>{badge}</dd>
      </dl>
      <h3 className="admin-inbox-section mt-3">{t("adminInbox.messages.dialog.message")}</h3>
      <div className="admin-inbox-text" data-testid="message-text">
        {decodeMessage(message.message)}
      </div>
    </>
  );
}
