// Query keys, query options and mutations of the announcements calls.
export { announcementsKeys, announcementsQueries } from './announcements.queries.js';
export { announcementsMutations } from './announcements.mutations.js';
