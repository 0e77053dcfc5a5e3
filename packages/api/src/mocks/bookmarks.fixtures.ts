import type { Bookmark, FavoriteType } from '../contract/bookmarks.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';

/** One kept favourite; its name and detail are read from the organisation or user when listed. */
export interface MockFavorite {
  userId: number;
  type: FavoriteType;
  targetId: number;
  createdAt: string;
}

export interface BookmarksState {
  /** Everyone's bookmarks with their owners; a user's list is theirs only. */
  bookmarks: (Bookmark & { userId: number })[];
  favorites: MockFavorite[];
  nextId: number;
}

// Kept beside the MockDb rather than in it (db.ts is shared by every feature): each db gets its own
// state on first use, so stories and tests never share bookmarks.
/**
 * The demo researcher's (김민준, id 3) bookmarks and favourites, so the list page has something of each
 * kind: a concept, a search, an ATLAS design, two hospitals and a colleague.
 */
function seeded(): BookmarksState {
  return {
    nextId: 4,
    bookmarks: [
      {
        id: 3,
        userId: 3,
        type: 'CONCEPT',
        title: 'Gastrointestinal hemorrhage',
        target: { conceptId: 192671 },
        createdAt: '2025-03-14T02:10:00.000Z',
      },
      {
        id: 2,
        userId: 3,
        type: 'CONCEPT_SEARCH',
        title: 'celecoxib (Drug, RxNorm)',
        target: {
          query: 'celecoxib',
          atlasIds: [1, 2],
          domainIds: ['Drug'],
          vocabularyIds: ['RxNorm'],
          conceptClassIds: [],
          standard: null,
          validity: null,
        },
        createdAt: '2025-03-12T07:30:00.000Z',
      },
      {
        id: 1,
        userId: 3,
        type: 'ATLAS_DESIGN',
        title: '위장관 출혈 환자 (한빛대학교병원 ATLAS)',
        target: { atlasId: 1, kind: 'COHORT', designId: 1 },
        createdAt: '2025-03-10T01:00:00.000Z',
      },
    ],
    favorites: [
      { userId: 3, type: 'ORGANIZATION', targetId: 2, createdAt: '2025-03-13T04:00:00.000Z' },
      { userId: 3, type: 'USER', targetId: 2, createdAt: '2025-03-11T04:00:00.000Z' },
    ],
  };
}

export const bookmarksStateOf: (db: MockDb) => BookmarksState = perMockDb(seeded);

/** A story's or test's user without any bookmark or favourite (the empty states). */
export function clearBookmarks(db: MockDb): void {
  const state = bookmarksStateOf(db);
  state.bookmarks = [];
  state.favorites = [];
}
