import type { DataAccessLevel, ProjectPermission } from '../contract/enums.js';
import type { DeliveryChannel } from '../contract/result-requests.js';
import type { UserInfo } from '../contract/user.js';
import { isActive, privilegeIn, settingsOf } from './admin.fixtures.js';
import type { MockDb } from './db.js';
import type { MockExecution } from './executions.fixtures.js';
import { accessOf, membershipOf } from './projects.fixtures.js';
import { resultRequestsOf } from './result-requests.fixtures.js';

// Who may do what with an execution's results, as the server's policies/results.ts decides (domain.md
// "Result permissions"): the project's permission, and the organisation's level (EV to see, EVD to
// deliver) or the user's own approved request. The executions, result request and combined view
// handlers all ask here.

const levelRank: Record<DataAccessLevel, number> = { NONE: 0, E: 1, EV: 2, EVD: 3 };
export const levelAllows = (level: DataAccessLevel, needed: 'E' | 'EV' | 'EVD') =>
  levelRank[level] >= levelRank[needed];

/** Whether the user holds `need` in the project (managers hold every permission). */
export function mayDoIn(db: MockDb, user: UserInfo, projectId: number, need: ProjectPermission): boolean {
  const member = membershipOf(db, projectId, user.id);
  return member?.state === 'ACCEPTED' && accessOf(member).permissions.includes(need);
}

/**
 * The user's data access level on the organisation (domain.md "Data access levels"): an active
 * member's own level or the default of their kind; anyone else the organisation's RFZ level.
 */
export function levelIn(db: MockDb, user: UserInfo, orgId: number): DataAccessLevel {
  const settings = settingsOf(db, orgId);
  const privilege = privilegeIn(user, orgId);
  if (privilege !== null && isActive(privilege)) {
    const own = db.membershipDetails.find((d) => d.orgId === orgId && d.userId === user.id)?.level;
    return own ?? (privilege === 'ORG_PARTNER' ? settings.partnerLevel : settings.researcherLevel);
  }
  const rfz = settings.rfzLevel;
  return rfz === 'E' || rfz === 'EV' || rfz === 'EVD' ? rfz : 'NONE';
}

export interface MockResultRights {
  view: boolean;
  deliver: boolean;
}

/** The user's rights on one execution's results. */
export function resultRightsIn(db: MockDb, user: UserInfo, row: MockExecution): MockResultRights {
  const mayView = mayDoIn(db, user, row.projectId, 'EXECUTION_VIEW');
  const mayDeliverAny =
    mayDoIn(db, user, row.projectId, 'DELIVERY_FNET') || mayDoIn(db, user, row.projectId, 'DELIVERY_SHINY');
  const level = levelIn(db, user, row.orgId);
  const mine = resultRequestsOf(db).filter(
    (r) => r.executionId === row.id && r.requestedBy === user.id && r.state === 'APPROVED',
  );
  const delivers =
    levelAllows(level, 'EVD') ||
    mine.some((r) => r.kind === 'DELIVERY' || (r.kind === 'VIEW' && r.withDelivery));
  const sees = levelAllows(level, 'EV') || mine.length > 0;
  return { view: mayView && sees, deliver: (mayView || mayDeliverAny) && delivers };
}

/** How the user may take the results out now: the server's `deliveryChannels`. */
export function deliveryChannelsIn(db: MockDb, user: UserInfo, row: MockExecution): DeliveryChannel[] {
  if (row.status !== 'FINISHED_SUCCESSFULLY' || !resultRightsIn(db, user, row).deliver) return [];
  return [
    ...(mayDoIn(db, user, row.projectId, 'DELIVERY_FNET') ? ['FNET' as const] : []),
    ...(mayDoIn(db, user, row.projectId, 'DELIVERY_SHINY') && row.shinyUrl ? ['SHINY' as const] : []),
  ];
}
