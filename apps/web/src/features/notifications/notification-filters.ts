import type { UserNotification } from '@cdmnet/api';
import { notificationScreenMessages as t } from './messages.ko';

/**
 * The page's filters of spec §7, applied client-side to the one list, in tab order. The key is what
 * `?filter=` holds, so a filtered view survives a reload and can be linked to.
 */
export const notificationFilters = [
  { key: 'all', label: t.filters.all, empty: t.empty.all, matches: () => true },
  {
    key: 'unchecked',
    label: t.filters.unchecked,
    empty: t.empty.unchecked,
    matches: (n: UserNotification) => !n.checked,
  },
  {
    key: 'organization',
    label: t.filters.organization,
    empty: t.empty.organization,
    matches: (n: UserNotification) => n.type === 'ORGANIZATION',
  },
  {
    key: 'project',
    label: t.filters.project,
    empty: t.empty.project,
    matches: (n: UserNotification) => n.type === 'PROJECT',
  },
] as const;

export type NotificationFilter = (typeof notificationFilters)[number];

/** The tab index of `?filter=`; anything unknown is 전체. */
export function filterIndexOf(key: string | null): number {
  return Math.max(
    0,
    notificationFilters.findIndex((filter) => filter.key === key),
  );
}
