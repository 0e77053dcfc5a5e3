// The announcement popup's "하루 동안 보지 않기" memory (spec §3, §4, §9): entries `{ id, until }` in
// localStorage under `announcementPopupSkipList`. An entry hides its announcement until `until`; expired
// entries are ignored and pruned. Pure over the storage and the time given, so tests fake both.

export const POPUP_SKIP_STORAGE_KEY = 'announcementPopupSkipList';
/** How long "하루 동안 보지 않기" hides an announcement (spec §9: one day). */
export const POPUP_SKIP_MS = 24 * 60 * 60 * 1000;

export interface PopupSkipEntry {
  id: number;
  /** Epoch milliseconds until which the announcement stays hidden. */
  until: number;
}

type SkipStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isEntry = (value: unknown): value is PopupSkipEntry =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as PopupSkipEntry).id) &&
  Number.isFinite((value as PopupSkipEntry).until);

/** Every stored entry, whatever its time; anything unreadable counts as none. */
function readAll(storage: SkipStorage): PopupSkipEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(POPUP_SKIP_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeAll(storage: SkipStorage, entries: readonly PopupSkipEntry[]): void {
  if (entries.length === 0) storage.removeItem(POPUP_SKIP_STORAGE_KEY);
  else storage.setItem(POPUP_SKIP_STORAGE_KEY, JSON.stringify(entries));
}

/** The entries still in force at `now`. */
export function activeSkips(storage: SkipStorage, now: number): PopupSkipEntry[] {
  return readAll(storage).filter((entry) => entry.until > now);
}

/** Removes expired (and unreadable) entries from storage. */
export function pruneSkips(storage: SkipStorage, now: number): void {
  const all = readAll(storage);
  const active = all.filter((entry) => entry.until > now);
  const raw = storage.getItem(POPUP_SKIP_STORAGE_KEY);
  if (active.length !== all.length || (raw !== null && active.length === 0)) writeAll(storage, active);
}

/** The announcements that are not hidden at `now`, in their order. */
export function notSkipped<T extends { id: number }>(
  announcements: readonly T[],
  storage: SkipStorage,
  now: number,
): T[] {
  const hidden = new Set(activeSkips(storage, now).map((entry) => entry.id));
  return announcements.filter((announcement) => !hidden.has(announcement.id));
}

/** Hides these announcements for a day from `now`; expired entries are dropped on the way. */
export function skipForADay(storage: SkipStorage, ids: readonly number[], now: number): void {
  const until = now + POPUP_SKIP_MS;
  const kept = activeSkips(storage, now).filter((entry) => !ids.includes(entry.id));
  writeAll(storage, [...kept, ...ids.map((id) => ({ id, until }))]);
}

// 닫기 hides the popup's announcements for the rest of this browser session (a reload included), not
// for a day: their ids in sessionStorage under `announcementPopupClosed`.
export const POPUP_CLOSED_STORAGE_KEY = 'announcementPopupClosed';

function readClosed(storage: SkipStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(POPUP_CLOSED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The announcements not closed in this session, in their order. */
export function notClosed<T extends { id: number }>(announcements: readonly T[], storage: SkipStorage): T[] {
  const closed = new Set(readClosed(storage));
  return announcements.filter((announcement) => !closed.has(announcement.id));
}

/** Hides these announcements until the browser session ends. */
export function closeForTheSession(storage: SkipStorage, ids: readonly number[]): void {
  const closed = new Set([...readClosed(storage), ...ids]);
  storage.setItem(POPUP_CLOSED_STORAGE_KEY, JSON.stringify([...closed]));
}
