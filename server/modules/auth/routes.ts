import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { parseInput, unauthorized } from "../../http/errors";
import { assertSameOrigin, isHttps, loadAdmin, requireAdmin, sessionCookieName } from "./guard";
import { changePassword, login, logout } from "./service";

const loginBody = z.object({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(1024),
});

const passwordBody = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: z.string().min(1).max(1024),
});

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
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      request.log.info({ username: result.user.username, ip: request.ip, success: true }, "admin login");
      setSessionCookie(request, reply, result.token, result.expiresAt);
      reply.header("cache-control", "no-store");
      return { data: { user: result.user, csrfToken: result.csrfToken } };
    } catch (error) {
      request.log.warn({ username: body.username.slice(0, 64), ip: request.ip, success: false }, "admin login refused");
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
    reply.clearCookie(sessionCookieName(request), { path: "/", httpOnly: true, sameSite: "strict", secure: isHttps(request) });
    return reply.code(204).send();
  });

  app.put("/auth/password", { onRequest: requireAdmin }, async (request, reply) => {
    const body = parseInput(passwordBody, request.body);
    const admin = request.admin!;
    await changePassword(app.ctx.db, {
      userId: admin.userId,
      sessionId: admin.sessionId,
      currentPassword: body.current_password,
      newPassword: body.new_password,
    });
    return reply.code(204).send();
  });
}
