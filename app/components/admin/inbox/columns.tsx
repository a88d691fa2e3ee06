import type { InboxColumn } from "./types";
import { EmailLink, PhoneLink } from "./parts";

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
