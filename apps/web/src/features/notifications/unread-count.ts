/** The most the bell's badge writes out; above it shows `99+` (the accessible name keeps the number). */
export const MAX_BADGE_COUNT = 99;

/** What the bell's badge shows: nothing for 0, the number up to 99, then `99+`. */
export function formatUnreadCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(Math.floor(count));
}
