import { asc, count, eq } from 'drizzle-orm';
import {
  masterMessages as t,
  type MasterMember,
  type ResearchRole,
  type UserPriv,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { organizations, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';
import { announceChange } from './live-changes.js';

// /master/members: every user's platform privilege and research roles (spec §7 "Master members").

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  priv: users.priv,
  researchRoles: users.researchRoles,
  orgEmployedName: organizations.name,
  createdAt: users.createdAt,
};

const toView = (row: Omit<MasterMember, 'createdAt'> & { createdAt: Date }): MasterMember => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listMasterMembers(db: Database): Promise<MasterMember[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgEmployedId))
    .orderBy(asc(users.id));
  return rows.map(toView);
}

async function member(db: Pick<Database, 'select'>, id: number): Promise<MasterMember> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgEmployedId))
    .where(eq(users.id, id));
  if (!row) throw AppError.notFound();
  return toView(row);
}

/** A platform privilege change; the platform never loses its last MASTER. */
export async function changeMasterPriv(db: Database, actorId: number, id: number, priv: UserPriv) {
  return db.transaction(async (tx) => {
    const before = await member(tx, id);
    if (before.priv === priv) return before;
    if (before.priv === 'MASTER') {
      const [masters] = await tx.select({ n: count() }).from(users).where(eq(users.priv, 'MASTER'));
      if ((masters?.n ?? 0) <= 1) throw AppError.conflict(t.lastMaster);
    }
    await tx.update(users).set({ priv }).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'user.priv',
      targetType: 'user',
      targetId: id,
      detail: { from: before.priv, to: priv },
    });
    // The user's open pages re-read their profile: a new privilege opens or closes whole areas.
    await announceChange(tx, { topic: 'permissions' }, { users: [id] });
    return member(tx, id);
  });
}

export async function changeMasterRoles(db: Database, actorId: number, id: number, roles: ResearchRole[]) {
  return db.transaction(async (tx) => {
    const before = await member(tx, id);
    const next = [...new Set(roles)].sort();
    await tx.update(users).set({ researchRoles: next }).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'user.roles',
      targetType: 'user',
      targetId: id,
      detail: { from: before.researchRoles, to: next },
    });
    // Research roles unlock analysis types and the ATLAS supporter: the user's menu follows at once.
    await announceChange(tx, { topic: 'permissions' }, { users: [id] });
    return member(tx, id);
  });
}
