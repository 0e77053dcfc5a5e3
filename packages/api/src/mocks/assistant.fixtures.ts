import type {
  AssistantCitation,
  AssistantConversation,
  AssistantMessage,
  AssistantToolUse,
} from '../contract/assistant.js';
import type { UserInfo } from '../contract/user.js';
import { isActive } from './admin.fixtures.js';
import { aiModelsOf, setMockAiModel } from './ai-model.fixtures.js';
import type { MockDb } from './db.js';
import { perMockDb } from './mock-state.js';

// EVIX-AI's assistant as the mocks keep it: conversations per user, their messages, and how the
// simulated model answers. Kept beside the MockDb (db.ts is shared by every feature), one state per db.

/**
 * How the simulated model answers: `answers` (a scripted answer streamed word by word), `noModel`
 * (no organisation of the user has a model: the page's empty state, a question 409), `failsMidStream`
 * (half the answer, then `error`; kept FAILED), `busy` (every question 409, as while another tab's
 * answer is still written).
 */
export type MockAssistantMode = 'answers' | 'noModel' | 'failsMidStream' | 'busy';

export interface MockConversation extends AssistantConversation {
  userId: number;
}

export interface MockAssistantMessage extends AssistantMessage {
  conversationId: number;
}

export interface MockAssistantState {
  conversations: MockConversation[];
  messages: MockAssistantMessage[];
  nextId: number;
  mode: MockAssistantMode;
  /** The pause before each event of an answer, so a story sees the words arrive. */
  delayMs: number;
  /** Conversations whose answer is being written: a second question meanwhile is refused (409). */
  streaming: Set<number>;
}

/** The model the stories' hospital runs, set by setMockAssistant unless the mode is `noModel`. */
export const MOCK_ASSISTANT_MODEL = { orgId: 1, url: 'http://10.0.0.5:11434/v1', model: 'qwen2.5:7b' };

export const MOCK_ASSISTANT_DELAY_MS = 60;

/** What the researcher (김민준, user 3) asked before: two conversations, the latest first. */
function seed(): Pick<MockAssistantState, 'conversations' | 'messages' | 'nextId'> {
  const at = (time: string) => `2026-11-2${time}.000Z`;
  const message = (
    id: number,
    conversationId: number,
    role: AssistantMessage['role'],
    content: string,
    createdAt: string,
    extra: Partial<AssistantMessage> = {},
  ): MockAssistantMessage => ({
    id,
    conversationId,
    role,
    content,
    state: 'DONE',
    tools: [],
    citations: [],
    createdAt,
    ...extra,
  });
  return {
    conversations: [
      {
        id: 2,
        userId: 3,
        title: '위장관 출혈 개념을 찾아 줘',
        createdAt: at('4T05:10:00'),
        updatedAt: at('4T05:10:09'),
      },
      {
        id: 1,
        userId: 3,
        title: '내 프로젝트의 실행 상태를 알려 줘',
        createdAt: at('3T01:00:00'),
        updatedAt: at('3T01:00:12'),
      },
    ],
    messages: [
      message(1, 1, 'USER', '내 프로젝트의 실행 상태를 알려 줘', at('3T01:00:00')),
      message(2, 1, 'ASSISTANT', scripts.projects.text, at('3T01:00:12'), {
        tools: scripts.projects.tools,
        citations: scripts.projects.citations,
      }),
      message(3, 2, 'USER', '위장관 출혈 개념을 찾아 줘', at('4T05:10:00')),
      message(4, 2, 'ASSISTANT', scripts.concepts.text, at('4T05:10:09'), {
        tools: scripts.concepts.tools,
        citations: scripts.concepts.citations,
      }),
    ],
    nextId: 10,
  };
}

export const assistantOf: (db: MockDb) => MockAssistantState = perMockDb(() => ({
  ...seed(),
  mode: 'answers',
  delayMs: MOCK_ASSISTANT_DELAY_MS,
  streaming: new Set(),
}));

/**
 * Sets how the assistant answers in a story or test. Any mode but `noModel` gives 한빛대학교병원 its
 * model (qwen2.5:7b), `noModel` takes it away; `empty` starts with no conversations.
 */
export function setMockAssistant(
  db: MockDb,
  options: { mode?: MockAssistantMode; delayMs?: number; empty?: boolean } = {},
): MockAssistantState {
  const state = assistantOf(db);
  state.mode = options.mode ?? 'answers';
  if (options.delayMs !== undefined) state.delayMs = options.delayMs;
  if (options.empty) {
    state.conversations = [];
    state.messages = [];
  }
  const { orgId, ...model } = MOCK_ASSISTANT_MODEL;
  if (state.mode === 'noModel') aiModelsOf(db).delete(orgId);
  else setMockAiModel(db, orgId, model);
  return state;
}

/** Whether a model serves the user, by the rule of `/evix-ai/model`: her employer's, else her organisations'. */
export function hasModel(db: MockDb, user: UserInfo): boolean {
  const models = aiModelsOf(db);
  if (user.orgEmployedId !== null && models.has(user.orgEmployedId)) return true;
  return user.orgList.some((entry) => isActive(entry.orgUserPrivilege) && models.has(entry.orgId));
}

/** What the simulated model does for a question: the tools it reads, the screens it cites, its words. */
export interface MockAnswerScript {
  tools: AssistantToolUse[];
  citations: AssistantCitation[];
  text: string;
}

const scripts = {
  projects: {
    tools: [
      { name: 'list_projects', summary: '프로젝트 목록을 확인했습니다' },
      { name: 'list_executions', summary: '실행 목록을 확인했습니다' },
    ],
    citations: [
      { label: '메트포르민과 설포닐우레아의 심혈관 안전성 비교', href: '/project/1' },
      { label: '고혈압 약물 순응도와 뇌졸중 위험', href: '/project/3' },
    ],
    text: [
      '김민준 님의 프로젝트 실행 상태는 다음과 같습니다.',
      '',
      '1. 메트포르민과 설포닐우레아의 심혈관 안전성 비교: 한빛대학교병원 실행은 완료되었고, 서울중앙의료원 실행은 결과 반출을 검토하는 중입니다.',
      '2. 고혈압 약물 순응도와 뇌졸중 위험: 아직 실행한 분석이 없습니다.',
      '',
      '자세한 상태는 아래 프로젝트 화면에서 보실 수 있습니다.',
    ].join('\n'),
  },
  concepts: {
    tools: [{ name: 'find_concepts', summary: '개념 찾기로 "위장관 출혈"을 찾았습니다' }],
    citations: [
      { label: '위장관 출혈 (192671)', href: '/atlas/concepts/192671' },
      { label: '상부 위장관 출혈 (4291649)', href: '/atlas/concepts/4291649' },
    ],
    text: [
      '위장관 출혈에 맞는 표준 개념은 SNOMED의 Gastrointestinal hemorrhage (Concept ID 192671)입니다.',
      '상부 위장관 출혈만 보려면 4291649를 함께 쓰실 수 있습니다.',
    ].join('\n'),
  },
  hospitals: {
    tools: [{ name: 'list_hospitals', summary: '병원과 CDM 현황을 확인했습니다' }],
    citations: [{ label: '네트워크 기관', href: '/network/organizations' }],
    text: [
      '한빛대학교병원 CDM(HANBIT_CDM)의 환자 수는 1,284,032명입니다.',
      '네트워크 기관 화면에 표시된 최근 집계 기준입니다.',
    ].join('\n'),
  },
  other: {
    tools: [],
    citations: [],
    text: '이 질문은 제가 확인할 수 있는 자료(프로젝트, 분석, 실행과 결과, 개념, 병원)로 답할 수 없습니다. 프로젝트나 실행, 개념, 병원에 대해 물어 주십시오.',
  },
} satisfies Record<string, MockAnswerScript>;

/** The script for a question, by its words. */
export function scriptFor(question: string): MockAnswerScript {
  if (/프로젝트|실행|분석/.test(question)) return scripts.projects;
  if (/개념|출혈|코드/.test(question)) return scripts.concepts;
  if (/환자 ?수|CDM|병원/.test(question)) return scripts.hospitals;
  return scripts.other;
}

/** An answer's text in the pieces a model streams: a word and the space or line break after it. */
export const piecesOf = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

/** A conversation's title from its first question, as the server sets it (40 characters at most). */
export const titleFrom = (question: string): string => [...question.trim()].slice(0, 40).join('');
