/** The mock db's notifications: created afresh for each story or test. */
export type NotificationsState = Record<never, never>;

export function createNotificationsState(): NotificationsState {
  return {};
}
