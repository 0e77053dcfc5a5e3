import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../client/default-client.js';
import type { AnnouncementForm } from '../contract/announcement.js';
import {
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from '../contract/announcements.contract.js';
import { announcementsKeys } from './announcements.queries.js';

/** Writes of a platform admin; each refreshes the lists it changes through the key factory. */
export const announcementsMutations = {
  create: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...announcementsKeys.all, 'create'],
      mutationFn: (body: AnnouncementForm) => call(createAnnouncement, { body }),
      onSuccess: async (created) => {
        queryClient.setQueryData(announcementsKeys.detail(created.id), created);
        await queryClient.invalidateQueries({ queryKey: announcementsKeys.lists() });
      },
    }),
  update: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...announcementsKeys.all, 'update'],
      mutationFn: ({ id, body }: { id: number; body: AnnouncementForm }) =>
        call(updateAnnouncement, { params: { id }, body }),
      onSuccess: async (updated) => {
        queryClient.setQueryData(announcementsKeys.detail(updated.id), updated);
        await queryClient.invalidateQueries({ queryKey: announcementsKeys.lists() });
      },
    }),
  remove: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...announcementsKeys.all, 'delete'],
      mutationFn: (id: number) => call(deleteAnnouncement, { params: { id } }),
      onSuccess: async (_, id) => {
        // Removed, not invalidated: a refetch of what no longer exists would toast a 404.
        queryClient.removeQueries({ queryKey: announcementsKeys.detail(id) });
        await queryClient.invalidateQueries({ queryKey: announcementsKeys.lists() });
      },
    }),
};
