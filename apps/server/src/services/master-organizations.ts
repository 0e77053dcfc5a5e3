import { and, asc, count, countDistinct, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import {
  masterMessages as t,
  terminalExecutionStatuses,
  type InviteCandidate,
  type MasterOrganization,
  type OrganizationDeletionImpact,
  type OrganizationFormValues,
  type OrganizationMember,
  type OrganizationSwitches,
  type UserPriv,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import {
  analyses,
  analysisTargets,
  atlases,
  cdmDatabases,
  engines,
  executions,
  irbRequests,
  orgDomains,
  orgMembers,
  organizations,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Upload } from '../http/multipart.js';
import { ACTIVE_PRIVILEGES } from '../policies/organizations.js';
import { recordAudit } from './audit.js';
import { storeFile } from './files.js';
import { announceChange } from './live-changes.js';
import { acceptPicture } from './profile.js';

// /master/organizations: the organisations themselves, their switches and their member tab.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

const uniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

async function countsBy(db: Reader, table: typeof orgMembers | typeof cdmDatabases, orgIds?: number[]) {
  const rows =
    table === orgMembers
      ? await db
          .select({ orgId: orgMembers.orgId, n: count() })
          .from(orgMembers)
          .where(
            and(
              inArray(orgMembers.privilege, [...ACTIVE_PRIVILEGES]),
              orgIds ? inArray(orgMembers.orgId, orgIds) : undefined,
            ),
          )
          .groupBy(orgMembers.orgId)
      : await db
          .select({ orgId: cdmDatabases.orgId, n: count() })
          .from(cdmDatabases)
          .where(orgIds ? inArray(cdmDatabases.orgId, orgIds) : undefined)
          .groupBy(cdmDatabases.orgId);
  return new Map(rows.map((row) => [row.orgId, row.n]));
}

async function masterOrganizations(db: Reader, ids?: number[]): Promise<MasterOrganization[]> {
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const orgs = await db
    .select()
    .from(organizations)
    .where(ids ? inArray(organizations.id, ids) : undefined)
    .orderBy(asc(organizations.name));
  const domains = await db
    .select()
    .from(orgDomains)
    .where(ids ? inArray(orgDomains.orgId, ids) : undefined)
    .orderBy(asc(orgDomains.domain));
  const members = await countsBy(db, orgMembers, ids);
  const cdms = await countsBy(db, cdmDatabases, ids);
  return orgs.map((org) => ({
    id: org.id,
    name: org.name,
    logoImageId: org.logoImageId,
    description: org.description,
    rfzLevel: org.rfzLevel,
    hideFromExternal: org.hideFromExternal,
    autoRegistration: org.autoRegistration,
    domains: domains.filter((d) => d.orgId === org.id).map((d) => d.domain),
    autoMailing: org.autoMailing,
    memberCount: members.get(org.id) ?? 0,
    cdmCount: cdms.get(org.id) ?? 0,
    createdAt: org.createdAt.toISOString(),
  }));
}

export const listMasterOrganizations = (db: Reader) => masterOrganizations(db);

export async function getMasterOrganization(db: Reader, id: number): Promise<MasterOrganization> {
  const [org] = await masterOrganizations(db, [id]);
  if (!org) throw AppError.notFound();
  return org;
}

async function writeOrganization(tx: Transaction, id: number | null, form: OrganizationFormValues) {
  const { domains, ...fields } = form;
  try {
    const [row] =
      id === null
        ? await tx.insert(organizations).values(fields).returning({ id: organizations.id })
        : await tx
            .update(organizations)
            .set(fields)
            .where(eq(organizations.id, id))
            .returning({ id: organizations.id });
    if (!row) throw AppError.notFound();
    await tx.delete(orgDomains).where(eq(orgDomains.orgId, row.id));
    const unique = [...new Set(domains)];
    if (unique.length > 0)
      await tx.insert(orgDomains).values(unique.map((domain) => ({ orgId: row.id, domain })));
    return row.id;
  } catch (error) {
    if (uniqueViolation(error)) throw AppError.conflict(t.nameTaken);
    throw error;
  }
}

async function nameTaken(tx: Reader, name: string, exceptId: number | null) {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  return row !== undefined && row.id !== exceptId;
}

export async function createOrganization(db: Database, actorId: number, form: OrganizationFormValues) {
  return db.transaction(async (tx) => {
    // Asked first, so the common case answers 409 without a failed statement in the transaction.
    if (await nameTaken(tx, form.name, null)) throw AppError.conflict(t.nameTaken);
    const id = await writeOrganization(tx, null, form);
    await recordAudit(tx, {
      actorId,
      action: 'organization.created',
      targetType: 'organization',
      targetId: id,
    });
    return getMasterOrganization(tx, id);
  });
}

export async function modifyOrganization(
  db: Database,
  actorId: number,
  id: number,
  form: OrganizationFormValues,
) {
  return db.transaction(async (tx) => {
    await getMasterOrganization(tx, id);
    if (await nameTaken(tx, form.name, id)) throw AppError.conflict(t.nameTaken);
    await writeOrganization(tx, id, form);
    await recordAudit(tx, {
      actorId,
      action: 'organization.modified',
      targetType: 'organization',
      targetId: id,
    });
    // The master's form and the admin's 기관 정보 both save here: the organisation's other admins and
    // the masters see the change on their open pages.
    await announceChange(tx, { topic: 'permissions', orgId: id }, { adminsOf: id });
    return getMasterOrganization(tx, id);
  });
}

const total = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/**
 * What deleting the organisation would do, counted as the deletion would find it. The schema's
 * cascades decide it: engines, ATLAS WebAPIs, CDMs, domains, IRB requests and the membership history go
 * with the organisation; analyses lose their targets on its CDMs; executions keep their record.
 */
export async function organizationDeletionImpact(
  db: Reader,
  id: number,
): Promise<OrganizationDeletionImpact> {
  await getMasterOrganization(db, id);
  const cdmsOfOrg = db.select({ id: cdmDatabases.id }).from(cdmDatabases).where(eq(cdmDatabases.orgId, id));
  const members = await total(
    db
      .select({ n: count() })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, id), notInArray(orgMembers.privilege, ['REJECTED']))),
  );
  const activeExecutions = await total(
    db
      .select({ n: count() })
      .from(executions)
      .where(and(eq(executions.orgId, id), notInArray(executions.status, [...terminalExecutionStatuses]))),
  );
  const impact = {
    members,
    activeExecutions,
    engines: await total(db.select({ n: count() }).from(engines).where(eq(engines.orgId, id))),
    atlases: await total(db.select({ n: count() }).from(atlases).where(eq(atlases.orgId, id))),
    cdms: await total(db.select({ n: count() }).from(cdmDatabases).where(eq(cdmDatabases.orgId, id))),
    irbRequests: await total(db.select({ n: count() }).from(irbRequests).where(eq(irbRequests.orgId, id))),
    projects: await total(
      db
        .select({ n: countDistinct(analyses.projectId) })
        .from(analysisTargets)
        .innerJoin(analyses, eq(analyses.id, analysisTargets.analysisId))
        .where(inArray(analysisTargets.cdmId, cdmsOfOrg)),
    ),
    finishedExecutions: await total(
      db
        .select({ n: count() })
        .from(executions)
        .where(and(eq(executions.orgId, id), inArray(executions.status, [...terminalExecutionStatuses]))),
    ),
    employees: await total(db.select({ n: count() }).from(users).where(eq(users.orgEmployedId, id))),
  };
  return { ...impact, refusal: deletionRefusal(impact) };
}

/**
 * Why a deletion is refused now, every cause at once (runs first: they end by themselves), or null;
 * read by the impact (the page disables 삭제 with it) and by the deletion itself.
 */
function deletionRefusal(impact: { members: number; activeExecutions: number }): string | null {
  const causes = [
    impact.activeExecutions > 0 ? t.organizationHasActiveExecutions(impact.activeExecutions) : null,
    impact.members > 0 ? t.organizationHasMembers : null,
  ].filter((cause) => cause !== null);
  return causes.length > 0 ? causes.join(' ') : null;
}

/**
 * Only an organisation nobody belongs to or waits for (members' history must not vanish with it) and
 * with no execution waiting or running on its CDMs (an engine would call back about a run whose CDM,
 * engine and organisation are gone). The organisation's row is locked first, so nothing joins it meanwhile.
 */
export async function deleteOrganization(db: Database, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for('update');
    if (!locked) throw AppError.notFound();
    const impact = await organizationDeletionImpact(tx, id);
    const refusal = deletionRefusal(impact);
    if (refusal) throw AppError.conflict(refusal);
    const org = await getMasterOrganization(tx, id);
    await tx.update(users).set({ orgEmployedId: null }).where(eq(users.orgEmployedId, id));
    await tx.delete(organizations).where(eq(organizations.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'organization.deleted',
      targetType: 'organization',
      targetId: id,
      detail: { name: org.name },
    });
  });
}

export async function storeOrganizationLogo(db: Database, actorId: number, uploaded: Upload['files']) {
  const { photo, mimeType } = acceptPicture(uploaded);
  return db.transaction(async (tx) => {
    const stored = await storeFile(tx, { ownerId: actorId, name: photo.name, mimeType, bytes: photo.bytes });
    await recordAudit(tx, {
      actorId,
      action: 'organization.logo.uploaded',
      targetType: 'file',
      targetId: stored.id,
    });
    return { id: stored.id };
  });
}

// ── Switches ──────────────────────────────────────────────────────────────────────────────────────

const switchColumns = {
  onConceptId: organizations.onConceptId,
  blockingDBAccess: organizations.blockingDbAccess,
  cleanup: organizations.cleanup,
};

export async function organizationSwitches(db: Reader, id: number): Promise<OrganizationSwitches> {
  const [row] = await db.select(switchColumns).from(organizations).where(eq(organizations.id, id));
  if (!row) throw AppError.notFound();
  return row;
}

/** Flips one switch (domain.md: their effects are read where executions start and by the clean-up job). */
export async function setSwitch(
  db: Database,
  actorId: number,
  id: number,
  name: keyof OrganizationSwitches,
  value: boolean,
): Promise<OrganizationSwitches> {
  return db.transaction(async (tx) => {
    const before = await organizationSwitches(tx, id);
    const column = {
      onConceptId: 'onConceptId',
      blockingDBAccess: 'blockingDbAccess',
      cleanup: 'cleanup',
    } as const;
    await tx
      .update(organizations)
      .set({ [column[name]]: value })
      .where(eq(organizations.id, id));
    await recordAudit(tx, {
      actorId,
      action: `organization.switch.${name}`,
      targetType: 'organization',
      targetId: id,
      detail: { from: before[name], to: value },
    });
    return organizationSwitches(tx, id);
  });
}

// ── The member tab ────────────────────────────────────────────────────────────────────────────────

export async function listOrganizationUsers(db: Reader, orgId: number): Promise<OrganizationMember[]> {
  await getMasterOrganization(db, orgId);
  return db
    .select({ id: users.id, name: users.name, email: users.email, orgPriv: orgMembers.privilege })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, orgId), inArray(orgMembers.privilege, [...ACTIVE_PRIVILEGES])))
    .orderBy(asc(users.name), asc(users.id));
}

export async function organizationUser(
  db: Reader,
  orgId: number,
  userId: number,
): Promise<OrganizationMember> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, orgPriv: orgMembers.privilege })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  if (!row) throw AppError.notFound();
  return row;
}

const invitable: UserPriv[] = ['NORMAL', 'ORG_ADMIN', 'MASTER'];
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Verified users not active in the organisation whose name or email contains the keyword. */
export async function searchInviteCandidates(
  db: Reader,
  orgId: number,
  keyword: string,
): Promise<InviteCandidate[]> {
  await getMasterOrganization(db, orgId);
  const pattern = likePattern(keyword);
  const active = db
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), inArray(orgMembers.privilege, [...ACTIVE_PRIVILEGES])));
  return db
    .select({ id: users.id, name: users.name, email: users.email, orgEmployedName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgEmployedId))
    .where(
      and(
        inArray(users.priv, invitable),
        or(ilike(users.name, pattern), ilike(users.email, pattern)),
        notInArray(users.id, active),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
}
