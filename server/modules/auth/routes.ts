import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { z } from "zod";
import { RecoveryCodes, SecondFactorSetup, SecondFactorStatus, SessionDto } from "../../../common/api/admin";
import { dataOf } from "../../../common/api/shared";
import { unauthorized } from "../../http/errors";
import { route } from "../../http/route";
import { DEVICE_MAX_AGE_S } from "./device";
import { isHttps, sessionCookieName } from "../../http/session-cookie";
import { assertSameOrigin, loadAdmin } from "./guard";
import {
  confirmSecondFactor,
  disableSecondFactor,
  secondFactorStatus,
  startSecondFactor,
} from "./second-factor";
import { changePassword, login, logout } from "./service";

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

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(sessionCookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: isHttps(request),
    expires,
  });
}

export async function authRoutes(app: FastifyInstance) {
  route(
    app,
    {
      method: "POST",
      url: "/auth/login",
      summary:
        "Log in; sets the session and device cookies, answers the user and the CSRF token; 401 second_factor_required asks for `code`",
      // Origin-checked before the body is looked at (no CSRF token exists yet).
      guard: assertSameOrigin,
      body: loginBody,
      responses: { 200: dataOf(SessionDto) },
    },
    async ({ body }, request, reply) => {
      const { db, config } = app.ctx;
      try {
        const result = await login(db, config, {
          username: body.username,
          password: body.password,
          code: body.code,
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          cookie: (name) => request.cookies[name],
          https: isHttps(request),
        });
        request.log.info({ username: result.user.username, ip: request.ip, success: true }, "admin login");
        setSessionCookie(request, reply, result.token, result.expiresAt);
        reply.setCookie(result.device.name, result.device.token, {
          path: "/",
          httpOnly: true,
          sameSite: "strict",
          secure: isHttps(request),
          maxAge: DEVICE_MAX_AGE_S,
        });
        reply.header("cache-control", "no-store");
        return { data: { user: result.user, csrfToken: result.csrfToken } };
      } catch (error) {
        request.log.warn(
          { username: body.username.slice(0, 64), ip: request.ip, success: false },
          "admin login refused",
        );
        throw error;
      }
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/auth/me",
      summary: "The logged-in admin and the CSRF token",
      admin: true,
      responses: { 200: dataOf(SessionDto) },
    },
    async (_input, request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      return { data: { user: { id: admin.userId, username: admin.username }, csrfToken: admin.csrfToken } };
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/auth/logout",
      summary: "End the session on the server",
      admin: true,
      responses: { 204: null },
    },
    async (_input, request, reply) => {
      const admin = await loadAdmin(request);
      if (admin) await logout(app.ctx.db, admin.sessionId);
      reply.clearCookie(sessionCookieName(request), {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: isHttps(request),
      });
    },
  );

  route(
    app,
    {
      method: "PUT",
      url: "/auth/password",
      summary: "Change one's own password (ends the other sessions)",
      admin: true,
      body: passwordBody,
      responses: { 204: null },
    },
    async ({ body }, request) => {
      const admin = request.admin!;
      await changePassword(app.ctx.db, app.ctx.config, {
        userId: admin.userId,
        sessionId: admin.sessionId,
        ip: request.ip,
        currentPassword: body.current_password,
        newPassword: body.new_password,
      });
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/auth/second-factor",
      summary: "Whether two-step verification is on, and how many recovery codes are left",
      admin: true,
      responses: { 200: dataOf(SecondFactorStatus) },
    },
    async (_input, request) => ({ data: await secondFactorStatus(app.ctx.db, request.admin!.userId) }),
  );

  /** Enrolment, step 1: a new secret, with its QR code as an SVG data URL. */
  route(
    app,
    {
      method: "POST",
      url: "/auth/second-factor/setup",
      summary: "Start two-step verification: a new secret, its otpauth URI and QR code",
      admin: true,
      responses: { 200: dataOf(SecondFactorSetup) },
    },
    async (_input, request) => {
      const { secret, uri } = await startSecondFactor(app.ctx.db, request.admin!.userId);
      const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return {
        data: {
          secret,
          otpauth_uri: uri,
          qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
        },
      };
    },
  );

  /** Enrolment, step 2: a code of the app turns it on; the recovery codes are answered once. */
  route(
    app,
    {
      method: "POST",
      url: "/auth/second-factor",
      summary: "Confirm two-step verification with a code of the app; answers ten recovery codes once",
      admin: true,
      body: codeBody,
      responses: { 201: dataOf(RecoveryCodes) },
    },
    async ({ body }, request) => {
      const codes = await confirmSecondFactor(app.ctx.db, app.ctx.config, {
        userId: request.admin!.userId,
        ip: request.ip,
        code: body.code,
      });
      return { data: { recovery_codes: codes } };
    },
  );

  /** Turning it off takes the current password (a POST: a DELETE with a body is unusual). */
  route(
    app,
    {
      method: "POST",
      url: "/auth/second-factor/disable",
      summary: "Turn two-step verification off (current password required)",
      admin: true,
      body: currentPasswordBody,
      responses: { 204: null },
    },
    async ({ body }, request) => {
      await disableSecondFactor(app.ctx.db, app.ctx.config, {
        userId: request.admin!.userId,
        ip: request.ip,
        password: body.current_password,
      });
    },
  );
}
