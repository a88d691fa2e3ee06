import type { ApplicationFacetsDto } from "../../../../common/api/positions";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../../common/constants";
import { emailColumn, nameColumn, phoneColumn, statusChangedNotice, statusColumn } from "../inbox/columns";
import { DateTime } from "../inbox/parts";
import type { InboxConfig, InboxFacets } from "../inbox/types";
import { ApplicationDetails } from "./ApplicationDetails";
import { FileLabel } from "./FileLabel";
import type { JobApplication } from "./types";
import { contracts } from "../../../../common/api/contracts";

/** SPEC §4: no button sets pending; every other status can be set from any status. */
const SETTABLE = ["interviewing", "accepted", "rejected"] as const;

/** The open positions the applications name: filter 'position' (id). */
const facets: InboxFacets<ApplicationFacetsDto> = {
  load: (api, signal) => api.call(contracts.applications.facets, {}, { signal }),
  filters: [
    {
      param: "position",
      label: "filters.position",
      all: "filters.allPositions",
      options: (data, lng) =>
        data.positions
          .map(({ id, title }) => ({ value: String(id), label: title }))
          .sort((a, b) => a.label.localeCompare(b.label, lng)),
    },
  ],
};

/** Job applications from the careers form (and manual entries): SPEC §2 admin, §4 statuses. */
export const applicationsInbox: InboxConfig<JobApplication, ApplicationStatus> = {
  contracts: contracts.applications,
  namespace: "applications",
  idPrefix: "application",
  statuses: APPLICATION_STATUSES,
  badges: {
    pending: { bg: "warning", text: "dark" },
    interviewing: { bg: "info", text: "dark" },
    accepted: { bg: "success" },
    rejected: { bg: "danger" },
  },
  transitions: { pending: SETTABLE, interviewing: SETTABLE, accepted: SETTABLE, rejected: SETTABLE },
  statusButtons: {
    interviewing: { variant: "info", label: "dialog.markInterviewing" },
    accepted: { variant: "success", label: "dialog.accept" },
    rejected: { variant: "danger", label: "dialog.reject" },
  },
  statusLegend: "dialog.changeStatus",
  afterStatus: "close",
  statusNotice: statusChangedNotice,
  defaultSort: { key: "created_at", direction: "desc" },
  facets,
  columns: [
    nameColumn(),
    { id: "position", sort: "position", cell: (item) => item.position },
    emailColumn("d-none d-lg-table-cell"),
    // On a laptop the phone stays in the details dialog, so that every column fits.
    phoneColumn("d-none d-xxl-table-cell"),
    {
      id: "appliedAt",
      sort: "created_at",
      cellClassName: "text-nowrap",
      cell: (item, { lng }) => <DateTime value={item.appliedAt} lng={lng} />,
    },
    statusColumn(),
    { id: "file", cell: (item) => <FileLabel file={item.file} /> },
  ],
  view: { label: "viewDetails", aria: "viewDetailsAria", className: "text-nowrap" },
  Details: ApplicationDetails,
};
