import type { AtlasCopyKind, AtlasCopyState } from '../contract/atlas-supporter.js';
import { atlasSupporterMessages as t } from '../contract/atlas-supporter.ko.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';
import { at } from './network.fixtures.js';

// The ATLAS supporter's copy groups (spec §3 "Atlas-supporter group"), as the server keeps them in
// atlas_copy_groups / atlas_copy_items. The designs copied are the hospitals' ATLAS designs of
// analysis-atlas.fixtures.ts (ATLAS 1 한빛대학교병원 holds every kind; 3 부산해오름병원's does not answer).
// Two groups of 김민준 (한빛대학교병원's researcher; a story or test grants him ATLAS_SUPPORTER): one
// still copying, one finished with every way an item can end. The targets are the ATLASes he reaches
// through 한빛's RFZ network (서울중앙 EV, 부산해오름 E, 광주무등 EV). Nothing moves by itself: each
// story fixes the states it shows.

export interface MockCopyItem {
  id: number;
  kind: AtlasCopyKind;
  sourceDesignId: number;
  resourceName: string;
  targetAtlasId: number | null;
  targetAtlasName: string;
  state: AtlasCopyState;
  message: string | null;
  updatedAt: string;
  targetDesignId: number | null;
}

export interface MockCopyGroup {
  id: number;
  name: string;
  createdBy: number | null;
  createdAt: string;
  sourceAtlasId: number | null;
  sourceAtlasName: string;
  items: MockCopyItem[];
}

export interface AtlasCopiesState {
  /** Oldest first, as inserted; the list sorts them. */
  groups: MockCopyGroup[];
  nextGroupId: number;
  nextItemId: number;
}

/** 김민준, researcher@demo.cdmnet.kr. */
export const COPIER_ID = 3;

/** Why an item that went wrong went wrong, in the server's words (atlas-supporter.ko.ts). */
export const fixtureCopyMessages = {
  nameClash: t.nameClash('NSAID 신규 사용자'),
  targetDown: t.targetDown(
    3,
    'ATLAS WebAPI 10.10.3.22:8080에 연결할 수 없습니다. 5초 안에 응답이 없었습니다.',
  ),
  missingConcepts: t.missingConcepts([192671, 21603933]),
  failed: t.refused('WebAPI가 500 Internal Server Error로 답했습니다.'),
  cancelled: t.cancelled,
} as const;

const item = (
  id: number,
  kind: AtlasCopyKind,
  sourceDesignId: number,
  resourceName: string,
  target: [number, string],
  state: AtlasCopyState,
  updatedAt: string,
  extra: Partial<Pick<MockCopyItem, 'message' | 'targetDesignId'>> = {},
): MockCopyItem => ({
  id,
  kind,
  sourceDesignId,
  resourceName,
  targetAtlasId: target[0],
  targetAtlasName: target[1],
  state,
  message: extra.message ?? null,
  updatedAt,
  targetDesignId: extra.targetDesignId ?? null,
});

const SJMC: [number, string] = [2, '서울중앙의료원 ATLAS'];
const HAEORUM: [number, string] = [3, '부산해오름병원 ATLAS'];
const ATLAS_5: [number, string] = [5, '광주무등의료원 ATLAS'];

const GI_BLEED = '위장관 출혈 (GI bleed)';
const NSAID = 'NSAID 신규 사용자';
const CHARACTERIZATION = '위장관 출혈 환자 특성';
const INCIDENCE = 'NSAID 사용 후 위장관 출혈 발생률';

/** Finished an hour before the copying one started: every way an item can end. */
const finishedGroup = (): MockCopyGroup => {
  const started = at('2026-03-02', '01:00');
  const done = at('2026-03-02', '01:03');
  return {
    id: 1,
    name: 'NSAID 연구 설계 공유',
    createdBy: COPIER_ID,
    createdAt: started,
    sourceAtlasId: 1,
    sourceAtlasName: '한빛대학교병원 ATLAS',
    items: [
      item(1, 'COHORT', 2, NSAID, SJMC, 'NAME_CLASH', done, { message: fixtureCopyMessages.nameClash }),
      item(2, 'COHORT', 2, NSAID, HAEORUM, 'TARGET_DOWN', done, { message: fixtureCopyMessages.targetDown }),
      item(3, 'COHORT', 2, NSAID, ATLAS_5, 'COPIED', done, { message: t.copied(12), targetDesignId: 12 }),
      item(4, 'INCIDENCE_RATE', 1, INCIDENCE, ATLAS_5, 'MISSING_CONCEPTS', done, {
        message: fixtureCopyMessages.missingConcepts,
      }),
      item(5, 'CHARACTERIZATION', 1, CHARACTERIZATION, ATLAS_5, 'FAILED', done, {
        message: fixtureCopyMessages.failed,
      }),
      item(6, 'CHARACTERIZATION', 1, CHARACTERIZATION, SJMC, 'CANCELLED', done, {
        message: fixtureCopyMessages.cancelled,
      }),
    ],
  };
};

/** Still copying: one copied, one copying, two waiting. */
const copyingGroup = (): MockCopyGroup => {
  const started = at('2026-03-05', '02:00');
  return {
    id: 2,
    name: '위장관 출혈 코호트 배포',
    createdBy: COPIER_ID,
    createdAt: started,
    sourceAtlasId: 1,
    sourceAtlasName: '한빛대학교병원 ATLAS',
    items: [
      item(7, 'COHORT', 1, GI_BLEED, SJMC, 'COPIED', at('2026-03-05', '02:01'), {
        message: t.copied(21),
        targetDesignId: 21,
      }),
      item(8, 'COHORT', 1, GI_BLEED, ATLAS_5, 'COPYING', at('2026-03-05', '02:01')),
      item(9, 'COHORT', 1, GI_BLEED, HAEORUM, 'WAITING', started),
      item(10, 'CHARACTERIZATION', 1, CHARACTERIZATION, SJMC, 'WAITING', started),
    ],
  };
};

export function createAtlasCopiesState(): AtlasCopiesState {
  return { groups: [finishedGroup(), copyingGroup()], nextGroupId: 3, nextItemId: 11 };
}

// Kept off the shared db, one state per db, so a story sets its own groups without touching others'.
/** The copy groups of one mock db, made on first use. */
export const atlasCopiesOf: (db: MockDb) => AtlasCopiesState = perMockDb(() => createAtlasCopiesState());
