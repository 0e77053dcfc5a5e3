import { describe, expect, it } from 'vitest';
import { ResultCode } from '../contract/codes.js';
import { fillPath } from '../contract/endpoint.js';
import { atlasSupporterMessages as t } from '../contract/atlas-supporter.ko.js';
import { atlasSupporterApi as api } from '../contract/index.js';
import type { MockDb } from './db.js';
import { UNREACHABLE_REASON } from './analysis-atlas.fixtures.js';
import { atlasCopiesOf } from './atlas-supporter.fixtures.js';
import { contentOf, MASTER, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The ATLAS supporter's mocks answer as the server's service: only for ATLAS_SUPPORTER holders, on the
// ATLASes of the organisations they may research on (their memberships, and the RFZ network's when
// one of those is in it), their own groups (the master: everyone's). Fixtures: 김민준 has group 2
// (copying) and group 1 (finished: every way an item ends).

/** 김민준 (한빛대학교병원's researcher) with the role granted. */
const grant = (db: MockDb) => {
  const user = db.users.find((u) => u.primaryEmail === RESEARCHER);
  if (user) user.researchRole = [...user.researchRole, 'ATLAS_SUPPORTER'];
};

const copyForm = (more: Record<string, unknown> = {}) => ({
  groupName: '심부전 코호트 배포',
  designs: [{ kind: 'COHORT', id: 1 }],
  targetAtlasIds: [2, 5],
  ...more,
});

describe('who may call', () => {
  it('refuses anyone without the role, saying who grants it', async () => {
    world(RESEARCHER);
    expect(await send(api.listAccessibleCdms)).toMatchObject({
      status: 403,
      code: ResultCode.FORBIDDEN,
      message: t.roleRequired,
    });
    expect(await send(api.listGroups)).toMatchObject({ status: 403, message: t.roleRequired });
    expect(await send(api.createGroup, { params: { sourceAtlasId: 1 }, body: copyForm() })).toMatchObject({
      status: 403,
    });
  });

  it('shows a supporter the engines of the organisations they may research on', async () => {
    world(RESEARCHER, grant);
    const mine = await contentOf(api.listAccessibleCdms);
    // 한빛대학교병원 is in the RFZ network: its fellows (서울중앙 EV, 부산해오름 E, 광주무등 EV) come too.
    expect(mine.map((e) => e.orgName)).toEqual([
      '광주무등의료원',
      '부산해오름병원',
      '서울중앙의료원',
      '한빛대학교병원',
    ]);
    expect(mine.find((e) => e.orgId === 1)?.atlases).toEqual([
      { atlasId: 1, atlasName: '한빛대학교병원 ATLAS', version: '2.14.0' },
    ]);
    expect(mine.find((e) => e.orgId === 1)?.cdms.map((c) => c.cdmName)).toContain('HANBIT_CDM');

    // The master holds the role but belongs nowhere: no ATLAS, and everyone's groups.
    world(MASTER);
    expect(await contentOf(api.listAccessibleCdms)).toEqual([]);
    expect(await contentOf(api.listGroups)).toHaveLength(2);
  });

  it('keeps an ATLAS out of reach and another’s groups from a supporter', async () => {
    world(RESEARCHER, grant);
    expect(await send(api.listGroupResources, { params: { atlasId: 4, kind: 'COHORT' } })).toMatchObject({
      status: 404,
      message: t.atlasNotFound,
    });
    world(PARTNER, (db) => {
      const user = db.users.find((u) => u.primaryEmail === PARTNER);
      if (user) user.researchRole = ['ATLAS_SUPPORTER'];
    });
    expect(await contentOf(api.listGroups)).toEqual([]);
    expect(await send(api.cancelGroup, { params: { groupId: 2 } })).toMatchObject({ status: 404 });
  });
});

describe('designs of an ATLAS', () => {
  it('lists one kind, and says why an ATLAS that does not answer has none', async () => {
    world(RESEARCHER, grant);
    const cohorts = await contentOf(api.listGroupResources, { params: { atlasId: 1, kind: 'COHORT' } });
    expect(cohorts.map((d) => d.name)).toEqual(['위장관 출혈 (GI bleed)', 'NSAID 신규 사용자']);
    expect(await send(api.listGroupResources, { params: { atlasId: 3, kind: 'COHORT' } })).toMatchObject({
      status: 422,
      code: ResultCode.PEER_FAILED,
      message: t.sourceDown('부산해오름병원 ATLAS', UNREACHABLE_REASON),
    });
  });
});

describe('groups', () => {
  it('lists the supporter’s groups newest first, counted by state', async () => {
    world(RESEARCHER, grant);
    const groups = await contentOf(api.listGroups);
    expect(groups.map((g) => g.groupName)).toEqual(['위장관 출혈 코호트 배포', 'NSAID 연구 설계 공유']);
    expect(groups[0]).toMatchObject({
      active: true,
      counts: { COPIED: 1, COPYING: 1, WAITING: 2, FAILED: 0 },
    });
    expect(groups[1]?.active).toBe(false);
    expect(new Set(groups[1]?.groupHistory.map((i) => i.state))).toEqual(
      new Set(['NAME_CLASH', 'TARGET_DOWN', 'COPIED', 'MISSING_CONCEPTS', 'FAILED', 'CANCELLED']),
    );
  });

  it('starts a group with one waiting item per design and target, first in the list', async () => {
    world(RESEARCHER, (db) => {
      grant(db);
      atlasCopiesOf(db).groups = [];
    });
    const reply = await send(api.createGroup, {
      params: { sourceAtlasId: 1 },
      body: copyForm({
        designs: [
          { kind: 'COHORT', id: 1 },
          { kind: 'INCIDENCE_RATE', id: 1 },
        ],
        targetAtlasIds: [2],
      }),
    });
    expect(reply).toMatchObject({ status: 200, message: t.started(2) });
    expect(reply.content.groupHistory.map((i) => [i.resourceName, i.targetAtlas.atlasName, i.state])).toEqual(
      [
        ['위장관 출혈 (GI bleed)', '서울중앙의료원 ATLAS', 'WAITING'],
        ['NSAID 사용 후 위장관 출혈 발생률', '서울중앙의료원 ATLAS', 'WAITING'],
      ],
    );
    expect((await contentOf(api.listGroups)).map((g) => g.groupName)).toEqual(['심부전 코호트 배포']);
  });

  it('refuses the source as a target, a design the source lacks and an ATLAS out of reach', async () => {
    world(RESEARCHER, grant);
    const source = { sourceAtlasId: 1 };
    expect(
      await send(api.createGroup, { params: source, body: copyForm({ targetAtlasIds: [1, 2] }) }),
    ).toMatchObject({ status: 400, message: t.targetIsSource });
    expect(
      await send(api.createGroup, {
        params: source,
        body: copyForm({ designs: [{ kind: 'COHORT', id: 99 }] }),
      }),
    ).toMatchObject({ status: 404, message: t.designMissing('코호트 정의', 99) });
    expect(
      await send(api.createGroup, { params: source, body: copyForm({ targetAtlasIds: [] }) }),
    ).toMatchObject({
      status: 400,
      // The validator's message names the field.
      message: `대상 ATLAS: ${t.targetsRequired}`,
    });
    // 대구청솔병원 is outside his RFZ network.
    expect(
      await send(api.createGroup, { params: source, body: copyForm({ targetAtlasIds: [4] }) }),
    ).toMatchObject({
      status: 400,
      message: `대상 ATLAS: ${t.atlasNotFound}`,
    });
    expect(await send(api.createGroup, { params: { sourceAtlasId: 3 }, body: copyForm() })).toMatchObject({
      status: 422,
      message: t.sourceDown('부산해오름병원 ATLAS', UNREACHABLE_REASON),
    });
  });

  it('cancels what still waits or copies, as a group or one item; finished items stay', async () => {
    world(RESEARCHER, grant);
    const one = await send(api.cancelItem, { params: { itemId: 9 } });
    expect(one).toMatchObject({ status: 200, message: t.itemCancelled });
    expect(one.content.groupHistory.find((i) => i.id === 9)).toMatchObject({
      state: 'CANCELLED',
      message: t.cancelled,
    });
    expect(one.content.counts.WAITING).toBe(1);

    const all = await send(api.cancelGroup, { params: { groupId: 2 } });
    expect(all).toMatchObject({ status: 200, message: t.groupCancelled });
    expect(all.content.groupHistory.map((i) => i.state)).toEqual([
      'COPIED',
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);
    expect(all.content.active).toBe(false);

    expect(await send(api.cancelGroup, { params: { groupId: 2 } })).toMatchObject({
      status: 409,
      message: t.nothingToCancel,
    });
  });

  it('gives a group’s designs of one kind as a JSON file', async () => {
    world(RESEARCHER, grant);
    const res = await fetch(
      `http://mock.test${fillPath(api.downloadGroup.path, { resource: 'cohort-definitions', groupId: 2 })}`,
    );
    expect(res.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''atlas-copy-2-cohort-definitions.json",
    );
    const file = (await res.json()) as {
      groupName: string;
      designs: { kind: string; id: number; name: string; export: { expression?: unknown } }[];
    };
    expect(file.groupName).toBe('위장관 출혈 코호트 배포');
    expect(file.designs.map((d) => [d.kind, d.id, d.name])).toEqual([
      ['COHORT', 1, '위장관 출혈 (GI bleed)'],
    ]);
    expect(file.designs[0]?.export.expression).toBeDefined();

    const none = await send(api.downloadGroup, { params: { resource: 'incidence-rate', groupId: 2 } });
    expect(none).toMatchObject({ status: 404, message: t.nothingToDownload });
  });
});
