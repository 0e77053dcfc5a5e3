import { ResultCode } from '../contract/codes.js';
import { canWriteContent } from '../contract/content.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { UserInfo } from '../contract/user.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { requireUser } from './session.js';

/** An announcement as the mock db keeps it (the server's `announcements` row). */
export interface MockAnnouncement {
  id: number;
  title: string;
  content: string;
  popup: boolean;
  authorId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** An uploaded file with its bytes (the server's `files` row). */
export interface MockStoredFile {
  id: number;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** A resource of the 자료실 and the ids of its attachments, oldest first. */
export interface MockResource {
  id: number;
  title: string;
  content: string;
  authorId: number | null;
  createdAt: string;
  updatedAt: string;
  fileIds: number[];
}

/** The mock db's announcements, resources and their files: created afresh for each story or test. */
export interface ContentState {
  announcements: MockAnnouncement[];
  resources: MockResource[];
  contentFiles: MockStoredFile[];
  /** The next id of each table, as the server's serial columns would give. */
  nextContentIds: { announcement: number; resource: number; file: number };
}

const MASTER_ID = 1;
const text = (value: string) => new TextEncoder().encode(value);

/**
 * Korean announcements, newest first. None is a popup: every story that mounts the signed-in layout
 * would otherwise open the popup; popup stories switch one on.
 */
export const fixtureAnnouncements: MockAnnouncement[] = [
  {
    id: 4,
    title: '3월 정기 점검 안내',
    content:
      '<p>3월 14일(토) 02:00~06:00에 <strong>정기 점검</strong>이 진행됩니다.</p><ul><li>점검 중에는 분석 실행이 중단됩니다.</li><li>실행 중인 분석은 점검 후 다시 시작해 주십시오.</li></ul>',
    popup: false,
    authorId: MASTER_ID,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
  },
  {
    id: 3,
    title: 'CDM 5.4 전환 완료 기관 안내',
    content:
      '<p>한빛대학교병원, 서울중앙의료원, 대구청솔병원의 CDM이 <em>5.4</em>로 전환되었습니다.</p><p>자세한 내용은 <a href="/resources">자료실</a>을 참고해 주십시오.</p>',
    popup: false,
    authorId: MASTER_ID,
    createdAt: '2026-02-16T05:30:00.000Z',
    updatedAt: '2026-02-17T00:10:00.000Z',
  },
  {
    id: 2,
    title: 'IRB 승인 절차 변경 안내',
    content:
      '<h2>변경 사항</h2><ol><li>IRB 승인서는 PDF로만 제출합니다.</li><li>승인 유효기간이 만료되면 해당 기관의 분석 실행이 중지됩니다.</li></ol>',
    popup: false,
    authorId: MASTER_ID,
    createdAt: '2026-01-20T02:00:00.000Z',
    updatedAt: '2026-01-20T02:00:00.000Z',
  },
  {
    id: 1,
    title: 'CDMNet 서비스 오픈 안내',
    content: '<p>병원 CDM 데이터로 함께하는 연구 네트워크, <strong>CDMNet</strong>이 문을 열었습니다.</p>',
    popup: false,
    authorId: MASTER_ID,
    createdAt: '2026-01-05T00:00:00.000Z',
    updatedAt: '2026-01-05T00:00:00.000Z',
  },
];

export const fixtureContentFiles: MockStoredFile[] = [
  {
    id: 1,
    name: '연구계획서_양식.hwp',
    mimeType: 'application/x-hwp',
    bytes: text('연구계획서 양식 (예시 파일)'),
  },
  {
    id: 2,
    name: 'IRB_제출_체크리스트.pdf',
    mimeType: 'application/pdf',
    bytes: text('IRB 제출 체크리스트 (예시 파일)'),
  },
  {
    id: 3,
    name: 'OMOP_CDM_5.4_매핑가이드.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: text('OMOP CDM 5.4 매핑 가이드 (예시 파일)'),
  },
];

/** Korean resources, newest first. */
export const fixtureResources: MockResource[] = [
  {
    id: 3,
    title: 'OMOP CDM 5.4 매핑 가이드',
    content: '<p>기관 CDM을 5.4로 전환할 때 참고할 <strong>매핑 가이드</strong>입니다.</p>',
    authorId: MASTER_ID,
    createdAt: '2026-02-20T04:00:00.000Z',
    updatedAt: '2026-02-20T04:00:00.000Z',
    fileIds: [3],
  },
  {
    id: 2,
    title: '연구 신청 서식 모음',
    content:
      '<p>연구 신청에 필요한 서식입니다.</p><ul><li>연구계획서 양식</li><li>IRB 제출 체크리스트</li></ul>',
    authorId: MASTER_ID,
    createdAt: '2026-01-28T06:00:00.000Z',
    updatedAt: '2026-01-28T06:00:00.000Z',
    fileIds: [1, 2],
  },
  {
    id: 1,
    title: 'CDMNet 이용 안내',
    content: '<p>CDMNet의 주요 기능과 이용 방법을 소개합니다.</p>',
    authorId: MASTER_ID,
    createdAt: '2026-01-05T00:30:00.000Z',
    updatedAt: '2026-01-05T00:30:00.000Z',
    fileIds: [],
  },
];

export function createContentState(): ContentState {
  return {
    announcements: structuredClone(fixtureAnnouncements),
    resources: structuredClone(fixtureResources),
    contentFiles: structuredClone(fixtureContentFiles),
    nextContentIds: { announcement: 5, resource: 4, file: 4 },
  };
}

// Rules the announcements and resources handlers share, as the server's content policy applies them.

/** The signed-in user, who must be allowed to write (403 otherwise, as the server answers). */
export function requireContentWriter(db: MockDb): UserInfo {
  const user = requireUser(db);
  if (!canWriteContent(user.priv)) {
    throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
  }
  return user;
}

export const notFound = () => new MockFailure(404, ResultCode.NOT_FOUND, replyMessages.notFound);

export const authorNameOf = (db: MockDb, authorId: number | null): string | null =>
  db.users.find((user) => user.id === authorId)?.name ?? null;

/** Newest first, as the server orders: by creation time, then by id. */
export const newestFirst = <T extends { id: number; createdAt: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
