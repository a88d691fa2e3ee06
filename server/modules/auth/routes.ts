import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { SessionDto } from "../../../common/api/admin";
import { dataOf } from "../../../common/api/shared";
import { unauthorized } from "../../http/errors";
import { route } from "../../http/route";
import { accountContracts } from "../../../common/api/contracts/account";
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
    // Origin-checked before the body is looked at (no CSRF token exists yet).
    { ...accountContracts.login, guard: assertSameOrigin },
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
    accountContracts.password,
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
    accountContracts.secondFactor,
    async (_input, request) => ({ data: await secondFactorStatus(app.ctx.db, request.admin!.userId) }),
  );

  route(
    app,
    accountContracts.secondFactorSetup,
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

  route(
    app,
    accountContracts.secondFactorConfirm,
    async ({ body }, request) => {
      const codes = await confirmSecondFactor(app.ctx.db, app.ctx.config, {
        userId: request.admin!.userId,
        ip: request.ip,
        code: body.code,
      });
      return { data: { recovery_codes: codes } };
    },
  );

  route(
    app,
    accountContracts.secondFactorDisable,
    async ({ body }, request) => {
      await disableSecondFactor(app.ctx.db, app.ctx.config, {
        userId: request.admin!.userId,
        ip: request.ip,
        password: body.current_password,
      });
    },
  );
}
