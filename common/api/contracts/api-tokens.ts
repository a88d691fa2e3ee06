/** The staff's routes of the API tokens (server/modules/api-tokens registers them): session only. */
import { z } from "zod";
import { ApiTokenCreated, ApiTokenDto, apiTokenCreateSchema } from "../api-tokens";
import { defineContract } from "../contract";
import { adminDelete } from "../contract-kinds";

export const apiTokenContracts = {
  list: defineContract({
    method: "GET",
    url: "/api-tokens",
    summary:
      "Every API token, newest first: name, scopes, first characters, expiry, last use (time and address), revoked or not; never a secret",
    admin: true,
    responses: { 200: z.strictObject({ data: z.array(ApiTokenDto) }) },
  }),
  create: defineContract({
    method: "POST",
    url: "/api-tokens",
    summary:
      "Create an API token for another system (`{name, scopes, expires_at?}`, expiry a day or an instant to come): " +
      "the answer holds the secret `dkt_…`, shown this once and stored only as its hash",
    admin: true,
    body: apiTokenCreateSchema,
    responses: { 201: ApiTokenCreated },
  }),
  revoke: defineContract(
    adminDelete(
      "/api-tokens/:id",
      "Revoke an API token: refused at once in every process; the row stays (the activity log names it)",
    ),
  ),
};
