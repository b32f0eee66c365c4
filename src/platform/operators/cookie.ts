import type { FastifyReply, FastifyRequest } from 'fastify';

/** The dashboard session cookie. */
export const SESSION_COOKIE = 'svc_session';
/** The header a cookie-authenticated write must carry (the session's csrfToken). */
export const CSRF_HEADER = 'x-csrf-token';

/** The session token of the request's cookie header, or null. Parsed by hand: one cookie, one name. */
export function sessionCookie(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/**
 * HttpOnly (scripts never see it), SameSite=Lax (not sent on cross-site
 * writes), Path=/ (the API and /app), and Secure when the request came over
 * HTTPS: `req.protocol` believes X-Forwarded-Proto only from a trusted proxy
 * (SVC_TRUST_PROXY), so a plain-HTTP local server still works.
 */
function attributes(req: FastifyRequest, maxAgeSeconds: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${req.protocol === 'https' ? '; Secure' : ''}`;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=${token}; ${attributes(req, maxAgeSeconds)}`);
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=; ${attributes(req, 0)}`);
}
