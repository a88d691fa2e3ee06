/** The company's contact details: what the pages read. */
export { contactInfoRoutes } from "./routes";
export { type ContactInfoDto, readPublicContactInfo } from "./service";
