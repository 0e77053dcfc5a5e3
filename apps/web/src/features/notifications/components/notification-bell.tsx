/** The top bar's notifications bell with the unread count. */
export function NotificationBell() {
  return null;
}
