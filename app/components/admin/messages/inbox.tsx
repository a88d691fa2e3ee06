import { MESSAGE_STATUSES, type MessageStatus } from "../../../../common/constants";
import {
  boldWhenNew,
  createdColumn,
  emailColumn,
  nameColumn,
  phoneColumn,
  replyByMail,
  statusColumn,
} from "../inbox/columns";
import type { InboxConfig } from "../inbox/types";
import { MessageDetails } from "./MessageDetails";
import type { ContactMessage } from "./types";
import { contracts } from "../../../../common/api/contracts";

/** Contact messages: the inbox of the contact form (SPEC §2 admin, §4 statuses). */
export const messagesInbox: InboxConfig<ContactMessage, MessageStatus> = {
  contracts: contracts.messages,
  namespace: "messages",
  idPrefix: "message",
  statuses: MESSAGE_STATUSES,
  // SPEC §4: New warning, Read info, Replied success.
  badges: {
    new: { bg: "warning", text: "dark" },
    read: { bg: "info", text: "dark" },
    replied: { bg: "success" },
  },
  transitions: { new: ["replied"], read: ["replied"], replied: ["read"] },
  statusButtons: {
    replied: { variant: "success", label: "dialog.markReplied" },
    read: { variant: "outline-secondary", label: "dialog.markRead" },
  },
  // SPEC/DESIGN: opening a new message marks it read.
  markOnOpen: { from: "new", to: "read" },
  afterStatus: "stay",
  statusNotice: (text, updated) => text(updated.status === "replied" ? "markedReplied" : "markedRead"),
  defaultSort: { key: "created_at", direction: "desc" },
  columns: [
    nameColumn(),
    emailColumn("d-none d-md-table-cell"),
    phoneColumn("d-none d-md-table-cell"),
    statusColumn(),
    createdColumn(),
  ],
  rowClassName: boldWhenNew,
  view: { label: "view", aria: "viewAria" },
  Details: MessageDetails,
  footerActions: replyByMail("messages"),
};
