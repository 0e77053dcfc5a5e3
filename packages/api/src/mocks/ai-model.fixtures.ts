import type { AiModelCheck, AiModelSettings } from '../contract/ai-model.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';

/** One organisation's model as the mocks keep it; the key stays here and never goes into a reply. */
export interface MockAiModel {
  url: string;
  model: string;
  key: string | null;
  updatedAt: string;
  updatedBy: number | null;
}

/** Every organisation's model by organisation id. */
export type AiModelState = Map<number, MockAiModel>;

// Kept beside the MockDb rather than in it (db.ts is shared by every feature): each db gets its own
// state on first use, so stories and tests never share a model. No organisation has one at first, as
// on a new platform; a story sets one with setMockAiModel.
export const aiModelsOf: (db: MockDb) => AiModelState = perMockDb(() => new Map());

/** Sets an organisation's model, as a master would have (by the platform's master, user 1, by default). */
export function setMockAiModel(
  db: MockDb,
  orgId: number,
  model: Partial<MockAiModel> & Pick<MockAiModel, 'url' | 'model'>,
): MockAiModel {
  const row: MockAiModel = { key: null, updatedAt: '2026-11-20T01:30:00.000Z', updatedBy: 1, ...model };
  aiModelsOf(db).set(orgId, row);
  return row;
}

/** The master's view: never the key, only whether one is kept. */
export function aiModelReply(db: MockDb, row: MockAiModel): AiModelSettings {
  return {
    url: row.url,
    model: row.model,
    hasKey: row.key !== null,
    updatedAt: row.updatedAt,
    updatedByName: db.users.find((u) => u.id === row.updatedBy)?.name ?? null,
  };
}

/** How fast the simulated model answers. */
export const MOCK_AI_MODEL_MS = 420;

// The server's texts (apps/server/src/adapters/messages.ko.ts, modelCallMessages), for the simulated
// checks below.
const checkTexts = {
  answered: 'AI 모델이 응답했습니다. 응답 시간: 0.4초.',
  timeout: 'AI 모델이 3초 안에 응답하지 않았습니다. 모델 서버의 상태와 부하를 확인해 주십시오.',
  unreachable: 'AI 모델 서버에 연결할 수 없습니다. 모델 주소와 서버가 실행 중인지 확인해 주십시오.',
  unauthorised: 'AI 모델 서버가 HTTP 401 오류로 응답했습니다. API 키를 확인해 주십시오.',
  http500: 'AI 모델 서버가 HTTP 500 오류로 응답했습니다.',
};

/**
 * What a check finds, deterministically by the address: `slow` does not answer within the finder's
 * 3 seconds, `offline` refuses the connection, `error` answers HTTP 500, `auth` wants a key it was not
 * given (401 without one); anything else answers in 0.4 seconds.
 */
export function mockAiModelCheck(row: MockAiModel): AiModelCheck {
  const address = row.url.toLowerCase();
  if (address.includes('slow')) return { ok: false, message: checkTexts.timeout, ms: 3_000 };
  if (address.includes('offline')) return { ok: false, message: checkTexts.unreachable, ms: 3 };
  if (address.includes('error')) return { ok: false, message: checkTexts.http500, ms: 12 };
  if (address.includes('auth') && row.key === null)
    return { ok: false, message: checkTexts.unauthorised, ms: 9 };
  return { ok: true, message: checkTexts.answered, ms: MOCK_AI_MODEL_MS };
}
