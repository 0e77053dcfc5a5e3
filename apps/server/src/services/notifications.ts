import type { NotificationType } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { notifications } from '../db/schema.js';

export interface NotificationEvent {
  type: NotificationType;
  title: string;
  message?: string;
  /** An in-app path the notification opens, e.g. `/announcement/3`. */
  link?: string;
}

/**
 * The one way anything tells users that something happened to them (domain.md, "Notifications and
 * audit"). Call it inside the transaction of the change, so a rolled-back change notifies nobody.
 */
export async function notifyUsers(
  db: Pick<Database, 'insert'>,
  userIds: readonly number[],
  event: NotificationEvent,
): Promise<void> {
  if (userIds.length === 0) return;
  await db.insert(notifications).values(
    userIds.map((userId) => ({
      userId,
      type: event.type,
      title: event.title,
      message: event.message ?? '',
      link: event.link ?? null,
    })),
  );
}
