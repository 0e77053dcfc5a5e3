import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  analysisMessages,
  executionMessages as t,
  type ExecutionBlock,
  type ExecutionTargetCheck,
} from '@cdmnet/api/contract';
import { checkEngine } from '../adapters/connection-checks.js';
import type { Database } from '../db/database.js';
import {
  analyses,
  analysisTargets,
  cdmDatabases,
  engines,
  irbRequests,
  orgMembers,
  organizations,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { dataAccessLevelOf, isActive, levelAllows } from '../policies/organizations.js';
import { seoulDay } from './irb.js';

// Whether a caller may run an analysis on each of its target CDMs now, and if not, why and what they
// can do about it (issue 27 "Runs across hospitals"). The run dialog asks before it offers the CDMs;
// the start asks again (things change in between) and starts on the allowed ones only.

/** How long an engine has to answer the online check. */
const ENGINE_CHECK_MS = 3_000;

/** The analysis's target CDMs (all of them, or those of `cdmIds`), with their organisation and engine. */
export async function targetCdms(db: Pick<Database, 'select'>, analysisId: number, cdmIds?: number[]) {
  return db
    .select({
      cdm: {
        id: cdmDatabases.id,
        name: cdmDatabases.name,
        version: cdmDatabases.version,
        vocabularyVersion: cdmDatabases.vocabularyVersion,
      },
      org: {
        id: organizations.id,
        name: organizations.name,
        rfzLevel: organizations.rfzLevel,
        researcherLevel: organizations.researcherLevel,
        partnerLevel: organizations.partnerLevel,
        irbRequired: organizations.irbRequired,
        blockingDbAccess: organizations.blockingDbAccess,
      },
      engine: { id: engines.id, name: engines.name, address: engines.address },
    })
    .from(analysisTargets)
    .innerJoin(cdmDatabases, eq(cdmDatabases.id, analysisTargets.cdmId))
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .leftJoin(engines, eq(engines.id, cdmDatabases.engineId))
    .where(
      and(
        eq(analysisTargets.analysisId, analysisId),
        cdmIds === undefined ? undefined : inArray(analysisTargets.cdmId, cdmIds),
      ),
    );
}
export type Target = Awaited<ReturnType<typeof targetCdms>>[number];

/** Whether the project holds an approval of the organisation valid today in Korea. */
async function hasValidIrb(db: Pick<Database, 'select'>, projectId: number, orgId: number) {
  const today = seoulDay(new Date());
  const [approval] = await db
    .select({ from: irbRequests.validFrom, until: irbRequests.validUntil })
    .from(irbRequests)
    .where(
      and(
        eq(irbRequests.projectId, projectId),
        eq(irbRequests.orgId, orgId),
        eq(irbRequests.state, 'APPROVED'),
      ),
    )
    .orderBy(desc(irbRequests.validUntil));
  // An approval past its last day is not valid even before the daily sweep marks it EXPIRED.
  return approval !== undefined && approval.from <= today && today <= approval.until;
}

/**
 * A level below E: a member asks the organisation's admin for a level; anyone else must first join
 * (the admin sets levels for members only), as a partner researcher unless the organisation employs them.
 */
async function levelBlock(db: Database, userId: number, org: Target['org']): Promise<ExecutionBlock> {
  const [row] = await db
    .select({ privilege: orgMembers.privilege, employerId: users.orgEmployedId })
    .from(users)
    .leftJoin(orgMembers, and(eq(orgMembers.userId, users.id), eq(orgMembers.orgId, org.id)))
    .where(eq(users.id, userId));
  if (isActive(row?.privilege)) return { remedy: 'ASK_LEVEL', reason: t.refusedLevel(org.name) };
  return {
    remedy: 'APPLY_PARTNER',
    reason:
      row?.privilege === 'PENDING'
        ? t.refusedMembershipPending(org.name)
        : t.refusedNotMember(org.name, row?.employerId === org.id),
  };
}

/** Whether the engine answers now; the answer is kept as its status, as the engine pages show it. */
async function engineOnline(db: Database, engine: { id: number; address: string }) {
  const online = await checkEngine(engine.address, { timeoutMs: ENGINE_CHECK_MS });
  await db
    .update(engines)
    .set({ status: online.ok ? 'ONLINE' : 'OFFLINE', checkedAt: new Date() })
    .where(eq(engines.id, engine.id));
  return online.ok;
}

/**
 * The first reason each target may not run the caller's execution now (null where it may), in the
 * order a caller would fix them: their own level, the project's IRB, the hospital's block, the engine.
 * Engines are checked at once, each once however many of the CDMs it serves.
 */
export async function blocksOf(
  db: Database,
  userId: number,
  projectId: number,
  targets: readonly Target[],
): Promise<(ExecutionBlock | null)[]> {
  const checks = new Map<number, Promise<boolean>>();
  const online = (engine: { id: number; address: string }) => {
    const check = checks.get(engine.id) ?? engineOnline(db, engine);
    checks.set(engine.id, check);
    return check;
  };
  return Promise.all(
    targets.map(async ({ org, cdm, engine }): Promise<ExecutionBlock | null> => {
      if (!levelAllows(await dataAccessLevelOf(db, userId, org), 'E')) return levelBlock(db, userId, org);
      if (org.irbRequired && !(await hasValidIrb(db, projectId, org.id)))
        return { remedy: 'REQUEST_IRB', reason: t.refusedIrb(org.name) };
      if (org.blockingDbAccess) return { remedy: 'BLOCKED', reason: t.refusedBlocked(org.name) };
      if (!engine) return { remedy: 'NO_ENGINE', reason: t.refusedNoEngine(cdm.name) };
      if (!(await online(engine)))
        return { remedy: 'ENGINE_OFFLINE', reason: t.refusedEngineOffline(cdm.name) };
      return null;
    }),
  );
}

const korean = new Intl.Collator('ko');
/** The analysis page's order of targets: by organisation, then CDM, in Korean order. */
export const inPageOrder = (a: Target, b: Target) =>
  korean.compare(a.org.name, b.org.name) || korean.compare(a.cdm.name, b.cdm.name);

/** `GET execution/targets`: every target CDM of the analysis, in the analysis page's order, each checked. */
export async function listExecutionTargets(
  db: Database,
  userId: number,
  projectId: number,
  analysisId: number,
): Promise<ExecutionTargetCheck[]> {
  const [analysis] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.projectId, projectId)));
  if (!analysis) throw AppError.notFound(analysisMessages.notFound);
  const targets = (await targetCdms(db, analysisId)).sort(inPageOrder);
  const blocks = await blocksOf(db, userId, projectId, targets);
  return targets.map(({ cdm, org }, i) => ({
    cdmId: cdm.id,
    cdmName: cdm.name,
    orgId: org.id,
    orgName: org.name,
    block: blocks[i] ?? null,
  }));
}
