// Query keys, query options and mutations of the notifications calls.
export { LATEST_NOTIFICATIONS, notificationsKeys, notificationsQueries } from './notifications.queries.js';
export { notificationsMutations } from './notifications.mutations.js';
