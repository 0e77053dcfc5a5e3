import type { DeliveryChannel, ResultRequestKind, ResultRequestState } from '../contract/result-requests.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';

// The result requests of the stories and unit tests (domain.md "Result permissions"), in the shape the
// server keeps (apps/server's result_requests; the execution, its project, analysis, CDM and
// organisation are read off the execution). Executions as executions.fixtures.ts has them:
// 1 (project 1, analysis 1, HANBIT_CDM of 한빛대학교병원, with a Shiny app), 4 (project 1, analysis 1,
// HAEORUM_CDM of 부산해오름병원), 10 (project 2, analysis 7, HANBIT_CDM). Users: 1 최고관리, 2 박지현
// (ORG_ADMIN of 한빛대학교병원), 3 김민준 (project 1's manager).
// - 1 VIEW of execution 1 by 김민준, REJECTED by 박지현 with a reason;
// - 2 VIEW of execution 1 by 김민준, APPROVED by 박지현 (without delivery);
// - 3 VIEW of execution 10 by 최고관리, PENDING at 한빛대학교병원 (the older of its two);
// - 4 DELIVERY (SHINY) of execution 1 by 김민준, PENDING at 한빛대학교병원;
// - 5 VIEW of execution 4 by 김민준, PENDING at 부산해오름병원.

export interface MockResultRequest {
  id: number;
  executionId: number;
  kind: ResultRequestKind;
  state: ResultRequestState;
  channel: DeliveryChannel | null;
  withDelivery: boolean;
  note: string;
  reason: string | null;
  requestedBy: number | null;
  requestedAt: string;
  decidedBy: number | null;
  decidedAt: string | null;
}

const at = (day: string, time: string) => `${day}T${time}.000Z`;

const seeds: MockResultRequest[] = [
  {
    id: 1,
    executionId: 1,
    kind: 'VIEW',
    state: 'REJECTED',
    channel: null,
    withDelivery: false,
    note: '1차 분석 결과의 코호트 크기를 확인하려고 합니다.',
    reason: '요청 사유에 결과를 볼 연구 목적이 적혀 있지 않습니다. 목적을 적어 다시 요청해 주십시오.',
    requestedBy: 3,
    requestedAt: at('2026-09-13', '00:30:00'),
    decidedBy: 2,
    decidedAt: at('2026-09-14', '02:10:00'),
  },
  {
    id: 2,
    executionId: 1,
    kind: 'VIEW',
    state: 'APPROVED',
    channel: null,
    withDelivery: false,
    note: '주요 심혈관 사건 위험비와 대상자 수를 논문 초안에 맞춰 검토하려고 합니다.',
    reason: null,
    requestedBy: 3,
    requestedAt: at('2026-09-15', '01:00:00'),
    decidedBy: 2,
    decidedAt: at('2026-09-16', '05:45:00'),
  },
  {
    id: 3,
    executionId: 10,
    kind: 'VIEW',
    state: 'PENDING',
    channel: null,
    withDelivery: false,
    note: '연령대별 분포를 확인하고 다음 분석의 코호트 기준을 정하려고 합니다.',
    reason: null,
    requestedBy: 1,
    requestedAt: at('2026-11-20', '04:15:00'),
    decidedBy: null,
    decidedAt: null,
  },
  {
    id: 4,
    executionId: 1,
    kind: 'DELIVERY',
    state: 'PENDING',
    channel: 'SHINY',
    withDelivery: false,
    note: '공동 연구 기관과 Shiny 앱으로 결과를 함께 검토하려고 합니다.',
    reason: null,
    requestedBy: 3,
    requestedAt: at('2026-11-24', '07:20:00'),
    decidedBy: null,
    decidedAt: null,
  },
  {
    id: 5,
    executionId: 4,
    kind: 'VIEW',
    state: 'PENDING',
    channel: null,
    withDelivery: false,
    note: '',
    reason: null,
    requestedBy: 3,
    requestedAt: at('2026-11-25', '02:00:00'),
    decidedBy: null,
    decidedAt: null,
  },
];

// MockDb (db.ts) is shared by every group; the result requests ride beside it, one list per db, so a
// story's or test's db keeps its own and nothing leaks between them.
/** The result requests of one mock db, made from the seeds on first use. */
export const resultRequestsOf: (db: MockDb) => MockResultRequest[] = perMockDb(() => structuredClone(seeds));
