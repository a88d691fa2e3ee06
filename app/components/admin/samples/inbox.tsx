import { Fragment } from "react";
import type { SampleFacetsDto } from "../../../../common/api/inbox";
import { SAMPLE_STATUSES, SAMPLE_TRANSITIONS, type SampleStatus } from "../../../../common/constants";
import {
  boldWhenNew,
  companyColumn,
  createdColumn,
  replyByMail,
  statusChangedNotice,
  statusColumn,
} from "../inbox/columns";
import type { InboxConfig, InboxFacets } from "../inbox/types";
import { countryName, fabricLabel, kindText } from "./format";
import { SampleDetails } from "./SampleDetails";
import type { SampleRequest } from "./types";
import { contracts } from "../../../../common/api/contracts";

/** The countries and fabrics the requests name: filters 'country' (ISO code) and 'fabric' (id). */
const facets: InboxFacets<SampleFacetsDto> = {
  load: (api, signal) => api.call(contracts.sampleRequests.facets, {}, { signal }),
  filters: [
    {
      param: "country",
      label: "filters.country",
      all: "filters.allCountries",
      options: (data, lng) =>
        data.countries
          .map(({ code }) => ({ value: code, label: countryName(code, lng) }))
          .sort((a, b) => a.label.localeCompare(b.label, lng)),
    },
    {
      param: "fabric",
      label: "filters.fabric",
      all: "filters.allFabrics",
      options: (data, lng) =>
        data.fabrics
          .map(({ id, code, name }) => ({ value: String(id), label: fabricLabel(code, name) }))
          .sort((a, b) => a.label.localeCompare(b.label, lng, { numeric: true })),
    },
  ],
};

/** The first three fabric codes (each kept on one line), and how many more. */
const fabricCodes = (item: SampleRequest) => {
  const codes = item.items.slice(0, 3).map((fabric) => fabric.code || fabric.name);
  const more = item.items.length - codes.length;
  return (
    <>
      {codes.map((code, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a request may name a fabric twice (two colourways).
        <Fragment key={index}>
          {index > 0 ? ", " : null}
          <span className="text-nowrap">{code}</span>
        </Fragment>
      ))}
      {more > 0 ? (
        <>
          {" "}
          <span className="text-nowrap text-body-secondary">+{more}</span>
        </>
      ) : null}
    </>
  );
};

/** Buyers' requests for samples of several fabrics (POST /api/sample-requests). */
export const samplesInbox: InboxConfig<SampleRequest, SampleStatus> = {
  contracts: contracts.sampleRequests,
  namespace: "samples",
  idPrefix: "sample",
  statuses: SAMPLE_STATUSES,
  badges: {
    new: { bg: "warning", text: "dark" },
    in_progress: { bg: "info", text: "dark" },
    sent: { bg: "success" },
    closed: { bg: "secondary" },
  },
  transitions: SAMPLE_TRANSITIONS,
  statusButtons: {
    in_progress: { variant: "info", label: "dialog.markInProgress" },
    sent: { variant: "success", label: "dialog.markSent" },
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
    {
      id: "country",
      sort: "country",
      className: "d-none d-md-table-cell",
      cell: (item, { lng }) => countryName(item.country, lng),
    },
    { id: "fabrics", className: "d-none d-lg-table-cell", cell: fabricCodes },
    {
      id: "kind",
      // Beside six other columns and the sidebar, from 1400 px on (the dialog shows it always).
      className: "d-none d-xxl-table-cell",
      cell: (item, { text }) => kindText(text, item),
    },
    statusColumn(),
    createdColumn("d-none d-xl-table-cell"),
  ],
  rowClassName: boldWhenNew,
  view: { label: "view", aria: "viewAria" },
  Details: SampleDetails,
  footerActions: replyByMail("samples"),
};
