import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, USER_COOKIE } from '@cdmnet/api/contract';

export interface CookieSettings {
  secure: boolean;
}

/** The session token is httpOnly; USER only tells the web app someone is signed in (no secret in it). */
export function setSignedInCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  session: { token: string; expiresAt: Date; userId: number },
) {
  const common = { path: '/', sameSite: 'lax', secure: settings.secure, expires: session.expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(USER_COOKIE, String(session.userId), { ...common, httpOnly: false });
}

export function clearSignedInCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(USER_COOKIE, { path: '/' });
}
