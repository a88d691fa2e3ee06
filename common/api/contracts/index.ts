/**
 * Every route contract the admin area calls, by module: the server registers each with its
 * handler (server/modules/<module>/routes.ts), the admin's client calls them
 * (`api.call(contracts.positions.update, { params: { id }, body })`, app/lib/admin/api.ts).
 * server/http/contracts.test.ts checks that each is registered as it is written here.
 */
import { accountContracts } from "./account";
import { apiTokenContracts } from "./api-tokens";
import {
  contactInfoContracts,
  contentTransferContracts,
  dashboardContracts,
  outboxContracts,
  privacyContracts,
  searchAlertContracts,
  translationContracts,
} from "./admin-tools";
import { certificateContracts } from "./certificates";
import { collectionContracts } from "./collections";
import { countryContracts } from "./countries";
import { exhibitionContracts } from "./exhibitions";
import { fabricContracts } from "./fabrics";
import { facilityContracts } from "./facilities";
import { applicationContracts, meetingRequestContracts, messageContracts, sampleRequestContracts } from "./inboxes";
import { labelContracts } from "./labels";
import { passportContracts } from "./passport";
import { positionContracts } from "./positions";
import { webhookContracts } from "./webhooks";
import { stockContracts } from "./stock";

export const contracts = {
  account: accountContracts,
  applications: applicationContracts,
  certificates: certificateContracts,
  collections: collectionContracts,
  contactInfo: contactInfoContracts,
  contentTransfer: contentTransferContracts,
  countries: countryContracts,
  dashboard: dashboardContracts,
  exhibitions: exhibitionContracts,
  fabrics: fabricContracts,
  facilities: facilityContracts,
  labels: labelContracts,
  meetingRequests: meetingRequestContracts,
  messages: messageContracts,
  outbox: outboxContracts,
  passports: passportContracts,
  positions: positionContracts,
  privacy: privacyContracts,
  sampleRequests: sampleRequestContracts,
  searchAlerts: searchAlertContracts,
  translations: translationContracts,
  apiTokens: apiTokenContracts,
  webhooks: webhookContracts,
  stock: stockContracts,
};
