import type {
  DataAccessLevel,
  ExpertArea,
  ExpertDivision,
  OrgUserPrivilege,
  ResearchRole,
  UserPriv,
} from '../contract/enums.js';
import type { UserInfo } from '../contract/user.js';
import { fixtureOrganizations } from './fixtures.js';

/** One CDM database of a fixture organisation, with the figures its last check read. */
export interface FixtureCdm {
  name: string;
  database: string;
  /** The hosts of the server's demo seed (apps/server/src/db/demo-data.ts). */
  host: string;
  version: string;
  vocabularyVersion: string;
  patientCount: number;
  periodStart: string;
  periodEnd: string;
}

/**
 * What each fixture organisation (by id) runs: its RFZ level, one analysis engine at
 * `http://10.10.{orgId}.21:8888`, an ATLAS at `http://10.10.{orgId}.22:8080/WebAPI` (except 제주한라병원)
 * and its CDMs (부산해오름병원 has two, so the network table's dropdown has a choice).
 */
export interface FixtureOrgData {
  orgId: number;
  rfzLevel: string;
  hasAtlas: boolean;
  /** False where the engine's host cannot restart ATLAS (restartAtlas answers PEER_FAILED). */
  restartSupported: boolean;
  cdms: FixtureCdm[];
}

const vocabulary54 = 'v5.0 09-APR-22';
const vocabulary531 = 'v5.0 31-AUG-21';

// 부산해오름병원's two CDMs together hold the 684,210 patients the demo seed gives its one CDM, so the
// network's totals (the dashboard's 5,384,321명) stay those of the seed.
export const fixtureOrgData: FixtureOrgData[] = [
  {
    orgId: 1,
    rfzLevel: 'EVD',
    hasAtlas: true,
    restartSupported: true,
    cdms: [cdm('HANBIT_CDM', 'hanbit_cdm', '10.10.1.21', '5.4', 2_184_532, '2005-01-01', '2025-12-31')],
  },
  {
    orgId: 2,
    rfzLevel: 'EV',
    hasAtlas: true,
    restartSupported: true,
    cdms: [cdm('SJMC_CDM', 'sjmc_cdm', '10.10.2.14', '5.4', 1_427_905, '2008-03-01', '2025-10-31')],
  },
  {
    orgId: 3,
    rfzLevel: 'E',
    hasAtlas: true,
    restartSupported: true,
    cdms: [
      cdm('HAEORUM_CDM', 'haeorum_cdm', '10.10.3.7', '5.3.1', 612_480, '2010-01-01', '2025-06-30'),
      cdm('HAEORUM_ONCO_CDM', 'haeorum_onco', '10.10.3.8', '5.4', 71_730, '2015-01-01', '2025-06-30'),
    ],
  },
  {
    orgId: 4,
    rfzLevel: '',
    hasAtlas: true,
    restartSupported: false,
    cdms: [cdm('CHEONGSOL_CDM', 'cheongsol_cdm', '10.10.4.30', '5.4', 512_877, '2012-01-01', '2025-09-30')],
  },
  {
    orgId: 5,
    rfzLevel: 'EV',
    hasAtlas: true,
    restartSupported: true,
    cdms: [cdm('MUDEUNG_CDM', 'mudeung_cdm', '10.10.5.12', '5.3.1', 398_455, '2011-07-01', '2025-08-31')],
  },
  {
    orgId: 6,
    rfzLevel: '',
    hasAtlas: false,
    restartSupported: true,
    cdms: [cdm('HALLA_CDM', 'halla_cdm', '10.10.6.5', '5.4', 176_342, '2014-01-01', '2025-11-30')],
  },
];

function cdm(
  name: string,
  database: string,
  host: string,
  version: '5.4' | '5.3.1',
  patientCount: number,
  periodStart: string,
  periodEnd: string,
): FixtureCdm {
  const vocabularyVersion = version === '5.4' ? vocabulary54 : vocabulary531;
  return { name, database, host, version, vocabularyVersion, patientCount, periodStart, periodEnd };
}

// ── The directory's researchers ─────────────────────────────────────────────────────────────────────

/** A membership row of a fixture person: the organisation, the privilege, and what the row holds besides. */
export type FixtureMembership = [
  orgId: number,
  privilege: OrgUserPrivilege,
  detail?: { since?: string; note?: string; level?: DataAccessLevel },
];

export interface FixturePerson {
  id: number;
  name: string;
  email: string;
  employedAt: number | null;
  area: ExpertArea;
  division: ExpertDivision;
  /** The day they signed up (KST midnight is fine for fixtures). */
  joined: string;
  memberships: FixtureMembership[];
  priv?: UserPriv;
  roles?: ResearchRole[];
}

const agreed = (marketing: boolean): UserInfo['terms'] => [
  { name: 'platform-service', agreement: true },
  { name: 'personal-policy', agreement: true },
  { name: 'personal-collection', agreement: true },
  { name: 'security-pledge', agreement: true },
  { name: 'third', agreement: true },
  { name: 'marketing', agreement: marketing },
];

/** A fixture instant: `day` at `time` UTC. */
export const at = (day: string, time = '01:00') => new Date(`${day}T${time}:00.000Z`).toISOString();

/**
 * Fictional researchers of the six hospitals (ids 5–45). Org 1 (한빛대학교병원) has three PENDING
 * requests (윤서준 employed there, 장하린 of 대구청솔병원, 임도현 with no hospital) and one REJECTED
 * (조은비). 홍채원 (sjmc.or.kr, employed by 서울중앙의료원) and 유하준 (sjmc.go.kr, no hospital) belong
 * nowhere yet: a request to 서울중앙의료원 admits them at once. 국하람 has not verified her email.
 */
export const fixturePeople: FixturePerson[] = [
  // 한빛대학교병원 (org 1; 박지현 is its admin)
  p(
    5,
    '정다은',
    'daeun.jung@hanbit-hospital.kr',
    1,
    'MEDICAL_DOCTOR',
    'INTERNAL_MEDICINE',
    '2025-09-05',
    [[1, 'ORG_RESEARCHER', { since: at('2025-09-08', '05:00'), note: '' }]],
    { roles: ['ML'] },
  ),
  p(
    6,
    '최윤호',
    'yunho.choi@hanbit-hospital.kr',
    1,
    'MEDICAL_DOCTOR',
    'ENDOCRINOLOGY',
    '2025-09-12',
    [
      [
        1,
        'ORG_RESEARCHER',
        { since: at('2025-09-15'), note: '당뇨병 약제 비교 연구를 위해 가입을 신청합니다.', level: 'EVD' },
      ],
    ],
    { roles: ['ADVANCED_ANALYSIS'] },
  ),
  p(
    7,
    '한수빈',
    'subin.han@hanbit-hospital.kr',
    1,
    'MEDICAL_DATA_STAFF',
    'UNSPECIFIED',
    '2025-10-10',
    [[1, 'ORG_RESEARCHER', { since: at('2025-10-13'), note: '' }]],
    { roles: ['ATLAS_SUPPORTER'] },
  ),
  p(8, '오준혁', 'junhyuk.oh@hanbit-hospital.kr', 1, 'MEDICAL_RESEARCHER', 'NEUROLOGY', '2025-10-30', [
    [1, 'ORG_RESEARCHER', { since: at('2025-11-03'), note: '뇌졸중 예후 연구 협력을 희망합니다.' }],
  ]),
  p(9, '배수진', 'sujin.bae@hanbit-hospital.kr', 1, 'MEDICAL_ETC', 'NURSING', '2025-11-14', [
    [1, 'ORG_RESEARCHER', { since: at('2025-11-17'), note: '' }],
  ]),
  p(
    10,
    '송민재',
    'minjae.song@haeorum.kr',
    3,
    'MEDICAL_DOCTOR',
    'HEMATO_ONCOLOGY',
    '2025-08-20',
    [
      [3, 'ORG_RESEARCHER'],
      [1, 'ORG_PARTNER', { since: at('2025-11-24'), note: '혈액암 다기관 코호트 연구를 함께하고자 합니다.' }],
    ],
    { roles: ['FL'] },
  ),
  p(11, '윤서준', 'seojun.yoon@hanbit-hospital.kr', 1, 'MEDICAL_DOCTOR', 'PEDIATRICS', '2026-02-23', [
    [
      1,
      'PENDING',
      { since: at('2026-02-25', '02:30'), note: '소아 천식 코호트 연구에 참여하고자 가입을 신청합니다.' },
    ],
  ]),
  p(12, '장하린', 'harin.jang@cheongsol.kr', 4, 'MEDICAL_RESEARCHER', 'PREVENTIVE_MEDICINE', '2025-08-28', [
    [4, 'ORG_RESEARCHER'],
    [
      1,
      'PENDING',
      {
        since: at('2026-03-02', '06:15'),
        note: '대구청솔병원 예방의학교실 소속입니다. 다기관 심혈관 질환 연구 협력을 위해 신청합니다.',
      },
    ],
  ]),
  p(13, '임도현', 'dohyun.lim@medilab.co.kr', null, 'INDUSTRY', 'UNSPECIFIED', '2026-03-03', [
    [1, 'PENDING', { since: at('2026-03-04', '08:40'), note: '' }],
  ]),
  p(14, '조은비', 'eunbi.cho@mudeung.or.kr', 5, 'MEDICAL_DATA_STAFF', 'UNSPECIFIED', '2025-08-26', [
    [5, 'ORG_RESEARCHER'],
    [
      1,
      'REJECTED',
      {
        since: at('2026-02-10'),
        note: '광주무등의료원 데이터팀입니다. 데이터 품질 비교 연구를 위해 신청합니다.',
      },
    ],
  ]),
  // 서울중앙의료원 (org 2, auto-registration for sjmc.or.kr and sjmc.go.kr)
  p(15, '문지훈', 'jihoon.moon@sjmc.or.kr', 2, 'MEDICAL_DATA_STAFF', 'UNSPECIFIED', '2025-10-17', [
    [2, 'ORG_RESEARCHER', { since: at('2026-01-20') }],
  ]),
  p(
    16,
    '김나연',
    'nayeon.kim@sjmc.or.kr',
    2,
    'MEDICAL_DOCTOR',
    'FAMILY_MEDICINE',
    '2025-08-05',
    [[2, 'ORG_ADMIN']],
    { priv: 'ORG_ADMIN' },
  ),
  p(17, '이준서', 'junseo.lee@sjmc.or.kr', 2, 'MEDICAL_DOCTOR', 'GASTROENTEROLOGY', '2025-08-19', [
    [2, 'ORG_RESEARCHER'],
  ]),
  p(
    18,
    '박서윤',
    'seoyun.park@sjmc.or.kr',
    2,
    'MEDICAL_RESEARCHER',
    'PULMONOLOGY',
    '2025-09-09',
    [[2, 'ORG_RESEARCHER']],
    { roles: ['ML'] },
  ),
  p(19, '정현우', 'hyunwoo.jung@sjmc.go.kr', 2, 'MEDICAL_DOCTOR', 'EMERGENCY_MEDICINE', '2025-09-22', [
    [2, 'ORG_RESEARCHER'],
  ]),
  p(20, '강예은', 'yeeun.kang@sjmc.or.kr', 2, 'MEDICAL_ETC', 'PHARMACY', '2025-10-06', [
    [2, 'ORG_RESEARCHER'],
  ]),
  p(21, '신우진', 'woojin.shin@halla-hospital.kr', 6, 'MEDICAL_DOCTOR', 'INTERNAL_MEDICINE', '2025-08-29', [
    [6, 'ORG_RESEARCHER'],
    [2, 'ORG_PARTNER', { since: at('2025-11-11') }],
  ]),
  p(22, '홍채원', 'chaewon.hong@sjmc.or.kr', 2, 'MEDICAL_DOCTOR', 'RHEUMATOLOGY', '2026-03-01', []),
  p(23, '유하준', 'hajun.yoo@sjmc.go.kr', null, 'PUBLIC', 'UNSPECIFIED', '2026-03-02', []),
  // 부산해오름병원 (org 3)
  p(
    24,
    '류지호',
    'jiho.ryu@haeorum.kr',
    3,
    'MEDICAL_DOCTOR',
    'RADIATION_ONCOLOGY',
    '2025-08-12',
    [[3, 'ORG_ADMIN']],
    { priv: 'ORG_ADMIN' },
  ),
  p(25, '남시우', 'siwoo.nam@haeorum.kr', 3, 'MEDICAL_DOCTOR', 'HEMATO_ONCOLOGY', '2025-09-01', [
    [3, 'ORG_RESEARCHER'],
  ]),
  p(26, '고은서', 'eunseo.ko@haeorum.kr', 3, 'MEDICAL_DOCTOR', 'PATHOLOGY', '2025-09-18', [
    [3, 'ORG_RESEARCHER'],
  ]),
  p(
    27,
    '백승민',
    'seungmin.baek@haeorum.kr',
    3,
    'MEDICAL_DATA_STAFF',
    'UNSPECIFIED',
    '2025-10-02',
    [[3, 'ORG_RESEARCHER']],
    { roles: ['ATLAS_SUPPORTER'] },
  ),
  p(28, '전유나', 'yuna.jeon@haeorum.kr', 3, 'MEDICAL_DOCTOR', 'GENERAL_SURGERY', '2025-10-27', [
    [3, 'ORG_RESEARCHER'],
  ]),
  p(29, '마준영', 'junyoung.ma@biodata.co.kr', null, 'INDUSTRY', 'UNSPECIFIED', '2026-02-27', [
    [
      3,
      'PENDING',
      { since: at('2026-03-03', '04:00'), note: '항암제 실사용 데이터 분석 협력을 희망합니다.' },
    ],
  ]),
  // 대구청솔병원 (org 4)
  p(
    30,
    '권민호',
    'minho.kwon@cheongsol.kr',
    4,
    'MEDICAL_DOCTOR',
    'CARDIOLOGY',
    '2025-08-14',
    [[4, 'ORG_ADMIN']],
    { priv: 'ORG_ADMIN' },
  ),
  p(31, '안지민', 'jimin.ahn@cheongsol.kr', 4, 'MEDICAL_DOCTOR', 'ORTHOPEDIC_SURGERY', '2025-09-04', [
    [4, 'ORG_RESEARCHER'],
  ]),
  p(32, '서하윤', 'hayun.seo@cheongsol.kr', 4, 'MEDICAL_DOCTOR', 'RADIOLOGY', '2025-09-25', [
    [4, 'ORG_RESEARCHER'],
  ]),
  p(33, '차동현', 'donghyun.cha@cheongsol.kr', 4, 'MEDICAL_DOCTOR', 'REHABILITATION_MEDICINE', '2025-10-15', [
    [4, 'ORG_RESEARCHER'],
  ]),
  p(34, '노수아', 'sua.noh@knu-edu.ac.kr', null, 'EDUCATION', 'UNSPECIFIED', '2025-11-05', [
    [4, 'ORG_PARTNER'],
  ]),
  // 광주무등의료원 (org 5)
  p(
    35,
    '양건우',
    'gunwoo.yang@mudeung.or.kr',
    5,
    'MEDICAL_DOCTOR',
    'NEPHROLOGY',
    '2025-08-18',
    [[5, 'ORG_ADMIN']],
    { priv: 'ORG_ADMIN' },
  ),
  p(36, '구지율', 'jiyul.koo@mudeung.or.kr', 5, 'MEDICAL_DOCTOR', 'PSYCHIATRY', '2025-09-11', [
    [5, 'ORG_RESEARCHER'],
  ]),
  p(37, '주다인', 'dain.joo@mudeung.or.kr', 5, 'MEDICAL_DOCTOR', 'OBSTETRICS_GYNECOLOGY', '2025-10-01', [
    [5, 'ORG_RESEARCHER'],
  ]),
  p(38, '엄태윤', 'taeyun.eom@mudeung.or.kr', 5, 'MEDICAL_DOCTOR', 'ANESTHESIOLOGY', '2025-10-23', [
    [5, 'ORG_RESEARCHER'],
  ]),
  p(
    39,
    '천서아',
    'seoa.chun@hanbit-hospital.kr',
    1,
    'MEDICAL_RESEARCHER',
    'OCCUPATIONAL_MEDICINE',
    '2025-11-19',
    [[5, 'ORG_PARTNER']],
  ),
  // 제주한라병원 (org 6)
  p(
    40,
    '변재원',
    'jaewon.byun@halla-hospital.kr',
    6,
    'MEDICAL_DOCTOR',
    'INFECTIOUS_DISEASES',
    '2025-08-21',
    [[6, 'ORG_ADMIN']],
    { priv: 'ORG_ADMIN' },
  ),
  p(41, '탁소율', 'soyul.tak@halla-hospital.kr', 6, 'MEDICAL_DOCTOR', 'DERMATOLOGY', '2025-09-16', [
    [6, 'ORG_RESEARCHER'],
  ]),
  p(42, '하은우', 'eunwoo.ha@halla-hospital.kr', 6, 'MEDICAL_DOCTOR', 'OPHTHALMOLOGY', '2025-10-09', [
    [6, 'ORG_RESEARCHER'],
  ]),
  p(43, '석나래', 'narae.seok@halla-hospital.kr', 6, 'MEDICAL_ETC', 'NURSING', '2025-10-29', [
    [6, 'ORG_RESEARCHER'],
  ]),
  // Belonging nowhere
  p(44, '연서진', 'seojin.yeon@hira-data.or.kr', null, 'PUBLIC', 'PREVENTIVE_MEDICINE', '2025-12-08', []),
  p(45, '국하람', 'haram.kook@gmail.com', null, 'UNSPECIFIED', 'UNSPECIFIED', '2026-03-05', [], {
    priv: 'USER_WITHOUT_EMAIL',
  }),
];

function p(
  id: number,
  name: string,
  email: string,
  employedAt: number | null,
  area: ExpertArea,
  division: ExpertDivision,
  joined: string,
  memberships: FixtureMembership[],
  extra: { priv?: UserPriv; roles?: ResearchRole[] } = {},
): FixturePerson {
  return { id, name, email, employedAt, area, division, joined, memberships, ...extra };
}

const orgNameOf = (orgId: number) => fixtureOrganizations.find((o) => o.id === orgId)?.name ?? '';

/** The directory's researchers as users (merged after the four demo accounts in the mock db). */
export const fixtureDirectoryUsers: UserInfo[] = fixturePeople.map((person) => ({
  id: person.id,
  name: person.name,
  primaryEmail: person.email,
  priv: person.priv ?? 'NORMAL',
  profileImageId: null,
  description: '',
  expertArea: person.area,
  expertDivision: person.division,
  orgEmployedId: person.employedAt,
  phoneCountry: 'KR',
  phoneNumber: `010${55_000_000 + person.id}`,
  orgList: person.memberships.map(([orgId, orgUserPrivilege]) => ({
    orgId,
    orgName: orgNameOf(orgId),
    orgUserPrivilege,
  })),
  terms: agreed(person.id % 3 === 0),
  researchRole: person.roles ?? [],
}));
