import { useTranslation } from "../../../i18n/translation";
import type { InboxNamespace, InboxText } from "./types";

/** The catalogue texts of one inbox: text("errors.load") reads adminInbox.<namespace>.errors.load. */
export function useInboxText(namespace: InboxNamespace): InboxText {
  const { t } = useTranslation();
  const loose = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key, options) => loose(`adminInbox.${namespace}.${key}`, options);
}
