/** The admin's own account: login, password, two-step verification (server/modules/auth/routes.ts registers them). */
import { z } from "zod";
import { RecoveryCodes, SecondFactorSetup, SecondFactorStatus, SessionDto } from "../admin";
import { defineContract } from "../contract";
import { dataOf } from "../shared";

const loginBody = z.object({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(1024),
  /** The authenticator app's code or a recovery code, once the account has a second factor. */
  code: z.string().max(64).optional(),
});

const passwordBody = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: z.string().min(1).max(1024),
});

const codeBody = z.object({ code: z.string().trim().min(1).max(64) });
const currentPasswordBody = z.object({ current_password: z.string().min(1).max(1024) });

export const accountContracts = {
  /** The server adds its same-origin guard (no CSRF token exists yet). */
  login: defineContract({
    method: "POST",
    url: "/auth/login",
    summary:
      "Log in; sets the session and device cookies, answers the user and the CSRF token; 401 second_factor_required asks for `code`",
    body: loginBody,
    responses: { 200: dataOf(SessionDto) },
  }),
  password: defineContract({
    method: "PUT",
    url: "/auth/password",
    summary: "Change one's own password (ends the other sessions)",
    admin: true,
    body: passwordBody,
    responses: { 204: null },
  }),
  secondFactor: defineContract({
    method: "GET",
    url: "/auth/second-factor",
    summary: "Whether two-step verification is on, and how many recovery codes are left",
    admin: true,
    responses: { 200: dataOf(SecondFactorStatus) },
  }),
  /** Enrolment, step 1: a new secret, with its QR code as an SVG data URL. */
  secondFactorSetup: defineContract({
    method: "POST",
    url: "/auth/second-factor/setup",
    summary: "Start two-step verification: a new secret, its otpauth URI and QR code",
    admin: true,
    responses: { 200: dataOf(SecondFactorSetup) },
  }),
  /** Enrolment, step 2: a code of the app turns it on; the recovery codes are answered once. */
  secondFactorConfirm: defineContract({
    method: "POST",
    url: "/auth/second-factor",
    summary: "Confirm two-step verification with a code of the app; answers ten recovery codes once",
    admin: true,
    body: codeBody,
    responses: { 201: dataOf(RecoveryCodes) },
  }),
  /** Turning it off takes the current password (a POST: a DELETE with a body is unusual). */
  secondFactorDisable: defineContract({
    method: "POST",
    url: "/auth/second-factor/disable",
    summary: "Turn two-step verification off (current password required)",
    admin: true,
    body: currentPasswordBody,
    responses: { 204: null },
  }),
};
