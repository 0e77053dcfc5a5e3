import {
  dataAccessLevels,
  orgUserPrivileges,
  type DataAccessLevel,
  type MembershipEvent,
  type OrgUserPrivilege,
} from '@cdmnet/api';
import { eventPhrases, levelCodes, orgAdminCopy, privilegeLabels } from './messages.ko';

const t = orgAdminCopy.history;

const isPrivilege = (value: string): value is OrgUserPrivilege =>
  (orgUserPrivileges as readonly string[]).includes(value);
const isLevel = (value: string): value is DataAccessLevel =>
  (dataAccessLevels as readonly string[]).includes(value);

/**
 * `from`/`to` are privileges, except for a permission change, where they are levels; following the
 * default is written `DEFAULT` by the server (null reads the same), shown as 기본값 by the phrase.
 */
function named(event: MembershipEvent, value: string | null): string | null {
  if (value === null) return null;
  if (event.kind === 'PERMISSION_CHANGED') {
    if (value === 'DEFAULT') return null;
    return isLevel(value) ? levelCodes[value] : value;
  }
  return isPrivilege(value) ? privilegeLabels[value] : value;
}

/** What the event changed, in Korean: `권한 변경 (기관 연구원 → 기관 관리자)`. */
export function describeEvent(event: MembershipEvent): string {
  return eventPhrases[event.kind](named(event, event.from), named(event, event.to));
}

/** Who did it: the member themselves for a request, else the admin; nobody for an automatic admission. */
export function actorOf(event: MembershipEvent): string {
  if (event.kind === 'REQUESTED') return t.self;
  if (event.actorName) return event.actorName;
  return event.kind === 'ADMITTED' ? t.automatic : t.unknownActor;
}
