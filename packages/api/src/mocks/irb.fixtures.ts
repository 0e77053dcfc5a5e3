import type { IrbState } from '../contract/enums.js';
import type { FixtureLogSeed } from './analyses.fixtures.js';
import { fixtureOrganizations } from './fixtures.js';

// The IRB requests of the stories and unit tests, in the shapes the server keeps (apps/server's
// irb_requests; its history is read off the row, kept here as the events). Told from MOCK_TODAY: the
// approval of request 3 ends within IRB_EXPIRY_NOTICE_DAYS of it. Users: 1 최고관리, 2 박지현 (ORG_ADMIN of
// 한빛대학교병원, org 1; a member of project 1 with IRB_REQUEST), 3 김민준 (project 1's manager), 16 김나연
// (ORG_ADMIN of 서울중앙의료원, org 2). Only 한빛대학교병원 requires IRB (admin.fixtures.ts).

/** The day the fixtures are told from (the project and IRB fixtures' "today"). */
export const MOCK_TODAY = '2026-11-26';

export interface MockIrbEvent {
  state: IrbState;
  at: string;
  /** Null for what the daily job did (an expiry). */
  by: number | null;
  reason: string | null;
}

export interface MockIrbRequest {
  id: number;
  projectId: number;
  orgId: number;
  irbNumber: string;
  institution: string;
  validFrom: string;
  validUntil: string;
  documentName: string;
  /** The uploaded PDF; null for a fixture's, served as a one-page stand-in. */
  documentBytes: Uint8Array | null;
  state: IrbState;
  reason: string | null;
  requestedBy: number | null;
  requestedAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
  /** Oldest first: asked, then approved or rejected, then (an approval) expired. */
  history: MockIrbEvent[];
}

export interface IrbRequestsState {
  irbRequests: MockIrbRequest[];
}

const at = (day: string, time = '09:30:00') => `${day}T${time}.000Z`;

type Seed = Omit<MockIrbRequest, 'history' | 'documentBytes' | 'decidedBy' | 'decidedAt' | 'reason'> & {
  decided?: { by: number; at: string; reason?: string };
  expiredAt?: string;
};

function request({ decided, expiredAt, ...row }: Seed): MockIrbRequest {
  const history: MockIrbEvent[] = [
    { state: 'PENDING', at: row.requestedAt, by: row.requestedBy, reason: null },
  ];
  if (decided) {
    const rejected = row.state === 'REJECTED';
    history.push({
      state: rejected ? 'REJECTED' : 'APPROVED',
      at: decided.at,
      by: decided.by,
      reason: decided.reason ?? null,
    });
  }
  if (expiredAt) history.push({ state: 'EXPIRED', at: expiredAt, by: null, reason: null });
  return {
    ...row,
    documentBytes: null,
    reason: decided?.reason ?? null,
    decidedBy: decided?.by ?? null,
    decidedAt: decided?.at ?? null,
    history,
  };
}

const irbRequests: MockIrbRequest[] = [
  request({
    id: 1,
    projectId: 1,
    orgId: 1,
    irbNumber: 'HBU-IRB-2025-0417',
    institution: '한빛대학교병원 연구윤리심의위원회',
    validFrom: '2025-11-01',
    validUntil: '2026-10-31',
    documentName: '한빛_IRB_승인서_2025-0417.pdf',
    state: 'EXPIRED',
    requestedBy: 3,
    requestedAt: at('2026-09-09', '01:00:00'),
    decided: { by: 2, at: at('2026-09-10', '05:20:00') },
    expiredAt: at('2026-10-31', '15:05:00'),
  }),
  request({
    id: 2,
    projectId: 1,
    orgId: 1,
    irbNumber: 'HBU-IRB-2025-1203',
    institution: '한빛대학교병원 연구윤리심의위원회',
    validFrom: '2025-12-21',
    validUntil: '2026-12-20',
    documentName: '한빛_IRB_승인서_초안.pdf',
    state: 'REJECTED',
    requestedBy: 3,
    requestedAt: at('2026-11-02', '00:40:00'),
    decided: {
      by: 2,
      at: at('2026-11-03', '06:10:00'),
      reason: '첨부한 승인서에 심의위원장 서명이 없습니다. 서명된 최종본을 올려 주십시오.',
    },
  }),
  request({
    id: 3,
    projectId: 1,
    orgId: 1,
    irbNumber: 'HBU-IRB-2025-1203',
    institution: '한빛대학교병원 연구윤리심의위원회',
    validFrom: '2025-12-21',
    validUntil: '2026-12-20',
    documentName: '한빛_IRB_승인서_최종.pdf',
    state: 'APPROVED',
    requestedBy: 3,
    requestedAt: at('2026-11-04', '01:15:00'),
    decided: { by: 2, at: at('2026-11-05', '02:00:00') },
  }),
  request({
    id: 4,
    projectId: 1,
    orgId: 2,
    irbNumber: 'SJMC-2026-IRB-088',
    institution: '서울중앙의료원 기관생명윤리위원회',
    validFrom: '2026-09-15',
    validUntil: '2028-09-14',
    documentName: 'SJMC_IRB_088_승인통지서.pdf',
    state: 'APPROVED',
    requestedBy: 3,
    requestedAt: at('2026-09-16', '02:30:00'),
    decided: { by: 16, at: at('2026-09-18', '07:45:00') },
  }),
  request({
    id: 5,
    projectId: 1,
    orgId: 3,
    irbNumber: 'HR-2026-153',
    institution: '부산해오름병원 임상연구심의위원회',
    validFrom: '2026-11-01',
    validUntil: '2027-10-31',
    documentName: '해오름_IRB_HR-2026-153.pdf',
    state: 'PENDING',
    requestedBy: 2,
    requestedAt: at('2026-11-18', '04:00:00'),
  }),
  request({
    id: 6,
    projectId: 2,
    orgId: 1,
    irbNumber: 'HBU-IRB-2026-0921',
    institution: '한빛대학교병원 연구윤리심의위원회',
    validFrom: '2026-11-01',
    validUntil: '2027-10-31',
    documentName: '소아천식_IRB_승인서.pdf',
    state: 'PENDING',
    requestedBy: 1,
    requestedAt: at('2026-11-21', '03:20:00'),
  }),
];

/** Each step of the requests above in the project log, with the detail shapes the IRB service writes. */
export const fixtureIrbLog: FixtureLogSeed[] = irbRequests
  .flatMap((row) =>
    row.history.map((step): FixtureLogSeed => {
      const detail = {
        irbId: row.id,
        orgId: row.orgId,
        orgName: fixtureOrganizations.find((o) => o.id === row.orgId)?.name,
        irbNumber: row.irbNumber,
      };
      const action = `IRB_${step.state === 'PENDING' ? 'REQUESTED' : step.state}` as const;
      const more =
        step.state === 'REJECTED'
          ? { reason: step.reason }
          : step.state === 'PENDING'
            ? {}
            : { validUntil: row.validUntil };
      return {
        projectId: row.projectId,
        action,
        actorId: step.by,
        createdAt: step.at,
        detail: { ...detail, ...more },
      };
    }),
  )
  .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

export function createIrbState(): IrbRequestsState {
  return structuredClone({ irbRequests });
}
