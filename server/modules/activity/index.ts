/** The activity log: what every module records of an admin's change, and the dashboard reads. */
export {
  type ActivityAction,
  type ActivityEntity,
  logActivity,
  PERSONAL_ENTITIES,
  personalSummary,
  recentActivity,
} from "./service";
