import { USER_COOKIE } from '@cdmnet/api';

// Signed-in is the presence of the USER cookie (spec §4); the session itself is an httpOnly cookie the
// page cannot read. The return location lives in sessionStorage so a reload of /login keeps it.

const RETURN_KEY = 'cdmnet.returnTo';
const EXPIRED_KEY = 'cdmnet.sessionExpired';

export function hasUserCookie(): boolean {
  // Pages rendered at build time (prerender.tsx) have no visitor.
  if (typeof document === 'undefined') return false;
  return document.cookie
    .split('; ')
    .some((pair) => pair.startsWith(`${USER_COOKIE}=`) && pair.length > USER_COOKIE.length + 1);
}

export function removeUserCookie(): void {
  document.cookie = `${USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function rememberReturnTo(location: { pathname: string; search: string; hash?: string }): void {
  const target = `${location.pathname}${location.search}${location.hash ?? ''}`;
  if (location.pathname !== '/login') sessionStorage.setItem(RETURN_KEY, target);
}

/** The remembered location, once: it is forgotten as it is taken. Only same-site paths are honoured. */
export function takeReturnTo(): string {
  const target = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  // `//host` and `/\\host` would leave the site.
  return target && /^\/(?![/\\])/.test(target) ? target : '/';
}

/** Notes that the session ended on the server (code 1004), so /login can say why the user is there. */
export function noteSessionExpired(): void {
  sessionStorage.setItem(EXPIRED_KEY, '1');
}

/**
 * Whether /login was reached because the session ended, told once: the note is forgotten as it is
 * read, so a reload or a later visit of /login does not repeat it.
 */
export function takeSessionExpired(): boolean {
  const expired = sessionStorage.getItem(EXPIRED_KEY) !== null;
  sessionStorage.removeItem(EXPIRED_KEY);
  return expired;
}
