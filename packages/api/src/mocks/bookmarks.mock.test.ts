import { describe, expect, it } from 'vitest';
import { bookmarksApi } from '../contract/index.js';
import { bookmarkMessages as m } from '../contract/bookmarks.ko.js';
import { ResultCode } from '../contract/codes.js';
import { contentOf, MASTER, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The bookmark mocks answer as the server's services/bookmarks.ts: each user's own, the same target
// once, ATLAS designs only for ATLAS supporters, hidden organisations as missing. Fixtures: 김민준
// (researcher) keeps a concept, a search and a design, and stars 서울중앙의료원 (2) and 박지현 (2).

const search = (atlasIds: number[], domainIds: string[]) => ({
  type: 'CONCEPT_SEARCH',
  title: 'bleeding',
  target: { query: 'bleeding', atlasIds, domainIds },
});

describe('bookmark mocks', () => {
  it('list the caller’s own, newest first, and nobody else’s', async () => {
    world(RESEARCHER);
    const mine = await contentOf(bookmarksApi.listBookmarks);
    expect(mine.map((b) => b.type)).toEqual(['CONCEPT', 'CONCEPT_SEARCH', 'ATLAS_DESIGN']);
    world(PARTNER);
    expect(await contentOf(bookmarksApi.listBookmarks)).toEqual([]);
    expect(await contentOf(bookmarksApi.listFavorites)).toEqual([]);
    const other = await send(bookmarksApi.deleteBookmark, { params: { id: mine[0]?.id } });
    expect(other).toMatchObject({ status: 404, message: m.bookmarkNotFound });
  });

  it('answer the same search once, whatever the order of its filters', async () => {
    world(PARTNER);
    const a = await contentOf(bookmarksApi.createBookmark, { body: search([1, 2], ['Drug', 'Condition']) });
    const b = await contentOf(bookmarksApi.createBookmark, { body: search([2, 1], ['Condition', 'Drug']) });
    expect(b.id).toBe(a.id);
    expect(await contentOf(bookmarksApi.listBookmarks)).toHaveLength(1);
  });

  it('take ATLAS designs only from ATLAS supporters, and refuse them on POST /bookmark', async () => {
    world(RESEARCHER);
    const design = { title: 'd', target: { atlasId: 1, kind: 'COHORT', designId: 9 } };
    expect(await send(bookmarksApi.createDesignBookmark, { body: design })).toMatchObject({
      status: 403,
      code: ResultCode.FORBIDDEN,
      message: m.supporterOnly,
    });
    expect(
      await send(bookmarksApi.createBookmark, { body: { type: 'ATLAS_DESIGN', ...design } }),
    ).toMatchObject({
      status: 400,
      message: m.designFromSupporter,
    });
    world(MASTER);
    expect(await contentOf(bookmarksApi.createDesignBookmark, { body: design })).toMatchObject({
      type: 'ATLAS_DESIGN',
    });
  });

  it('star and unstar with the same body; a hidden organisation is missing', async () => {
    world(PARTNER, (db) => {
      const halla = db.organizations.find((o) => o.id === 6);
      if (halla) halla.hideFromExternal = true;
    });
    const kept = await contentOf(bookmarksApi.addFavorite, { body: { type: 'ORGANIZATION', targetId: 4 } });
    expect(kept).toMatchObject({ name: '대구청솔병원' });
    expect(
      await send(bookmarksApi.addFavorite, { body: { type: 'ORGANIZATION', targetId: 6 } }),
    ).toMatchObject({
      status: 404,
      message: m.organizationNotFound,
    });
    expect(
      (await send(bookmarksApi.removeFavorite, { body: { type: 'ORGANIZATION', targetId: 4 } })).status,
    ).toBe(200);
    expect(
      await send(bookmarksApi.removeFavorite, { body: { type: 'ORGANIZATION', targetId: 4 } }),
    ).toMatchObject({
      status: 404,
      message: m.favoriteNotFound,
    });
  });
});
