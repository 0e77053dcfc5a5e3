import { and, eq } from 'drizzle-orm';
import { irbMessages as t, type IrbRequest } from '@cdmnet/api/contract';
import { irbRequests, orgMembers, projectMembers, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Upload } from '../http/multipart.js';
import { accessOf, mayDo } from '../policies/projects.js';
import { storeFile } from './files.js';
import { getProjectIrbRequest, recordIrbLog, seoulDay, targetOrgs } from './irb.js';
import { notices } from './notices.js';
import { notifyUsers } from './notifications.js';
import { announceChange } from './live-changes.js';
import { lockedProject, type Writer } from './projects.js';

// A project asks one of its target organisations for IRB approval (domain.md "IRB"): the form's
// fields, checked by the contract, and the approval PDF, checked here.

/** The request form as the contract parsed it (dates as `YYYY-MM-DD`, validUntil not before validFrom). */
export interface IrbRequestInput {
  orgId: number;
  irbNumber: string;
  institution: string;
  validFrom: string;
  validUntil: string;
}

/**
 * The one approval document: exactly one file whose bytes begin as a PDF's do. The type the browser
 * claims is not enough: a renamed file must not reach the organisation's admins as their "PDF".
 */
export function acceptIrbDocument(uploaded: Upload['files']) {
  const [document] = uploaded;
  if (!document || uploaded.length > 1) throw AppError.invalidInput(t.documentRequired);
  if (!document.bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    throw AppError.invalidInput(t.documentType);
  }
  return document;
}

/** Once the project is locked, the caller must still hold IRB_REQUEST (or manage it): the guard read it before. */
async function requireRequester(tx: Writer, projectId: number, userId: number) {
  const [row] = await tx
    .select({
      state: projectMembers.state,
      role: projectMembers.role,
      permissions: projectMembers.permissions,
    })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (!row || !mayDo(accessOf(row), 'IRB_REQUEST')) throw AppError.forbidden();
}

export async function orgAdminIds(tx: Pick<Writer, 'select'>, orgId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.privilege, 'ORG_ADMIN')));
  return rows.map((row) => row.userId);
}

/**
 * Asks a target organisation for approval; its admins are told. One request per organisation waits at a
 * time (409 while one is PENDING); after a decision, or an expiry, the project may ask again.
 */
export async function requestIrb(
  db: Writer,
  userId: number,
  projectId: number,
  input: IrbRequestInput,
  uploaded: Upload['files'],
  now = new Date(),
): Promise<IrbRequest> {
  if (input.validUntil < seoulDay(now)) throw AppError.invalidInput(t.periodOver);
  const document = acceptIrbDocument(uploaded);
  return db.transaction(async (tx) => {
    // The project's row is locked, so two requests at once cannot both find nothing pending.
    const project = await lockedProject(tx, projectId);
    await requireRequester(tx, projectId, userId);
    const org = (await targetOrgs(tx, projectId)).find((target) => target.id === input.orgId);
    if (!org) throw AppError.invalidInput(t.orgNotTarget);
    const [pending] = await tx
      .select({ id: irbRequests.id })
      .from(irbRequests)
      .where(
        and(
          eq(irbRequests.projectId, projectId),
          eq(irbRequests.orgId, org.id),
          eq(irbRequests.state, 'PENDING'),
        ),
      );
    if (pending) throw AppError.conflict(t.alreadyPending);

    // Restricted: only the project's members and the organisation's admins read it (the calls of
    // routes/irb.ts), never the open `/files/{id}`.
    const stored = await storeFile(tx, {
      ownerId: userId,
      name: document.name,
      mimeType: 'application/pdf',
      bytes: document.bytes,
      restricted: true,
    });
    const [row] = await tx
      .insert(irbRequests)
      .values({
        projectId,
        orgId: org.id,
        irbNumber: input.irbNumber,
        institution: input.institution,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        documentFileId: stored.id,
        requestedBy: userId,
        requestedAt: now,
      })
      .returning({ id: irbRequests.id });
    if (!row) throw new Error('an IRB request insert returned nothing');

    await recordIrbLog(tx, {
      irbId: row.id,
      projectId,
      orgId: org.id,
      actorId: userId,
      action: 'IRB_REQUESTED',
      detail: { orgName: org.name, irbNumber: input.irbNumber },
    });
    const [requester] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await notifyUsers(
      tx,
      await orgAdminIds(tx, org.id),
      notices.irbRequested(row.id, project.name, org.id, org.name, requester?.name ?? ''),
    );
    await announceChange(
      tx,
      { topic: 'irb', projectId, orgId: org.id },
      { membersOf: projectId, adminsOf: org.id },
    );
    return getProjectIrbRequest(tx, projectId, row.id);
  });
}
