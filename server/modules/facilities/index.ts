export {
  facilityEntities,
  type FacilityDto,
  getPublicFacility,
  listPublicFacilities,
} from "./service";
