import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  projectMessages as t,
  type CreatorValidation,
  type InvitableProject,
  type PendingInvitation,
  type ProjectAccess,
  type ProjectFormValues,
  type ProjectSummary,
} from '@cdmnet/api/contract';
import { cached } from '../cache/read-cache.js';
import type { Database } from '../db/database.js';
import {
  analyses,
  analysisImages,
  analysisVersions,
  executions,
  files,
  irbRequests,
  projectMembers,
  projects,
  users,
} from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { accessOf, creatorRefusal, projectAccessOf } from '../policies/projects.js';
import { recordProjectLog } from './project-logs.js';

// Projects themselves (domain.md "Projects and invitations"; spec §7 "Projects"): the caller's lists,
// the invitation screen, creating, editing and deleting. Members and invitations: project-members.ts.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Transaction | Database;
type Reader = Pick<Database, 'select'>;

const uniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * The project, its row locked until the transaction ends: every write to a project or its members
 * takes it first, so two managers acting at once cannot, between them, leave it without a manager.
 * Answers undefined for a project that does not exist.
 */
export async function lockProject(tx: Writer, projectId: number) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return project;
}

/** The project for a write the route guard admitted: it exists unless deleted a moment ago. */
export async function lockedProject(tx: Writer, projectId: number) {
  const project = await lockProject(tx, projectId);
  if (!project) throw AppError.forbidden();
  return project;
}

/**
 * The caller must still be an accepted manager once the project is locked: the guard read their role
 * before the transaction, and another manager may have changed it since.
 */
export async function requireManager(tx: Writer, projectId: number, userId: number) {
  const [row] = await tx
    .select({ state: projectMembers.state, role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (row?.state !== 'ACCEPTED' || row.role !== 'MANAGER') throw AppError.forbidden();
}

/** The ids of the project's accepted managers (told of answers to invitations). */
export async function managerIds(tx: Reader, projectId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.state, 'ACCEPTED'),
        eq(projectMembers.role, 'MANAGER'),
      ),
    );
  return rows.map((row) => row.userId);
}

// ── Summaries ─────────────────────────────────────────────────────────────────────────────────────

const creator = alias(users, 'creator');
const mine = alias(projectMembers, 'mine');

/** The summaries of the projects the user has a row in that match `where`, newest first. */
async function summaries(db: Reader, userId: number, where: SQL | undefined): Promise<ProjectSummary[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      openScope: projects.openScope,
      purpose: projects.purpose,
      color: projects.color,
      creatorName: creator.name,
      memberCount: sql<number>`(select count(*)::int from project_members pm where pm.project_id = ${projects.id} and pm.state = 'ACCEPTED')`,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      state: mine.state,
      role: mine.role,
      permissions: mine.permissions,
    })
    .from(projects)
    .innerJoin(creator, eq(creator.id, projects.creatorId))
    .innerJoin(mine, and(eq(mine.projectId, projects.id), eq(mine.userId, userId)))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(({ state, role, permissions, createdAt, updatedAt, memberCount, ...row }) => ({
    ...row,
    memberCount: Number(memberCount),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    me: accessOf({ state, role, permissions }),
  }));
}

/** One project as the user sees it; they must have a row in it. */
export async function projectSummary(db: Reader, userId: number, projectId: number): Promise<ProjectSummary> {
  const [summary] = await summaries(db, userId, eq(projects.id, projectId));
  if (!summary) throw AppError.forbidden();
  return summary;
}

/** The side menu's and the dashboard's list: projects the user joined or is invited to. */
export function listProjects(db: Database, userId: number): Promise<ProjectSummary[]> {
  return cached(db, `projects:${userId}`, () =>
    summaries(db, userId, inArray(mine.state, ['ACCEPTED', 'PENDING'])),
  );
}

/** The projects the user manages, each with one invitee's state there (the 프로젝트 초대 dialog). */
export async function listOwnProjects(
  db: Reader,
  userId: number,
  inviteeId: number,
): Promise<InvitableProject[]> {
  const invitee = alias(projectMembers, 'invitee');
  return db
    .select({ id: projects.id, name: projects.name, color: projects.color, inviteeState: invitee.state })
    .from(projects)
    .innerJoin(mine, and(eq(mine.projectId, projects.id), eq(mine.userId, userId)))
    .leftJoin(invitee, and(eq(invitee.projectId, projects.id), eq(invitee.userId, inviteeId)))
    .where(and(eq(mine.state, 'ACCEPTED'), eq(mine.role, 'MANAGER')))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** The privilege check: the caller's place in the project while they are in it or invited; else 403. */
export async function getProjectAccess(
  db: Database,
  userId: number,
  projectId: number,
): Promise<ProjectAccess> {
  const access = await projectAccessOf(db, projectId, userId);
  if (access?.state !== 'ACCEPTED' && access?.state !== 'PENDING') throw AppError.forbidden();
  return access;
}

/** The invitation screen: only for the caller's open invitation (403 otherwise, as for any stranger). */
export async function getPendingInvitation(
  db: Reader,
  userId: number,
  projectId: number,
): Promise<PendingInvitation> {
  const inviter = alias(users, 'inviter');
  const [row] = await db
    .select({
      projectId: projects.id,
      name: projects.name,
      openScope: projects.openScope,
      purpose: projects.purpose,
      createdAt: projects.createdAt,
      invitedAt: mine.invitedAt,
      inviterId: inviter.id,
      inviterName: inviter.name,
      inviterImageId: inviter.profileImageId,
      creatorId: creator.id,
      creatorName: creator.name,
      creatorImageId: creator.profileImageId,
    })
    .from(mine)
    .innerJoin(projects, eq(projects.id, mine.projectId))
    .innerJoin(creator, eq(creator.id, projects.creatorId))
    .leftJoin(inviter, eq(inviter.id, mine.invitedBy))
    .where(and(eq(mine.projectId, projectId), eq(mine.userId, userId), eq(mine.state, 'PENDING')));
  if (!row) throw AppError.forbidden();
  // The inviter; the creator when the inviter's account is gone.
  const researcher =
    row.inviterId === null
      ? { id: row.creatorId, name: row.creatorName, profileImageId: row.creatorImageId }
      : { id: row.inviterId, name: row.inviterName ?? '', profileImageId: row.inviterImageId };
  return {
    projectId: row.projectId,
    researcher,
    projectResponse: {
      name: row.name,
      openScope: row.openScope,
      projectType: row.purpose,
      createdAt: row.createdAt.toISOString(),
    },
    invitedAt: row.invitedAt.toISOString(),
  };
}

// ── Creating, editing, deleting ───────────────────────────────────────────────────────────────────

async function privOf(db: Reader, userId: number) {
  const [user] = await db.select({ priv: users.priv }).from(users).where(eq(users.id, userId));
  if (!user) throw AppError.forbidden();
  return user.priv;
}

/** `validation/creator`: verified users may create projects. */
export async function validateCreator(db: Reader, userId: number): Promise<CreatorValidation> {
  const reason = creatorRefusal(await privOf(db, userId));
  return { allowed: reason === null, reason };
}

/** Refuses (403, saying why) a user who may not create projects: asked before the form is read. */
export async function admitCreator(db: Reader, userId: number): Promise<void> {
  const reason = creatorRefusal(await privOf(db, userId));
  if (reason !== null) throw AppError.forbidden(reason);
}

async function nameTaken(tx: Reader, creatorId: number, name: string, exceptId: number | null) {
  const [row] = await tx
    .select({ n: count() })
    .from(projects)
    .where(
      and(
        eq(projects.creatorId, creatorId),
        eq(projects.name, name),
        exceptId === null ? undefined : ne(projects.id, exceptId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Creates a project; its creator is its first manager. */
export async function createProject(
  db: Writer,
  userId: number,
  form: ProjectFormValues,
): Promise<ProjectSummary> {
  return db.transaction(async (tx) => {
    await admitCreator(tx, userId);
    // Asked first, so the common case answers without a failed statement; the unique index settles a race.
    if (await nameTaken(tx, userId, form.name, null)) throw AppError.conflict(t.nameTaken);
    let id: number;
    try {
      const [row] = await tx
        .insert(projects)
        .values({ ...form, creatorId: userId })
        .returning({ id: projects.id, createdAt: projects.createdAt });
      if (!row) throw new Error('creating a project returned no row');
      id = row.id;
      await tx.insert(projectMembers).values({
        projectId: id,
        userId,
        role: 'MANAGER',
        state: 'ACCEPTED',
        invitedAt: row.createdAt,
        respondedAt: row.createdAt,
      });
    } catch (error) {
      if (uniqueViolation(error)) throw AppError.conflict(t.nameTaken);
      throw error;
    }
    await recordProjectLog(tx, {
      projectId: id,
      actorId: userId,
      action: 'PROJECT_CREATED',
      detail: { name: form.name, openScope: form.openScope, purpose: form.purpose, color: form.color },
    });
    return projectSummary(tx, userId, id);
  });
}

const formFields = ['name', 'description', 'openScope', 'purpose', 'color'] as const;

/** Edits a project (managers); the log keeps what changed. Nothing changed, nothing is written. */
export async function modifyProject(
  db: Writer,
  userId: number,
  projectId: number,
  form: ProjectFormValues,
): Promise<ProjectSummary> {
  return db.transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    await requireManager(tx, projectId, userId);
    const changed = formFields.filter((field) => project[field] !== form[field]);
    if (changed.length === 0) return projectSummary(tx, userId, projectId);
    // Names are told apart per creator, whoever edits.
    if (await nameTaken(tx, project.creatorId, form.name, projectId)) {
      throw AppError.conflict(t.nameTaken);
    }
    try {
      await tx
        .update(projects)
        .set({ ...form, updatedAt: new Date() })
        .where(eq(projects.id, projectId));
    } catch (error) {
      if (uniqueViolation(error)) throw AppError.conflict(t.nameTaken);
      throw error;
    }
    await recordProjectLog(tx, {
      projectId,
      actorId: userId,
      action: 'PROJECT_MODIFIED',
      detail: {
        from: Object.fromEntries(changed.map((field) => [field, project[field]])),
        to: Object.fromEntries(changed.map((field) => [field, form[field]])),
      },
    });
    return projectSummary(tx, userId, projectId);
  });
}

/** Deletes a project (managers); its members and invitations go with it. */
/** The files only the project's records hold: analysis packages and pictures, IRB documents. */
async function projectFileIds(tx: Transaction, projectId: number): Promise<number[]> {
  const ofProject = eq(analyses.projectId, projectId);
  // One after another: a transaction's queries share one connection.
  const packages = await tx
    .select({ id: analysisVersions.fileId })
    .from(analysisVersions)
    .innerJoin(analyses, eq(analyses.id, analysisVersions.analysisId))
    .where(ofProject);
  const pictures = await tx
    .select({ id: analysisImages.fileId })
    .from(analysisImages)
    .innerJoin(analyses, eq(analyses.id, analysisImages.analysisId))
    .where(ofProject);
  const documents = await tx
    .select({ id: irbRequests.documentFileId })
    .from(irbRequests)
    .where(eq(irbRequests.projectId, projectId));
  return [...packages, ...pictures, ...documents].map((row) => row.id);
}

export async function deleteProject(db: Writer, userId: number, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await lockedProject(tx, projectId);
    await requireManager(tx, projectId, userId);
    // Executions are the research's evidence: a project that has any stays.
    const [ran] = await tx
      .select({ id: executions.id })
      .from(executions)
      .where(eq(executions.projectId, projectId))
      .limit(1);
    if (ran) throw AppError.conflict(t.hasExecutions);
    const held = await projectFileIds(tx, projectId);
    await tx.delete(projects).where(eq(projects.id, projectId));
    // The rows naming these files went with the project; the bytes are only theirs, so they go too.
    if (held.length > 0) await tx.delete(files).where(inArray(files.id, held));
    await recordProjectLog(tx, {
      projectId,
      actorId: userId,
      action: 'PROJECT_DELETED',
      detail: { name: project.name },
    });
  });
}
