import { ResultCode } from '../contract/codes.js';
import type { DataAccessLevel, OrgUserPrivilege } from '../contract/enums.js';
import type { AnalysisEngine, AtlasEntry, CdmEntry } from '../contract/master.js';
import { DEFAULT_MIN_CELL_COUNT } from '../contract/disclosure.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { MembershipEvent, MembershipEventKind } from '../contract/orgadmin.js';
import type { UserInfo } from '../contract/user.js';
import type { MockDb } from './db.js';
import { fixtureOrganizations, fixtureUsers } from './fixtures.js';
import { MockFailure } from './mock.js';
import {
  at,
  fixtureOrgData,
  fixturePeople,
  type FixtureMembership,
  type FixturePerson,
} from './network.fixtures.js';

// The network / platform-admin / organisation-admin slice's state (organisations' settings, engines,
// ATLAS WebAPIs, CDMs, membership details and history) and the rules its three handler groups share.

/** What the server keeps on an organisation beyond what sign-up lists (apps/server's organizations row). */
export interface MockOrgSettings {
  orgId: number;
  /** '' (not in RFZ), 'E', 'EV' or 'EVD'. */
  rfzLevel: string;
  createdAt: string;
  // The master's switches.
  onConceptId: boolean;
  blockingDBAccess: boolean;
  cleanup: boolean;
  // The organisation admin's auth settings.
  conceptLookup: boolean;
  irbRequired: boolean;
  researcherLevel: DataAccessLevel;
  partnerLevel: DataAccessLevel;
  // What may leave the hospital (domain.md "What leaves a hospital"); the server's defaults 5, null, true.
  minCellCount: number;
  rounding: 5 | null;
  releaseUnchecked: boolean;
}

export interface MockEngine extends AnalysisEngine {
  orgId: number;
  /** False where the engine's host cannot restart ATLAS or the data-quality dashboard. */
  restartSupported: boolean;
}

export interface MockAtlas extends AtlasEntry {
  orgId: number;
}

/** A CDM as the server stores it: with its password, which no reply ever carries. */
export interface MockCdm extends Omit<CdmEntry, 'hasPassword'> {
  orgId: number;
  /** '' when none is stored. */
  password: string;
}

/** What a membership row holds beyond the privilege kept in the user's `orgList`. */
export interface MockMembershipDetail {
  orgId: number;
  userId: number;
  /** The user's note with their request. */
  note: string;
  /** When they asked or were added. */
  since: string;
  /** The member's own data access level; null follows the organisation's default. */
  level: DataAccessLevel | null;
}

export interface MockMembershipEvent extends MembershipEvent {
  orgId: number;
}

export interface AdminState {
  orgSettings: MockOrgSettings[];
  engines: MockEngine[];
  atlases: MockAtlas[];
  cdms: MockCdm[];
  membershipDetails: MockMembershipDetail[];
  /** Oldest first, as inserted; the history call sorts them. */
  membershipEvents: MockMembershipEvent[];
  /** When each user signed up (the master's member list shows it). */
  userCreatedAt: Map<number, string>;
  /** The next id of an uploaded logo, as the server's files table would give. */
  nextLogoId: number;
}

const demoJoined: Record<number, string> = {
  1: at('2025-08-01', '00:00'),
  2: at('2025-08-25'),
  3: at('2025-09-02'),
  4: at('2025-09-30'),
};

// ── Membership details and history ──────────────────────────────────────────────────────────────────

const MASTER_NAME = '최고관리';

/** The demo accounts' rows in 한빛대학교병원, with the history below. */
const demoMemberships: MockMembershipDetail[] = [
  { orgId: 1, userId: 2, since: at('2025-09-01', '00:30'), note: '', level: null },
  {
    orgId: 1,
    userId: 3,
    since: at('2025-09-03', '02:00'),
    note: '심부전 재입원 위험 예측 연구를 위해 가입을 신청합니다.',
    level: null,
  },
  {
    orgId: 1,
    userId: 4,
    since: at('2025-10-01'),
    note: '서울중앙의료원 소속 연구자입니다. 공동 연구를 위해 신청합니다.',
    level: null,
  },
];

const daysAfter = (iso: string, days: number, hours = 0) =>
  new Date(Date.parse(iso) + (days * 24 + hours) * 3_600_000).toISOString();

type EventSeed = Omit<MockMembershipEvent, 'id'>;

const event = (
  orgId: number,
  kind: MembershipEventKind,
  userId: number,
  userName: string,
  actorName: string | null,
  from: string | null,
  to: string | null,
  createdAt: string,
): EventSeed => ({ orgId, kind, userId, userName, actorName, from, to, createdAt });

/** 한빛대학교병원's history, told by hand so it has every kind of event. */
const hanbitHistory: EventSeed[] = [
  event(1, 'ADDED', 2, '박지현', MASTER_NAME, null, 'ORG_ADMIN', at('2025-09-01', '00:30')),
  event(1, 'REQUESTED', 3, '김민준', '김민준', null, 'PENDING', at('2025-09-03', '02:00')),
  event(1, 'APPROVED', 3, '김민준', '박지현', 'PENDING', 'ORG_RESEARCHER', at('2025-09-04', '01:10')),
  event(1, 'ADDED', 5, '정다은', MASTER_NAME, null, 'ORG_RESEARCHER', at('2025-09-08', '05:00')),
  event(1, 'REQUESTED', 6, '최윤호', '최윤호', null, 'PENDING', at('2025-09-15')),
  event(1, 'APPROVED', 6, '최윤호', '박지현', 'PENDING', 'ORG_RESEARCHER', at('2025-09-16', '00:20')),
  event(1, 'REQUESTED', 4, '이서연', '이서연', null, 'PENDING', at('2025-10-01')),
  event(1, 'APPROVED', 4, '이서연', '박지현', 'PENDING', 'ORG_PARTNER', at('2025-10-02', '03:00')),
  event(1, 'REQUESTED', 7, '한수빈', '한수빈', null, 'PENDING', at('2025-10-13')),
  event(1, 'APPROVED', 7, '한수빈', '박지현', 'PENDING', 'ORG_RESEARCHER', at('2025-10-14', '02:00')),
  event(1, 'REQUESTED', 15, '문지훈', '문지훈', null, 'PENDING', at('2025-10-20')),
  event(1, 'APPROVED', 15, '문지훈', '박지현', 'PENDING', 'ORG_RESEARCHER', at('2025-10-21', '00:45')),
  event(1, 'REQUESTED', 8, '오준혁', '오준혁', null, 'PENDING', at('2025-11-03')),
  event(1, 'APPROVED', 8, '오준혁', '박지현', 'PENDING', 'ORG_PARTNER', at('2025-11-04', '01:30')),
  event(1, 'REQUESTED', 9, '배수진', '배수진', null, 'PENDING', at('2025-11-17')),
  event(1, 'APPROVED', 9, '배수진', '박지현', 'PENDING', 'ORG_RESEARCHER', at('2025-11-18', '02:10')),
  event(1, 'REQUESTED', 10, '송민재', '송민재', null, 'PENDING', at('2025-11-24')),
  event(1, 'APPROVED', 10, '송민재', '박지현', 'PENDING', 'ORG_PARTNER', at('2025-11-25', '00:50')),
  event(1, 'PERMISSION_CHANGED', 6, '최윤호', '박지현', 'DEFAULT', 'EVD', at('2025-12-01', '04:00')),
  event(
    1,
    'PRIVILEGE_CHANGED',
    8,
    '오준혁',
    '박지현',
    'ORG_PARTNER',
    'ORG_RESEARCHER',
    at('2026-01-05', '01:00'),
  ),
  event(1, 'REMOVED', 15, '문지훈', '박지현', 'ORG_RESEARCHER', null, at('2026-01-15', '06:00')),
  event(1, 'REQUESTED', 14, '조은비', '조은비', null, 'PENDING', at('2026-02-10')),
  event(1, 'REJECTED', 14, '조은비', '박지현', 'PENDING', 'REJECTED', at('2026-02-12', '05:30')),
  event(1, 'REQUESTED', 11, '윤서준', '윤서준', null, 'PENDING', at('2026-02-25', '02:30')),
  event(1, 'REQUESTED', 12, '장하린', '장하린', null, 'PENDING', at('2026-03-02', '06:15')),
  event(1, 'REQUESTED', 13, '임도현', '임도현', null, 'PENDING', at('2026-03-04', '08:40')),
];

/** A fixture membership's `since`: as given, else the day after the person signed up. */
const sinceOf = (person: FixturePerson, membership: FixtureMembership) =>
  membership[2]?.since ?? daysAfter(at(person.joined), 1);

/** The other hospitals' histories: each admin added by the master, each member approved by the admin. */
function generatedHistory(): EventSeed[] {
  const events: EventSeed[] = [];
  for (const person of fixturePeople) {
    for (const membership of person.memberships) {
      const [orgId, privilege] = membership;
      if (orgId === 1) continue;
      const since = sinceOf(person, membership);
      const admin = fixturePeople.find((x) =>
        x.memberships.some(([o, priv]) => o === orgId && priv === 'ORG_ADMIN'),
      );
      if (privilege === 'ORG_ADMIN') {
        events.push(event(orgId, 'ADDED', person.id, person.name, MASTER_NAME, null, 'ORG_ADMIN', since));
        continue;
      }
      events.push(event(orgId, 'REQUESTED', person.id, person.name, person.name, null, 'PENDING', since));
      if (privilege === 'PENDING') continue;
      events.push(
        event(
          orgId,
          'APPROVED',
          person.id,
          person.name,
          admin?.name ?? MASTER_NAME,
          'PENDING',
          privilege,
          daysAfter(since, 0, 3),
        ),
      );
    }
  }
  return events;
}

const orgCreatedAt = (orgId: number) => daysAfter(at('2025-08-01', '00:00'), (orgId - 1) * 3);

const FIXTURE_CHECKED_AT = at('2026-03-05', '00:00');
export const FIXTURE_CDM_PASSWORD = 'cdm-reader-secret';

/** The slice's state, afresh for each story or test. */
export function createAdminState(): AdminState {
  const orgSettings = fixtureOrgData.map((data): MockOrgSettings => ({
    orgId: data.orgId,
    rfzLevel: data.rfzLevel,
    createdAt: orgCreatedAt(data.orgId),
    // 한빛대학교병원 shows concept ids and cleans up; 서울중앙의료원 shows concept ids too.
    onConceptId: data.orgId === 1 || data.orgId === 2,
    blockingDBAccess: false,
    cleanup: data.orgId === 1 || data.orgId === 5,
    conceptLookup: true,
    irbRequired: data.orgId === 1,
    researcherLevel: 'EV',
    partnerLevel: 'E',
    minCellCount: DEFAULT_MIN_CELL_COUNT,
    rounding: null,
    releaseUnchecked: true,
  }));
  const engines = fixtureOrgData.map((data): MockEngine => ({
    id: data.orgId,
    orgId: data.orgId,
    name: `${orgNameOf(data.orgId)} 분석 엔진`,
    engineAddress: `http://10.10.${data.orgId}.21:8888`,
    status: 'ONLINE',
    checkedAt: FIXTURE_CHECKED_AT,
    createdAt: daysAfter(orgCreatedAt(data.orgId), 1),
    restartSupported: data.restartSupported,
  }));
  const atlases = fixtureOrgData
    .filter((data) => data.hasAtlas)
    .map((data): MockAtlas => ({
      id: data.orgId,
      orgId: data.orgId,
      name: `${orgNameOf(data.orgId)} ATLAS`,
      atlasAddress: `http://10.10.${data.orgId}.22:8080/WebAPI`,
      atlasHref: `http://10.10.${data.orgId}.22:8080/atlas`,
      engineId: data.orgId,
      version: '2.14.0',
      checkedAt: FIXTURE_CHECKED_AT,
      createdAt: daysAfter(orgCreatedAt(data.orgId), 1, 2),
    }));
  // Each organisation's first CDM has its organisation's id; further ones follow (부산해오름병원's second is 7).
  let nextCdmId = fixtureOrgData.length + 1;
  const cdms = fixtureOrgData.flatMap((data) =>
    data.cdms.map((cdm, index): MockCdm => ({
      id: index === 0 ? data.orgId : nextCdmId++,
      orgId: data.orgId,
      name: cdm.name,
      engineId: data.orgId,
      dialect: 'POSTGRESQL',
      host: cdm.host,
      port: 5432,
      database: cdm.database,
      cdmSchema: 'cdm',
      vocabularySchema: 'cdm',
      resultSchema: 'results',
      username: 'cdmnet_reader',
      password: FIXTURE_CDM_PASSWORD,
      version: cdm.version,
      vocabularyVersion: cdm.vocabularyVersion,
      patientCount: cdm.patientCount,
      periodStart: cdm.periodStart,
      periodEnd: cdm.periodEnd,
      checkedAt: FIXTURE_CHECKED_AT,
      createdAt: daysAfter(orgCreatedAt(data.orgId), 2 + index * 30),
    })),
  );
  const membershipDetails: MockMembershipDetail[] = [
    ...structuredClone(demoMemberships),
    ...fixturePeople.flatMap((person) =>
      person.memberships.map((membership): MockMembershipDetail => ({
        orgId: membership[0],
        userId: person.id,
        note: membership[2]?.note ?? '',
        since: sinceOf(person, membership),
        level: membership[2]?.level ?? null,
      })),
    ),
  ];
  const membershipEvents = [...hanbitHistory, ...generatedHistory()]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((seed, index): MockMembershipEvent => ({ id: index + 1, ...seed }));
  const userCreatedAt = new Map<number, string>([
    ...fixtureUsers.map((u): [number, string] => [u.id, demoJoined[u.id] ?? at('2025-08-01')]),
    ...fixturePeople.map((person): [number, string] => [person.id, at(person.joined, '03:00')]),
  ]);
  return {
    orgSettings,
    engines,
    atlases,
    cdms,
    membershipDetails,
    membershipEvents,
    userCreatedAt,
    nextLogoId: 9501,
  };
}

const orgNameOf = (orgId: number) => fixtureOrganizations.find((o) => o.id === orgId)?.name ?? '';

// ── Rules the handlers share ────────────────────────────────────────────────────────────────────────

/** Memberships that let a user work on an organisation's data (PENDING and REJECTED do not). */
export const activePrivileges: readonly OrgUserPrivilege[] = ['ORG_RESEARCHER', 'ORG_PARTNER', 'ORG_ADMIN'];
export const isActive = (privilege: OrgUserPrivilege | null | undefined): boolean =>
  privilege !== null && privilege !== undefined && activePrivileges.includes(privilege);

export const notFound = (message: string = replyMessages.notFound) =>
  new MockFailure(404, ResultCode.NOT_FOUND, message);
export const conflict = (message: string) => new MockFailure(409, ResultCode.CONFLICT, message);
export const refused = (message: string) => new MockFailure(400, ResultCode.INVALID_INPUT, message);

export function findOrg(db: MockDb, orgId: number) {
  const org = db.organizations.find((o) => o.id === orgId);
  if (!org) throw notFound();
  return org;
}

/** An organisation's settings; an organisation a story added without them gets the server's defaults. */
export function settingsOf(db: MockDb, orgId: number): MockOrgSettings {
  let settings = db.orgSettings.find((s) => s.orgId === orgId);
  if (!settings) {
    settings = {
      orgId,
      rfzLevel: '',
      createdAt: new Date().toISOString(),
      onConceptId: false,
      blockingDBAccess: false,
      cleanup: false,
      conceptLookup: true,
      irbRequired: false,
      researcherLevel: 'EV',
      partnerLevel: 'E',
      minCellCount: DEFAULT_MIN_CELL_COUNT,
      rounding: null,
      releaseUnchecked: true,
    };
    db.orgSettings.push(settings);
  }
  return settings;
}

export const userById = (db: MockDb, userId: number) => db.users.find((u) => u.id === userId);

/** When the user signed up; a user a story or sign-up added is taken as new. */
export function createdAtOf(db: MockDb, userId: number): string {
  let createdAt = db.userCreatedAt.get(userId);
  if (!createdAt) {
    createdAt = new Date().toISOString();
    db.userCreatedAt.set(userId, createdAt);
  }
  return createdAt;
}

/** The user's membership row's privilege in the organisation, null without one. */
export const privilegeIn = (user: UserInfo, orgId: number): OrgUserPrivilege | null =>
  user.orgList.find((m) => m.orgId === orgId)?.orgUserPrivilege ?? null;

/** Every membership row of the organisation (PENDING and REJECTED too), with its user. */
export const rowsOf = (db: MockDb, orgId: number) =>
  db.users.flatMap((user) => {
    const privilege = privilegeIn(user, orgId);
    return privilege === null ? [] : [{ user, privilege }];
  });

export const activeMembersOf = (db: MockDb, orgId: number) =>
  rowsOf(db, orgId).filter((row) => isActive(row.privilege));

/** A row's note, date and own level; a row sign-up made has none stored yet. */
export function detailOf(db: MockDb, orgId: number, userId: number): MockMembershipDetail {
  let detail = db.membershipDetails.find((d) => d.orgId === orgId && d.userId === userId);
  if (!detail) {
    detail = { orgId, userId, note: '', since: createdAtOf(db, userId), level: null };
    db.membershipDetails.push(detail);
  }
  return detail;
}

/**
 * Sets the user's row in the organisation (null removes it): the privilege in their `orgList`, which
 * the profile and the dashboard show, and the row's details. `since` becomes now, as the server's
 * `updatedAt` does on every privilege change; the note and the own level stay unless given.
 */
export function setMembership(
  db: MockDb,
  user: UserInfo,
  orgId: number,
  privilege: OrgUserPrivilege | null,
  detail: Partial<Pick<MockMembershipDetail, 'note' | 'level'>> = {},
) {
  const existing = user.orgList.find((m) => m.orgId === orgId);
  if (privilege === null) {
    user.orgList = user.orgList.filter((m) => m.orgId !== orgId);
    db.membershipDetails = db.membershipDetails.filter((d) => !(d.orgId === orgId && d.userId === user.id));
    return;
  }
  if (existing) existing.orgUserPrivilege = privilege;
  else user.orgList.push({ orgId, orgName: findOrg(db, orgId).name, orgUserPrivilege: privilege });
  Object.assign(detailOf(db, orgId, user.id), { ...detail, since: new Date().toISOString() });
}

/** The last ORG_ADMIN of an organisation keeps the role (domain.md). */
export function keepsLastAdmin(db: MockDb, orgId: number, user: UserInfo, next: OrgUserPrivilege | null) {
  if (privilegeIn(user, orgId) !== 'ORG_ADMIN' || next === 'ORG_ADMIN') return false;
  return activeMembersOf(db, orgId).filter((row) => row.privilege === 'ORG_ADMIN').length <= 1;
}

export function recordEvent(
  db: MockDb,
  orgId: number,
  kind: MembershipEventKind,
  user: UserInfo,
  actor: UserInfo | null,
  from: string | null,
  to: string | null,
) {
  db.membershipEvents.push({
    id: Math.max(0, ...db.membershipEvents.map((e) => e.id)) + 1,
    orgId,
    kind,
    userId: user.id,
    userName: user.name,
    actorName: actor?.name ?? null,
    from,
    to,
    createdAt: new Date().toISOString(),
  });
}

// ── The role guard ──────────────────────────────────────────────────────────────────────────────────
