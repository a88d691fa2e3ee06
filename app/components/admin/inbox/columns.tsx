import type { TFunction } from "i18next";
import type { InboxColumn, InboxNamespace, InboxText } from "./types";
import { DateTime, EmailLink, PhoneLink } from "./parts";

// The columns and row pieces that several inboxes' configs share.

type Contact = { full_name: string; email: string; phone: string | null };

/** The sender's name, sorted by the API's full_name. */
export const nameColumn = <T extends Contact>(): InboxColumn<T> => ({
  id: "name",
  sort: "full_name",
  cell: (item) => item.full_name,
});

/** The sender's e-mail, shown from the given breakpoint on (`d-none d-lg-table-cell`…). */
export const emailColumn = <T extends Contact>(className: string): InboxColumn<T> => ({
  id: "email",
  className,
  cell: (item) => <EmailLink email={item.email} />,
});

/** The sender's phone, from the given breakpoint on. */
export const phoneColumn = <T extends Contact>(className: string): InboxColumn<T> => ({
  id: "phone",
  className,
  cellClassName: `text-nowrap ${className}`,
  cell: (item) => <PhoneLink phone={item.phone} />,
});

/** The item's status badge, sorted by status. */
export const statusColumn = <T,>(): InboxColumn<T> => ({
  id: "status",
  sort: "status",
  cell: (_item, { badge }) => badge,
});

/** The buyer's company, sorted by it. */
export const companyColumn = <T extends { company: string }>(): InboxColumn<T> => ({
  id: "company",
  sort: "company",
  cell: (item) => item.company,
});

/** When the item came, sorted by it; from the given breakpoint on, when one is given. */
export const createdColumn = <T extends { created_at: string }>(className?: string): InboxColumn<T> => ({
  id: "date",
  sort: "created_at",
  className,
  cellClassName: className ? `text-nowrap ${className}` : "text-nowrap",
  cell: (item, { lng }) => <DateTime value={item.created_at} lng={lng} />,
});

/** A new item's row is in bold. */
export const boldWhenNew = (item: { status: string }) => (item.status === "new" ? "fw-semibold" : undefined);

/** The notice after a status change: whose item, and its new status. */
export const statusChangedNotice = (text: InboxText, updated: { full_name: string }, status: string) =>
  text("statusChanged", { name: updated.full_name, status });

/** The dialog's Reply: a new e-mail to the sender (dialog.reply of the namespace). */
export const replyByMail =
  (namespace: Exclude<InboxNamespace, "applications">) => (item: { email: string }, t: TFunction) => (
    <a className="btn btn-outline-primary" href={`mailto:${item.email}`}>
      {t(`adminInbox.${namespace}.dialog.reply`)}
    </a>
  );
