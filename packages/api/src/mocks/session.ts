import { ResultCode } from '../contract/codes.js';
import { toDataId } from '../contract/content.js';
import type { AnyEndpoint } from '../contract/endpoint.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { UserInfo } from '../contract/user.js';
import type { MockDb } from './db.js';
import { mock, MockFailure } from './mock.js';
import { accessOf, membershipOf } from './projects.fixtures.js';

/** The mock's counterpart of the server's session guard. */
export function requireUser(db: MockDb): UserInfo {
  const user = db.users.find((u) => u.id === db.sessionUserId);
  if (!user) throw new MockFailure(401, ResultCode.SESSION_EXPIRED, replyMessages.sessionExpired);
  return user;
}

const idIn = (params: Record<string, unknown>, name: string) => {
  const raw = params[name];
  return toDataId(typeof raw === 'string' ? raw : undefined);
};

/**
 * Whether the user may make the call, as the server's route guard decides: the endpoint's `roles`;
 * ORG_ADMIN of the organisation its `orgAdminOf` parameter names (platform admins may act for any);
 * an accepted member of the project its `projectOf` names, holding what `projectNeeds` asks.
 */
export function mayCall(
  db: MockDb,
  user: UserInfo,
  endpoint: AnyEndpoint,
  params: Record<string, unknown>,
): boolean {
  if (endpoint.roles && !endpoint.roles.includes(user.priv)) return false;
  if (endpoint.orgAdminOf !== undefined && user.priv !== 'MASTER') {
    const orgId = idIn(params, endpoint.orgAdminOf);
    if (!user.orgList.some((m) => m.orgId === orgId && m.orgUserPrivilege === 'ORG_ADMIN')) return false;
  }
  if (endpoint.projectOf !== undefined) {
    const row = membershipOf(db, idIn(params, endpoint.projectOf), user.id);
    if (row?.state !== 'ACCEPTED') return false;
    const need = endpoint.projectNeeds;
    if (need === 'MANAGER') return row.role === 'MANAGER';
    if (need !== undefined) return accessOf(row).permissions.includes(need);
  }
  return true;
}

/**
 * `mock` bound to one db: session endpoints answer 1004 while nobody is signed in, and 403 to a user
 * whose role may not call them, both before the input is read.
 */
export const mockFor =
  (db: MockDb): typeof mock =>
  (endpoint, resolver, options) =>
    mock(endpoint, resolver, {
      signedIn: () => db.sessionUserId !== null,
      mayCall: (called, params) => {
        const user = db.users.find((u) => u.id === db.sessionUserId);
        return !user || mayCall(db, user, called, params);
      },
      ...options,
    });
