/** What the two pages of an alert's mail links do: confirm it, or unsubscribe from it. */
export type AlertLinkKind = "confirm" | "unsubscribe";

/** Each page's texts (whole keys, so the catalogue check sees them used). */
export const LINK_TEXTS = {
  confirm: {
    title: "searchAlerts.confirm.title",
    lead: "searchAlerts.confirm.lead",
    text: "searchAlerts.confirm.text",
    button: "searchAlerts.confirm.button",
    done: "searchAlerts.confirm.done",
    invalid: "searchAlerts.confirm.invalid",
  },
  unsubscribe: {
    title: "searchAlerts.unsubscribe.title",
    lead: "searchAlerts.unsubscribe.lead",
    text: "searchAlerts.unsubscribe.text",
    button: "searchAlerts.unsubscribe.button",
    done: "searchAlerts.unsubscribe.done",
    invalid: "searchAlerts.unsubscribe.invalid",
  },
} as const satisfies Record<AlertLinkKind, Record<string, string>>;
