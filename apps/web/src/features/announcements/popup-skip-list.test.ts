import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeSkips,
  closeForTheSession,
  notClosed,
  notSkipped,
  POPUP_SKIP_MS,
  POPUP_SKIP_STORAGE_KEY,
  pruneSkips,
  skipForADay,
} from './popup-skip-list';

/** localStorage's contract over a Map, so each test starts empty and nothing leaks. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const NOW = Date.parse('2026-03-10T09:00:00+09:00');
const HOUR = 60 * 60 * 1000;
const announcements = [{ id: 7 }, { id: 5 }, { id: 2 }];

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

const stored = () => JSON.parse(storage.getItem(POPUP_SKIP_STORAGE_KEY) ?? 'null') as unknown;

describe('the popup skip list', () => {
  it('uses the key and the one-day duration of the spec', () => {
    expect(POPUP_SKIP_STORAGE_KEY).toBe('announcementPopupSkipList');
    expect(POPUP_SKIP_MS).toBe(86_400_000);
  });

  it('hides nothing when nothing was skipped', () => {
    expect(notSkipped(announcements, storage, NOW)).toEqual(announcements);
  });

  it('"하루 동안 보지 않기" stores {id, until: now + 1 day} for the shown announcements', () => {
    skipForADay(storage, [7, 5], NOW);
    expect(stored()).toEqual([
      { id: 7, until: NOW + POPUP_SKIP_MS },
      { id: 5, until: NOW + POPUP_SKIP_MS },
    ]);
    expect(notSkipped(announcements, storage, NOW)).toEqual([{ id: 2 }]);
  });

  it('keeps them hidden until the day has passed, then shows them again', () => {
    skipForADay(storage, [7], NOW);
    expect(notSkipped(announcements, storage, NOW + 23 * HOUR).map((a) => a.id)).toEqual([5, 2]);
    expect(notSkipped(announcements, storage, NOW + POPUP_SKIP_MS - 1).map((a) => a.id)).toEqual([5, 2]);
    expect(notSkipped(announcements, storage, NOW + POPUP_SKIP_MS).map((a) => a.id)).toEqual([7, 5, 2]);
  });

  it('ignores expired entries and prunes them from storage', () => {
    storage.setItem(
      POPUP_SKIP_STORAGE_KEY,
      JSON.stringify([
        { id: 7, until: NOW - 1 },
        { id: 5, until: NOW + HOUR },
      ]),
    );
    expect(activeSkips(storage, NOW)).toEqual([{ id: 5, until: NOW + HOUR }]);
    expect(notSkipped(announcements, storage, NOW).map((a) => a.id)).toEqual([7, 2]);

    pruneSkips(storage, NOW);
    expect(stored()).toEqual([{ id: 5, until: NOW + HOUR }]);
    pruneSkips(storage, NOW + 2 * HOUR);
    expect(storage.getItem(POPUP_SKIP_STORAGE_KEY)).toBeNull();
  });

  it('skipping again renews the entry instead of adding a second one, and drops expired ones', () => {
    storage.setItem(POPUP_SKIP_STORAGE_KEY, JSON.stringify([{ id: 2, until: NOW - HOUR }]));
    skipForADay(storage, [7], NOW);
    skipForADay(storage, [7], NOW + HOUR);
    expect(stored()).toEqual([{ id: 7, until: NOW + HOUR + POPUP_SKIP_MS }]);
  });

  it.each(['not json', '{"id":1}', '[{"id":"7","until":1}]', '[null, 3]'])(
    'treats an unreadable stored value %j as no skips, and prunes it',
    (raw) => {
      storage.setItem(POPUP_SKIP_STORAGE_KEY, raw);
      expect(notSkipped(announcements, storage, NOW)).toEqual(announcements);
      pruneSkips(storage, NOW);
      expect(storage.getItem(POPUP_SKIP_STORAGE_KEY)).toBeNull();
    },
  );
});

describe('closed for the session (닫기)', () => {
  it('hides the closed announcements, keeps the others and adds to earlier closes', () => {
    closeForTheSession(storage, [7]);
    closeForTheSession(storage, [5, 7]);
    expect(notClosed(announcements, storage).map((a) => a.id)).toEqual([2]);
  });

  it('reads an unreadable list as none', () => {
    storage.setItem('announcementPopupClosed', '{oops');
    expect(notClosed(announcements, storage)).toEqual(announcements);
  });
});
