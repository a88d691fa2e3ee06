import type { MeetingFacetsDto } from "../../../../common/api/inbox";
import { MEETING_STATUSES, MEETING_TRANSITIONS, type MeetingStatus } from "../../../../common/constants";
import { statusColumn } from "../inbox/columns";
import { DateTime } from "../inbox/parts";
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
  statusNotice: (text, updated, status) => text("statusChanged", { name: updated.full_name, status }),
  defaultSort: { key: "created_at", direction: "desc" },
  facets,
  columns: [
    { id: "company", sort: "company", cell: (item) => item.company },
    { id: "name", cell: (item) => item.full_name },
    { id: "fair", className: "d-none d-lg-table-cell", cell: (item) => item.fair_title },
    {
      id: "when",
      sort: "date",
      cellClassName: "text-nowrap",
      cell: (item) => `${item.date} ${item.time}`,
    },
    statusColumn(),
    {
      id: "date",
      sort: "created_at",
      className: "d-none d-xl-table-cell",
      cellClassName: "text-nowrap d-none d-xl-table-cell",
      cell: (item, { lng }) => <DateTime value={item.created_at} lng={lng} />,
    },
  ],
  rowClassName: (item) => (item.status === "new" ? "fw-semibold" : undefined),
  view: { label: "view", aria: "viewAria" },
  Details: MeetingDetails,
  footerActions: (item, t) => (
    <a className="btn btn-outline-primary" href={`mailto:${item.email}`}>
      {t("adminInbox.meetings.dialog.reply")}
    </a>
  ),
};
