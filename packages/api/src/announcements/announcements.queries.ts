import { queryOptions } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import {
  getAnnouncement,
  listAnnouncements,
  listDashboardAnnouncements,
  listPopupAnnouncements,
} from '../contract/announcements.contract.js';

/**
 * The table and the dashboard widget sit under `lists()`, so a write refreshes both. The popup's list
 * does not: it shows what was current at sign-in, and a master's own post must not pop up over their work.
 */
export const announcementsKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementsKeys.all, 'list'] as const,
  list: () => [...announcementsKeys.lists(), 'all'] as const,
  popups: () => [...announcementsKeys.all, 'popups'] as const,
  dashboard: () => [...announcementsKeys.lists(), 'dashboard'] as const,
  details: () => [...announcementsKeys.all, 'detail'] as const,
  detail: (id: number) => [...announcementsKeys.details(), id] as const,
};

export const announcementsQueries = {
  list: () => queryOptions({ queryKey: announcementsKeys.list(), queryFn: () => call(listAnnouncements) }),
  /** The popup after sign-in: popup announcements with their content, fetched once per visit. */
  popups: () =>
    queryOptions({
      queryKey: announcementsKeys.popups(),
      queryFn: () => call(listPopupAnnouncements),
      staleTime: Infinity,
    }),
  /** The dashboard widget: the newest few, `{ id, title, createdAt, popup }`. */
  dashboard: () =>
    queryOptions({
      queryKey: announcementsKeys.dashboard(),
      queryFn: () => call(listDashboardAnnouncements),
    }),
  /** Runs only for a real id (spec §2: a non-numeric dataId is -1). */
  detail: (id: number) =>
    queryOptions({
      queryKey: announcementsKeys.detail(id),
      queryFn: () => call(getAnnouncement, { params: { id } }),
      enabled: id > 0,
    }),
};
