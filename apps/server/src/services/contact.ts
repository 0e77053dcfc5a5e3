import { desc, eq, isNull, and } from 'drizzle-orm';
import type { BodyOf, ContactMessage, contactApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { contactMessages, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { recordAudit } from './audit.js';

type ContactInput = BodyOf<typeof contactApi.sendContactMessage>;

/** Stores a visitor's message; the sender may be signed in (then the audit names them) or not. */
export async function receiveContactMessage(
  db: Database,
  input: Required<Omit<ContactInput, 'consent'>>,
  sender: { userId: number | undefined; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        organization: input.organization,
        subject: input.subject,
        message: input.message,
        requestIp: sender.ip,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('inserting the contact message returned no id');
    await recordAudit(tx, {
      actorId: sender.userId ?? null,
      action: 'contact.received',
      targetType: 'contact_message',
      targetId: row.id,
      // The form cannot be sent without consent; the audit keeps that it was given.
      detail: { consent: true },
    });
  });
}

const listed = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  organization: contactMessages.organization,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledByName: users.name,
};

type ListedRow = { createdAt: Date; handledAt: Date | null; handledByName: string | null } & Omit<
  ContactMessage,
  'createdAt' | 'handledAt' | 'handledByName'
>;

const toMessage = (row: ListedRow): ContactMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

function selectMessages(db: Pick<Database, 'select'>) {
  return db.select(listed).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.handledBy));
}

/** Every message, newest first. */
export async function listContactMessages(db: Database): Promise<ContactMessage[]> {
  const rows = await selectMessages(db).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toMessage);
}

/** Marks a message handled by this admin; one already handled stays as it was (and is not audited again). */
export async function markContactHandled(db: Database, id: number, adminId: number): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set({ handledAt: new Date(), handledBy: adminId })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
      .returning({ id: contactMessages.id });
    if (changed) {
      await recordAudit(tx, {
        actorId: adminId,
        action: 'contact.handled',
        targetType: 'contact_message',
        targetId: id,
      });
    }
    const [row] = await selectMessages(tx).where(eq(contactMessages.id, id));
    if (!row) throw AppError.notFound();
    return toMessage(row);
  });
}
