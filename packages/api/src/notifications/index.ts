// Query keys, query options and mutations of the notifications calls.
export { notificationsKeys, notificationsQueries } from './notifications.queries.js';
export { notificationsMutations } from './notifications.mutations.js';
