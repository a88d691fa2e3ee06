import type { MeetingFacetsDto } from "../../../../common/api/inbox";
import { MEETING_STATUSES, MEETING_TRANSITIONS, type MeetingStatus } from "../../../../common/constants";
import {
  boldWhenNew,
  companyColumn,
  createdColumn,
  replyByMail,
  statusChangedNotice,
  statusColumn,
} from "../inbox/columns";
import type { InboxConfig, InboxFacets } from "../inbox/types";
import { MeetingDetails } from "./MeetingDetails";
import type { MeetingRequest } from "./types";
import { contracts } from "../../../../common/api/contracts";

/** The fairs the requests name (a deleted fair's requests name none): filter 'exhibition' (its id). */
const facets: InboxFacets<MeetingFacetsDto> = {
  load: (api, signal) => api.call(contracts.meetingRequests.facets, {}, { signal }),
  filters: [
    {
      param: "exhibition",
      label: "filters.fair",
      all: "filters.allFairs",
      options: (data) => data.fairs.map(({ id, title }) => ({ value: String(id), label: title })),
    },
  ],
};

/** Buyers' requests for a meeting at our stand at a fair (POST /api/meeting-requests). */
export const meetingsInbox: InboxConfig<MeetingRequest, MeetingStatus> = {
  contracts: contracts.meetingRequests,
  namespace: "meetings",
  idPrefix: "meeting",
  statuses: MEETING_STATUSES,
  badges: {
    new: { bg: "warning", text: "dark" },
    in_progress: { bg: "info", text: "dark" },
    confirmed: { bg: "success" },
    closed: { bg: "secondary" },
  },
  transitions: MEETING_TRANSITIONS,
  statusButtons: {
    in_progress: { variant: "info", label: "dialog.markInProgress" },
    confirmed: { variant: "success", label: "dialog.confirm" },
    closed: { variant: "outline-secondary", label: "dialog.close" },
  },
  statusLegend: "dialog.changeStatus",
  afterStatus: "stay",
  statusNotice: statusChangedNotice,
  defaultSort: { key: "created_at", direction: "desc" },
  facets,
  columns: [
    companyColumn(),
    { id: "name", cell: (item) => item.full_name },
    { id: "fair", className: "d-none d-lg-table-cell", cell: (item) => item.fair_title },
    {
      id: "when",
      sort: "date",
      cellClassName: "text-nowrap",
      cell: (item) => `${item.date} ${item.time}`,
    },
    statusColumn(),
    createdColumn("d-none d-xl-table-cell"),
  ],
  rowClassName: boldWhenNew,
  view: { label: "view", aria: "viewAria" },
  Details: MeetingDetails,
  footerActions: replyByMail("meetings"),
};
