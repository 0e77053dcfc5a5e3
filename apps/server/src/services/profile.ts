import { eq } from 'drizzle-orm';
import {
  detectPhotoType,
  fieldLabels,
  PROFILE_PHOTO_MAX_BYTES,
  profileMessages as t,
  requiredTermsKeys,
  type PasswordModification,
  type ProfileModification,
  type TermsEntry,
} from '@cdmnet/api/contract';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { endOtherSessions } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { files, userTerms, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import type { Upload } from '../http/multipart.js';
import { recordAudit } from './audit.js';
import { storeFile } from './files.js';
import { consumeVerifiedToken } from './verification.js';

// The signed-in user changing their own profile: every rule here concerns only oneself, so there is
// no role to check beyond the session.

/**
 * Changes name, phone, expert area and division and description. A new phone number must come with
 * the token of its verification, spent here in the same transaction, so a refused change spends nothing.
 */
export async function modifyProfile(db: Database, userId: number, input: ProfileModification): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw AppError.sessionExpired();
    if (input.phoneNumber !== user.phoneNumber) {
      const proof = {
        channel: 'phone' as const,
        target: input.phoneNumber,
        token: input.phoneVerifiedToken ?? '',
      };
      if (!(await consumeVerifiedToken(tx, proof))) throw AppError.invalidInput(t.phoneNotVerified);
    }
    const next = {
      name: input.name,
      phoneNumber: input.phoneNumber,
      expertArea: input.expertArea,
      expertDivision: input.expertDivision,
      description: input.description,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== user[key]);
    if (changed.length === 0) return;
    await tx.update(users).set(next).where(eq(users.id, userId));
    // Which fields changed, not their values: the audit log is no copy of personal data.
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.profile.modified',
      targetType: 'user',
      targetId: userId,
      detail: { fields: changed },
    });
  });
}

/**
 * Sets a new password once the current one is proven, and ends the user's other sessions: a browser
 * left signed in elsewhere must not outlive a password change. The session making the change stays.
 */
export async function changePassword(
  db: Database,
  userId: number,
  currentSessionToken: string | undefined,
  input: PasswordModification,
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.sessionExpired();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw AppError.invalidInput(t.wrongCurrentPassword);
  }
  if (input.newPassword === input.currentPassword) {
    throw AppError.invalidInput(`${fieldLabels.newPassword}: ${t.samePassword}`);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    const ended = await endOtherSessions(tx, userId, currentSessionToken);
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.password.changed',
      targetType: 'user',
      targetId: userId,
      detail: { endedSessions: ended },
    });
  });
}

/** Changes the optional agreements; withdrawing a required one is refused, agreeing again is a no-op. */
export async function modifyTerms(db: Database, userId: number, terms: readonly TermsEntry[]): Promise<void> {
  if (terms.some((term) => requiredTermsKeys.includes(term.name) && !term.agreement)) {
    throw AppError.invalidInput(t.requiredTermsKept);
  }
  // The last entry of a name wins, as at sign-up; required ones are agreed already and stay so.
  const optional = new Map(
    terms.filter((term) => !requiredTermsKeys.includes(term.name)).map((term) => [term.name, term.agreement]),
  );
  if (optional.size === 0) return;
  await db.transaction(async (tx) => {
    for (const [name, agreement] of optional) {
      await tx
        .insert(userTerms)
        .values({ userId, name, agreement })
        .onConflictDoUpdate({
          target: [userTerms.userId, userTerms.name],
          set: { agreement, updatedAt: new Date() },
        });
    }
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.terms.modified',
      targetType: 'user',
      targetId: userId,
      detail: Object.fromEntries(optional),
    });
  });
}

/**
 * One uploaded picture (a profile photo, an organisation's logo): one PNG, JPEG or WebP image of at most
 * PROFILE_PHOTO_MAX_BYTES, its type read from the bytes, not from what the browser claims.
 */
export function acceptPicture(uploaded: Upload['files']) {
  const [photo] = uploaded;
  if (!photo) throw AppError.invalidInput(t.photoMissing);
  if (uploaded.length > 1) throw AppError.invalidInput(t.photoTooMany);
  const mimeType = detectPhotoType(photo.bytes);
  if (!mimeType) throw AppError.invalidInput(t.photoType);
  if (photo.bytes.length > PROFILE_PHOTO_MAX_BYTES) {
    throw AppError.invalidInput(t.photoTooLarge(PROFILE_PHOTO_MAX_BYTES / 1024 / 1024));
  }
  return { photo, mimeType };
}

/** Replaces the profile photo (see acceptPicture); the previous photo's file is removed. */
export async function setProfilePhoto(
  db: Database,
  userId: number,
  uploaded: Upload['files'],
): Promise<void> {
  const { photo, mimeType } = acceptPicture(uploaded);
  await db.transaction(async (tx) => {
    const previous = await currentPhoto(tx, userId);
    const stored = await storeFile(tx, { ownerId: userId, name: photo.name, mimeType, bytes: photo.bytes });
    await tx.update(users).set({ profileImageId: stored.id }).where(eq(users.id, userId));
    if (previous !== null) await tx.delete(files).where(eq(files.id, previous));
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.photo.changed',
      targetType: 'user',
      targetId: userId,
      detail: { fileId: stored.id, size: photo.bytes.length, mimeType },
    });
  });
}

/** Removes the profile photo; the avatar's placeholder shows instead. */
export async function removeProfilePhoto(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const previous = await currentPhoto(tx, userId);
    if (previous === null) return;
    await tx.update(users).set({ profileImageId: null }).where(eq(users.id, userId));
    await tx.delete(files).where(eq(files.id, previous));
    await recordAudit(tx, {
      actorId: userId,
      action: 'user.photo.removed',
      targetType: 'user',
      targetId: userId,
      detail: { fileId: previous },
    });
  });
}

async function currentPhoto(db: Pick<Database, 'select'>, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: users.profileImageId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}
