import { Badge } from "react-bootstrap";
import type { FacilityDto } from "../../../../common/api/facilities";
import { contracts } from "../../../../common/api/contracts";
import type { ContentConfig } from "../content/types";
import { FacilityFormDialog } from "./FacilityFormDialog";

/** 'Facilities': where the fabrics are made (/traceability); add, edit, delete. */
export const facilitiesScreen: ContentConfig<FacilityDto> = {
  contracts: contracts.facilities,
  section: "adminFacilities",
  texts: {
    title: "admin.titles.facilities",
    loadFailed: "adminFacilities.loadFailed",
    deleted: "adminFacilities.deleted",
    actions: "adminFacilities.columns.actions",
    editAria: "adminFacilities.actions.editNamed",
    deleteAria: "adminFacilities.actions.deleteNamed",
  },
  entity: "facility",
  className: "admin-facilities",
  name: (facility) => facility.name,
  columns: [
    {
      id: "name",
      header: (text) => text("fields.name"),
      cellClassName: "text-break",
      cell: (facility, { t }) => (
        <>
          <span className="fw-semibold d-block">{facility.name}</span>
          <Badge bg={facility.ownership === "own" ? "primary" : "secondary"} className="fw-normal">
            {t(`traceability.ownership.${facility.ownership}`)}
          </Badge>
        </>
      ),
    },
    {
      id: "kinds",
      header: (text) => text("fields.kinds"),
      shownFrom: "md",
      cell: (facility, { t }) => facility.kinds.map((kind) => t(`traceability.steps.${kind}`)).join(", "),
    },
    {
      id: "place",
      shownFrom: "sm",
      cell: (facility, { lng }) => `${facility.city}, ${countryName(facility.country, lng)}`,
    },
  ],
  Form: FacilityFormDialog,
};

/** A country's name in the admin's language (TR → Türkiye). */
function countryName(code: string, lng: string): string {
  return new Intl.DisplayNames([lng], { type: "region", fallback: "code" }).of(code) ?? code;
}
