import type { NotificationFilter as ListFilter, NotificationPage } from '@cdmnet/api';
import { notificationScreenMessages as t } from './messages.ko';

/**
 * The page's filters of spec §7, in tab order; the server filters and pages (`filter` is what it is
 * asked, `count` where its reply counts the tab). The key is what `?filter=` holds, so a filtered view
 * survives a reload and can be linked to.
 */
export const notificationFilters = [
  { key: 'all', label: t.filters.all, empty: t.empty.all, filter: undefined, count: 'all' },
  {
    key: 'unchecked',
    label: t.filters.unchecked,
    empty: t.empty.unchecked,
    filter: 'UNCHECKED',
    count: 'unchecked',
  },
  {
    key: 'organization',
    label: t.filters.organization,
    empty: t.empty.organization,
    filter: 'ORGANIZATION',
    count: 'organization',
  },
  { key: 'project', label: t.filters.project, empty: t.empty.project, filter: 'PROJECT', count: 'project' },
] as const satisfies readonly {
  key: string;
  label: string;
  empty: string;
  filter: ListFilter | undefined;
  count: keyof NotificationPage['counts'];
}[];

export type NotificationFilter = (typeof notificationFilters)[number];

/** The tab index of `?filter=`; anything unknown is 전체. */
export function filterIndexOf(key: string | null): number {
  return Math.max(
    0,
    notificationFilters.findIndex((filter) => filter.key === key),
  );
}
