import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atlasSearchMessages,
  bookmark,
  bookmarkMessages as m,
  favorite,
  MAX_BOOKMARKS_PER_USER,
  MAX_FAVORITES_PER_USER,
  replyMessages,
  ResultCode,
  type AccessibleAtlas,
  type Bookmark,
  type Envelope,
  type Favorite,
} from '@cdmnet/api/contract';
import { validationMessages } from '@cdmnet/validators';
import { bookmarks, favorites, organizations, users } from '../src/db/schema.js';
import { callerFor, createTestApp, type TestApp } from './test-app.js';

// Bookmarks and favourites (spec §7 "Bookmark", "Favorite"; decisions in bookmarks.contract.ts):
// each user's own, no duplicates, limits, roles, and 4xx envelopes in Korean naming the field.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call } = callerFor(() => t);

const RESEARCHER = 'researcher@demo.cdmnet.kr';
const PARTNER = 'partner@demo.cdmnet.kr';
const MASTER = 'master@demo.cdmnet.kr';

const idOf = async (email: string) => {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};
const orgIdOf = async (name: string) => {
  const [row] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  if (!row) throw new Error(`no organisation ${name}`);
  return row.id;
};

const concept = (conceptId: number, title = 'Gastrointestinal hemorrhage') => ({
  type: 'CONCEPT',
  title,
  target: { conceptId },
});

const listAs = async (email: string, query = '') =>
  (await call('GET', `/api/v1/bookmark${query}`, email)).json<Envelope<Bookmark[]>>().content;
const favoritesAs = async (email: string) =>
  (await call('GET', '/api/v1/favorite', email)).json<Envelope<Favorite[]>>().content;

describe('bookmarks', () => {
  it('keeps a concept and a search, lists them newest first in the contract’s shape, and filters by type', async () => {
    const first = await call('POST', '/api/v1/bookmark', RESEARCHER, concept(192671));
    expect(first.statusCode).toBe(200);
    const search = await call('POST', '/api/v1/bookmark', RESEARCHER, {
      type: 'CONCEPT_SEARCH',
      title: 'celecoxib',
      target: { query: ' celecoxib ', atlasIds: [2, 1], domainIds: ['Drug'], standard: 'S' },
    });
    expect(search.statusCode).toBe(200);
    const list = await listAs(RESEARCHER);
    expect(list.map((b) => b.type)).toEqual(['CONCEPT_SEARCH', 'CONCEPT']);
    for (const item of list) expect(bookmark.safeParse(item).success).toBe(true);
    expect(list[0]?.target).toMatchObject({
      query: 'celecoxib',
      atlasIds: [2, 1],
      domainIds: ['Drug'],
      vocabularyIds: [],
    });
    expect((await listAs(RESEARCHER, '?type=CONCEPT')).map((b) => b.type)).toEqual(['CONCEPT']);
  });

  it('answers the bookmark already kept for the same target, whatever the order of its filters', async () => {
    const a = (await call('POST', '/api/v1/bookmark', PARTNER, concept(1118084, 'celecoxib'))).json<
      Envelope<Bookmark>
    >().content;
    const again = (await call('POST', '/api/v1/bookmark', PARTNER, concept(1118084, '다른 제목'))).json<
      Envelope<Bookmark>
    >().content;
    expect(again).toEqual(a);
    const search = (atlasIds: number[], domainIds: string[]) => ({
      type: 'CONCEPT_SEARCH',
      title: 'bleeding',
      target: { query: 'bleeding', atlasIds, domainIds },
    });
    const s1 = (
      await call('POST', '/api/v1/bookmark', PARTNER, search([1, 2], ['Condition', 'Observation']))
    ).json<Envelope<Bookmark>>().content;
    const s2 = (
      await call('POST', '/api/v1/bookmark', PARTNER, search([2, 1], ['Observation', 'Condition']))
    ).json<Envelope<Bookmark>>().content;
    expect(s2.id).toBe(s1.id);
    expect(await listAs(PARTNER)).toHaveLength(2);
  });

  it('deletes only the caller’s own bookmark: anyone else’s is 404 and stays', async () => {
    const mine = (await call('POST', '/api/v1/bookmark', RESEARCHER, concept(40481087, 'aspirin'))).json<
      Envelope<Bookmark>
    >().content;
    const other = await call('DELETE', `/api/v1/bookmark/${mine.id}`, PARTNER);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      result: false,
      code: ResultCode.NOT_FOUND,
      message: m.bookmarkNotFound,
    });
    expect((await listAs(RESEARCHER)).map((b) => b.id)).toContain(mine.id);
    expect((await call('DELETE', `/api/v1/bookmark/${mine.id}`, RESEARCHER)).statusCode).toBe(200);
    expect((await listAs(RESEARCHER)).map((b) => b.id)).not.toContain(mine.id);
    expect((await call('DELETE', `/api/v1/bookmark/${mine.id}`, RESEARCHER)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a Korean message naming the field', async () => {
    const refused = async (body: unknown) => {
      const res = await call('POST', '/api/v1/bookmark', RESEARCHER, body);
      expect(res.statusCode).toBe(400);
      return res.json<Envelope<null>>().message;
    };
    expect(await refused({ ...concept(1), type: 'PICTURE' })).toBe(m.typeInvalid);
    expect(await refused({ title: 'x', target: { conceptId: 1 } })).toBe(m.typeInvalid);
    expect(await refused({ ...concept(1), title: '가'.repeat(101) })).toBe(
      `제목: ${validationMessages.maxLength(100)}`,
    );
    expect(await refused({ ...concept(1), title: '   ' })).toMatch(/^제목: /);
    expect(await refused(concept(0))).toContain(m.conceptIdInvalid);
    expect(
      await refused({ type: 'CONCEPT_SEARCH', title: 'q', target: { query: '  ', atlasIds: [] } }),
    ).toContain(validationMessages.required);
    expect(
      await refused({
        type: 'CONCEPT_SEARCH',
        title: 'q',
        target: { query: 'q', atlasIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      }),
    ).toContain(atlasSearchMessages.tooManyAtlases(20));
    // ATLAS designs come through the supporter's call.
    expect(
      await refused({
        type: 'ATLAS_DESIGN',
        title: 'd',
        target: { atlasId: 1, kind: 'COHORT', designId: 1 },
      }),
    ).toBe(m.designFromSupporter);
    const badType = await call('GET', '/api/v1/bookmark?type=PICTURE', RESEARCHER);
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ message: m.typeInvalid });
  });

  it('keeps at most 500 bookmarks per user, and says so', async () => {
    const userId = await idOf('yena.ji@halla-hospital.kr');
    await t.db.insert(bookmarks).values(
      Array.from({ length: MAX_BOOKMARKS_PER_USER }, (_, i) => ({
        userId,
        type: 'CONCEPT',
        targetKey: `${i + 1}`,
        title: `concept ${i + 1}`,
        target: { conceptId: i + 1 },
      })),
    );
    const res = await call('POST', '/api/v1/bookmark', 'yena.ji@halla-hospital.kr', concept(999_999));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ResultCode.INVALID_INPUT, message: m.bookmarkLimit(500) });
    // One already kept is still answered: it adds nothing.
    expect((await call('POST', '/api/v1/bookmark', 'yena.ji@halla-hospital.kr', concept(1))).statusCode).toBe(
      200,
    );
    await t.db.delete(bookmarks).where(eq(bookmarks.userId, userId));
  });

  it('answers 1004 without a session and 403 to a user who has not verified their email', async () => {
    expect((await call('GET', '/api/v1/bookmark')).json()).toMatchObject({
      code: ResultCode.SESSION_EXPIRED,
    });
    const email = 'roa.chae@halla-hospital.kr';
    await t.db.update(users).set({ priv: 'USER_WITHOUT_EMAIL' }).where(eq(users.email, email));
    try {
      expect((await call('GET', '/api/v1/bookmark', email)).statusCode).toBe(403);
      expect((await call('POST', '/api/v1/favorite', email, { type: 'USER', targetId: 1 })).statusCode).toBe(
        403,
      );
    } finally {
      await t.db.update(users).set({ priv: 'NORMAL' }).where(eq(users.email, email));
    }
  });
});

describe('POST /api/v1/bookmark/support (ATLAS designs from the supporter)', () => {
  const design = (atlasId: number) => ({
    title: '위장관 출혈 환자',
    target: { atlasId, kind: 'COHORT', designId: 1 },
  });

  it('keeps a design for an ATLAS supporter on an ATLAS they may reach, once', async () => {
    const atlases = (await call('GET', '/api/v1/atlas', MASTER)).json<Envelope<AccessibleAtlas[]>>().content;
    const atlasId = atlases[0]?.id ?? 1;
    const first = await call('POST', '/api/v1/bookmark/support', MASTER, design(atlasId));
    expect(first.statusCode).toBe(200);
    expect(first.json<Envelope<Bookmark>>().content).toMatchObject({
      type: 'ATLAS_DESIGN',
      target: design(atlasId).target,
    });
    const again = await call('POST', '/api/v1/bookmark/support', MASTER, design(atlasId));
    expect(again.json<Envelope<Bookmark>>().content.id).toBe(first.json<Envelope<Bookmark>>().content.id);
    expect((await listAs(MASTER, '?type=ATLAS_DESIGN')).length).toBe(1);
  });

  it('refuses a user without the ATLAS_SUPPORTER role (403) and an ATLAS out of reach (404)', async () => {
    const atlases = (await call('GET', '/api/v1/atlas', RESEARCHER)).json<Envelope<AccessibleAtlas[]>>()
      .content;
    const reachable = atlases[0]?.id ?? 1;
    const noRole = await call('POST', '/api/v1/bookmark/support', RESEARCHER, design(reachable));
    expect(noRole.statusCode).toBe(403);
    expect(noRole.json()).toMatchObject({ code: ResultCode.FORBIDDEN, message: m.supporterOnly });

    const researcherId = await idOf(RESEARCHER);
    await t.db
      .update(users)
      .set({ researchRoles: ['ATLAS_SUPPORTER'] })
      .where(eq(users.id, researcherId));
    try {
      expect((await call('POST', '/api/v1/bookmark/support', RESEARCHER, design(reachable))).statusCode).toBe(
        200,
      );
      const missing = await call('POST', '/api/v1/bookmark/support', RESEARCHER, design(99_999));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: m.atlasNotFound });
      const badKind = await call('POST', '/api/v1/bookmark/support', RESEARCHER, {
        ...design(reachable),
        target: { atlasId: reachable, kind: 'PICTURE', designId: 1 },
      });
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json<Envelope<null>>().message).toMatch(/^종류: /);
    } finally {
      await t.db.update(users).set({ researchRoles: [] }).where(eq(users.id, researcherId));
    }
  });
});

describe('favourites', () => {
  it('stars an organisation and a researcher, once each, listed newest first with their names', async () => {
    const seoul = await orgIdOf('서울중앙의료원');
    const admin = await idOf('admin@demo.cdmnet.kr');
    const org = await call('POST', '/api/v1/favorite', RESEARCHER, { type: 'ORGANIZATION', targetId: seoul });
    expect(org.statusCode).toBe(200);
    expect(org.json<Envelope<Favorite>>().content).toMatchObject({
      type: 'ORGANIZATION',
      targetId: seoul,
      name: '서울중앙의료원',
    });
    await call('POST', '/api/v1/favorite', RESEARCHER, { type: 'USER', targetId: admin });
    await call('POST', '/api/v1/favorite', RESEARCHER, { type: 'ORGANIZATION', targetId: seoul });
    const list = await favoritesAs(RESEARCHER);
    expect(list.map((f) => [f.type, f.name])).toEqual([
      ['USER', '박지현'],
      ['ORGANIZATION', '서울중앙의료원'],
    ]);
    for (const item of list) expect(favorite.safeParse(item).success).toBe(true);
    expect(list[0]?.detail).toBe('한빛대학교병원');
  });

  it('keeps a user’s favourites from every other user', async () => {
    const seoul = await orgIdOf('서울중앙의료원');
    expect((await favoritesAs(PARTNER)).map((f) => f.targetId)).not.toContain(seoul);
    // Removing what only another user starred is 404, and their star stays.
    const res = await call('DELETE', '/api/v1/favorite', PARTNER, { type: 'ORGANIZATION', targetId: seoul });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: m.favoriteNotFound });
    expect((await favoritesAs(RESEARCHER)).map((f) => f.targetId)).toContain(seoul);
  });

  it('unstars with the same body', async () => {
    const seoul = await orgIdOf('서울중앙의료원');
    const res = await call('DELETE', '/api/v1/favorite', RESEARCHER, {
      type: 'ORGANIZATION',
      targetId: seoul,
    });
    expect(res.statusCode).toBe(200);
    expect((await favoritesAs(RESEARCHER)).map((f) => f.type)).toEqual(['USER']);
  });

  it('refuses a missing or hidden organisation and an unverified user as missing, and leaves them out of the list', async () => {
    const halla = await orgIdOf('제주한라병원');
    expect(
      (await call('POST', '/api/v1/favorite', PARTNER, { type: 'ORGANIZATION', targetId: halla })).statusCode,
    ).toBe(200);
    await t.db.update(organizations).set({ hideFromExternal: true }).where(eq(organizations.id, halla));
    const chae = await idOf('roa.chae@halla-hospital.kr');
    try {
      expect((await favoritesAs(PARTNER)).map((f) => f.targetId)).not.toContain(halla);
      const hidden = await call('POST', '/api/v1/favorite', RESEARCHER, {
        type: 'ORGANIZATION',
        targetId: halla,
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: ResultCode.NOT_FOUND, message: m.organizationNotFound });
      const none = await call('POST', '/api/v1/favorite', RESEARCHER, {
        type: 'ORGANIZATION',
        targetId: 99_999,
      });
      expect(none.json()).toMatchObject({ message: m.organizationNotFound });
      await t.db.update(users).set({ priv: 'USER_WITHOUT_EMAIL' }).where(eq(users.id, chae));
      const unverified = await call('POST', '/api/v1/favorite', RESEARCHER, { type: 'USER', targetId: chae });
      expect(unverified.statusCode).toBe(404);
      expect(unverified.json()).toMatchObject({ message: m.userNotFound });
    } finally {
      await t.db.update(organizations).set({ hideFromExternal: false }).where(eq(organizations.id, halla));
      await t.db.update(users).set({ priv: 'NORMAL' }).where(eq(users.id, chae));
    }
    expect((await favoritesAs(PARTNER)).map((f) => f.targetId)).toContain(halla);
  });

  it('refuses bad input with a Korean message naming the field, and past 500 favourites', async () => {
    const bad = await call('POST', '/api/v1/favorite', RESEARCHER, { type: 'PROJECT', targetId: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: m.favoriteTypeInvalid });
    const badId = await call('POST', '/api/v1/favorite', RESEARCHER, { type: 'USER', targetId: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json<Envelope<null>>().message).toContain(replyMessages.invalidId);

    const userId = await idOf('yena.ji@halla-hospital.kr');
    await t.db.insert(favorites).values(
      Array.from({ length: MAX_FAVORITES_PER_USER }, (_, i) => ({
        userId,
        type: 'USER',
        targetId: 100_000 + i,
      })),
    );
    const over = await call('POST', '/api/v1/favorite', 'yena.ji@halla-hospital.kr', {
      type: 'USER',
      targetId: userId,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: m.favoriteLimit(500) });
    await t.db.delete(favorites).where(eq(favorites.userId, userId));
  });
});
