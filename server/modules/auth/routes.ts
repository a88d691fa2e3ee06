import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { z } from "zod";
import { parseInput, unauthorized } from "../../http/errors";
import { DEVICE_MAX_AGE_S } from "./device";
import { isHttps, sessionCookieName } from "../../http/session-cookie";
import { assertSameOrigin, loadAdmin, requireAdmin } from "./guard";
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
  app.post("/auth/login", async (request, reply) => {
    assertSameOrigin(request);
    const body = parseInput(loginBody, request.body);
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
  });

  app.get("/auth/me", { onRequest: requireAdmin }, async (request) => {
    const admin = request.admin;
    if (!admin) throw unauthorized();
    return { data: { user: { id: admin.userId, username: admin.username }, csrfToken: admin.csrfToken } };
  });

  app.post("/auth/logout", { onRequest: requireAdmin }, async (request, reply) => {
    const admin = await loadAdmin(request);
    if (admin) await logout(app.ctx.db, admin.sessionId);
    reply.clearCookie(sessionCookieName(request), {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: isHttps(request),
    });
    return reply.code(204).send();
  });

  app.put("/auth/password", { onRequest: requireAdmin }, async (request, reply) => {
    const body = parseInput(passwordBody, request.body);
    const admin = request.admin!;
    await changePassword(app.ctx.db, app.ctx.config, {
      userId: admin.userId,
      sessionId: admin.sessionId,
      ip: request.ip,
      currentPassword: body.current_password,
      newPassword: body.new_password,
    });
    return reply.code(204).send();
  });

  app.get("/auth/second-factor", { onRequest: requireAdmin }, async (request) => {
    return { data: await secondFactorStatus(app.ctx.db, request.admin!.userId) };
  });

  /** Enrolment, step 1: a new secret, with its QR code as an SVG data URL. */
  app.post("/auth/second-factor/setup", { onRequest: requireAdmin }, async (request) => {
    const { secret, uri } = await startSecondFactor(app.ctx.db, request.admin!.userId);
    const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return {
      data: {
        secret,
        otpauth_uri: uri,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      },
    };
  });

  /** Enrolment, step 2: a code of the app turns it on; the recovery codes are answered once. */
  app.post("/auth/second-factor", { onRequest: requireAdmin }, async (request, reply) => {
    const body = parseInput(codeBody, request.body);
    const codes = await confirmSecondFactor(app.ctx.db, app.ctx.config, {
      userId: request.admin!.userId,
      ip: request.ip,
      code: body.code,
    });
    return reply.code(201).send({ data: { recovery_codes: codes } });
  });

  /** Turning it off takes the current password (a POST: a DELETE with a body is unusual). */
  app.post("/auth/second-factor/disable", { onRequest: requireAdmin }, async (request, reply) => {
    const body = parseInput(currentPasswordBody, request.body);
    await disableSecondFactor(app.ctx.db, app.ctx.config, {
      userId: request.admin!.userId,
      ip: request.ip,
      password: body.current_password,
    });
    return reply.code(204).send();
  });
}
