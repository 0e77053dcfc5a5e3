import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  irbMessages as t,
  type IrbEvent,
  type IrbOrgStatus,
  type IrbRequest,
  type ProjectLogAction,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import {
  analyses,
  analysisTargets,
  cdmDatabases,
  files,
  irbRequests,
  organizations,
  projectMembers,
  projects,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';

// IRB approval per project and organisation (domain.md "IRB"): what both sides read, and what every IRB
// write shares (its log row, who is told). The request itself: irb-request.ts; the organisation's
// decisions: irb-decisions.ts; the daily expiry: irb-expiry.ts.

type Reader = Pick<Database, 'select'>;

// ── Days in Korea ─────────────────────────────────────────────────────────────────────────────────

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day in Korea (UTC+9, no daylight saving) at `now`, `addDays` later, as `YYYY-MM-DD`: an
 * approval's validity is a span of Korean days, whatever the server's own time zone.
 */
export function seoulDay(now: Date, addDays = 0): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS + addDays * DAY_MS).toISOString().slice(0, 10);
}

// ── Views ─────────────────────────────────────────────────────────────────────────────────────────

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** The requests matching `where`, as both sides see them, in `order`. */
export async function irbViews(db: Reader, where: SQL | undefined, order: SQL[]): Promise<IrbRequest[]> {
  const rows = await db
    .select({
      id: irbRequests.id,
      projectId: projects.id,
      projectName: projects.name,
      projectColor: projects.color,
      orgId: irbRequests.orgId,
      orgName: organizations.name,
      irbNumber: irbRequests.irbNumber,
      institution: irbRequests.institution,
      validFrom: irbRequests.validFrom,
      validUntil: irbRequests.validUntil,
      documentName: files.name,
      state: irbRequests.state,
      reason: irbRequests.reason,
      requestedByName: requester.name,
      requestedAt: irbRequests.requestedAt,
      decidedByName: decider.name,
      decidedAt: irbRequests.decidedAt,
      expiredAt: irbRequests.expiredAt,
    })
    .from(irbRequests)
    .innerJoin(projects, eq(projects.id, irbRequests.projectId))
    .innerJoin(organizations, eq(organizations.id, irbRequests.orgId))
    .innerJoin(files, eq(files.id, irbRequests.documentFileId))
    .leftJoin(requester, eq(requester.id, irbRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, irbRequests.decidedBy))
    .where(where)
    .orderBy(...order);
  return rows.map(({ projectId, projectName, projectColor, expiredAt, ...row }) => ({
    ...row,
    project: { id: projectId, name: projectName, color: projectColor },
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    history: historyOf({ ...row, expiredAt }),
  }));
}

interface HistorySource {
  state: IrbRequest['state'];
  reason: string | null;
  requestedByName: string | null;
  requestedAt: Date;
  decidedByName: string | null;
  decidedAt: Date | null;
  expiredAt: Date | null;
}

/**
 * A request's steps, oldest first, read off its row (a request moves at most three times): asked, then
 * approved or rejected with the reason, then, for an approval, expired.
 */
function historyOf(row: HistorySource): IrbEvent[] {
  const events: IrbEvent[] = [
    { state: 'PENDING', at: row.requestedAt.toISOString(), byName: row.requestedByName, reason: null },
  ];
  if (row.state === 'PENDING' || row.decidedAt === null) return events;
  const rejected = row.state === 'REJECTED';
  events.push({
    state: rejected ? 'REJECTED' : 'APPROVED',
    at: row.decidedAt.toISOString(),
    byName: row.decidedByName,
    reason: rejected ? row.reason : null,
  });
  if (row.state === 'EXPIRED' && row.expiredAt !== null) {
    events.push({ state: 'EXPIRED', at: row.expiredAt.toISOString(), byName: null, reason: null });
  }
  return events;
}

/** One request, only where `scope` (its project, or its organisation) holds it: 404 otherwise. */
export async function irbView(db: Reader, irbId: number, scope: SQL): Promise<IrbRequest> {
  const [view] = await irbViews(db, and(eq(irbRequests.id, irbId), scope), []);
  if (!view) throw AppError.notFound(t.notFound);
  return view;
}

const newestFirst = [desc(irbRequests.requestedAt), desc(irbRequests.id)];

/** The request tab: every request of the project, newest first. */
export const listProjectIrbRequests = (db: Reader, projectId: number) =>
  irbViews(db, eq(irbRequests.projectId, projectId), newestFirst);

/** One request of the project; another project's id is not found. */
export const getProjectIrbRequest = (db: Reader, projectId: number, irbId: number) =>
  irbView(db, irbId, eq(irbRequests.projectId, projectId));

/**
 * A request's approval PDF, only where `scope` holds the request. The file is restricted (the open
 * `/files/{id}` never serves it), so this is the one way to it.
 */
export async function irbDocument(db: Reader, irbId: number, scope: SQL) {
  const [file] = await db
    .select({ name: files.name, content: files.content })
    .from(irbRequests)
    .innerJoin(files, eq(files.id, irbRequests.documentFileId))
    .where(and(eq(irbRequests.id, irbId), scope));
  if (!file) throw AppError.notFound(t.notFound);
  return file;
}

/** The approval PDF of one of the project's requests. */
export const projectIrbDocument = (db: Reader, projectId: number, irbId: number) =>
  irbDocument(db, irbId, eq(irbRequests.projectId, projectId));

// ── Target organisations ──────────────────────────────────────────────────────────────────────────

/** The organisations of the CDMs the project's analyses target: those it may ask for IRB approval. */
export async function targetOrgs(db: Reader, projectId: number) {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, required: organizations.irbRequired })
    .from(analyses)
    .innerJoin(analysisTargets, eq(analysisTargets.analysisId, analyses.id))
    .innerJoin(cdmDatabases, eq(cdmDatabases.id, analysisTargets.cdmId))
    .innerJoin(organizations, eq(organizations.id, cdmDatabases.orgId))
    .where(eq(analyses.projectId, projectId));
  // Several analyses, or CDMs, of one organisation name it once.
  const orgs = [...new Map(rows.map((row) => [row.id, row])).values()];
  return orgs.sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id);
}

/**
 * `irb/orgs`: each target organisation, whether it requires IRB (its `auth/irb` switch), and where its
 * newest request stands (NONE before any); the validity shows while that request is an approval.
 */
export async function listIrbOrgs(db: Reader, projectId: number): Promise<IrbOrgStatus[]> {
  const orgs = await targetOrgs(db, projectId);
  if (orgs.length === 0) return [];
  const requests = await db
    .select({
      id: irbRequests.id,
      orgId: irbRequests.orgId,
      state: irbRequests.state,
      validUntil: irbRequests.validUntil,
    })
    .from(irbRequests)
    .where(
      and(
        eq(irbRequests.projectId, projectId),
        inArray(
          irbRequests.orgId,
          orgs.map((org) => org.id),
        ),
      ),
    )
    .orderBy(asc(irbRequests.requestedAt), asc(irbRequests.id));
  // Oldest first, so the last one kept per organisation is its newest.
  const newest = new Map(requests.map((request) => [request.orgId, request]));
  return orgs.map((org) => {
    const request = newest.get(org.id);
    const approval = request?.state === 'APPROVED' || request?.state === 'EXPIRED';
    return {
      orgId: org.id,
      orgName: org.name,
      required: org.required,
      state: request?.state ?? 'NONE',
      validUntil: approval ? request.validUntil : null,
      irbId: request?.id ?? null,
    };
  });
}

// ── What every IRB write shares ───────────────────────────────────────────────────────────────────

/** Where a project's members read their IRB requests (the project's 요청 tab). */
export const projectRequestLink = (projectId: number) => `/project/${projectId}/request`;
/** Where an organisation's admins decide on IRB requests. */
export const orgPermissionsLink = (orgId: number) => `/orgadmin/${orgId}/research/permissions`;

/** The ids of the project's accepted members: they are told of decisions and expiry. */
export async function acceptedMemberIds(db: Reader, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.state, 'ACCEPTED')))
    .orderBy(asc(projectMembers.userId));
  return rows.map((row) => row.userId);
}

export interface IrbLogRecord {
  irbId: number;
  projectId: number;
  orgId: number;
  /** Null for what the daily job does (an expiry). */
  actorId: number | null;
  action: Extract<ProjectLogAction, `IRB_${string}`>;
  /** What the project's log tab shows beside the action: irbId, orgName, irbNumber, and per action more. */
  detail: { orgName: string; irbNumber: string; validUntil?: string; reason?: string };
}

/**
 * The audit row of one IRB write, in the project's log (services/project-logs.ts reads it by project).
 * The audit table has no organisation column, so the organisation's id rides in `detail`.
 */
export async function recordIrbLog(tx: Pick<Database, 'insert'>, entry: IrbLogRecord): Promise<void> {
  await recordAudit(tx, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: 'irb_request',
    targetId: entry.irbId,
    projectId: entry.projectId,
    detail: { irbId: entry.irbId, orgId: entry.orgId, ...entry.detail },
  });
}
