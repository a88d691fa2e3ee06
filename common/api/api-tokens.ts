/**
 * API tokens (admin "API tokens"): what staff send to create one, what the list shows of each,
 * and the one answer that holds the secret.
 */
import { z } from "zod";
import { API_TOKEN_LIMITS, API_TOKEN_SCOPES } from "../constants";
import { plainText } from "./input";
import { Instant } from "./shared";

/** A day (`2026-12-31`: the token works to the end of that day in Istanbul) or an instant. */
const expiry = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** `POST /api/api-tokens`: a name, one scope or more, an optional expiry in the future. */
export const apiTokenCreateSchema = z.object({
  name: plainText(API_TOKEN_LIMITS.name).check(z.minLength(1)),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES))
    .min(1)
    .max(API_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length),
  expires_at: expiry.nullable().optional(),
});
export type ApiTokenCreateInput = z.output<typeof apiTokenCreateSchema>;

/** One token as the list shows it: never its secret, only its first characters. */
export const ApiTokenDto = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** `dkt_` and the first characters of the secret, to recognise it. */
  prefix: z.string(),
  state: z.enum(["active", "expired", "revoked"]),
  created_at: Instant,
  /** The staff member who created it (null once their account is gone). */
  created_by: z.string().nullable(),
  expires_at: Instant.nullable(),
  revoked_at: Instant.nullable(),
  last_used_at: Instant.nullable(),
  last_used_ip: z.string().nullable(),
});
export type ApiTokenDto = z.infer<typeof ApiTokenDto>;

/** The answer of the creation, the only time the secret is shown. */
export const ApiTokenCreated = z.strictObject({ id: z.number().int(), token: z.string() });
export type ApiTokenCreated = z.infer<typeof ApiTokenCreated>;
