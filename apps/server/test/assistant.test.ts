import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assistantMessages as m,
  assistantStreamPath,
  SUMMARISED_RESULT_COLUMNS,
  type AssistantConversation,
  type AssistantMessage,
  type AssistantStreamEvent,
  type AssistantThread,
  type Envelope,
} from '@cdmnet/api/contract';
import {
  analyses,
  analysisVersions,
  assistantAudit,
  assistantMessages,
  cdmDatabases,
  executionFiles,
  executions,
  files,
  orgAiModels,
  organizations,
  resultRequests,
} from '../src/db/schema.js';
import { PREDICTION } from './analysis-helpers.js';
import { startFakeOpenAi, type FakeOpenAi, type FakeRequest } from './peers/fake-openai.mjs';
import { HEART, RESEARCHER, TAEMIN, projectHelpers } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// EVIX-AI's assistant (issue 30 items 5, 6) against a fake OpenAI-compatible model on loopback.
// 김민준 (researcher@) manages 심부전 재입원 위험 예측; its 30일 재입원 위험 예측 모형 ran at 한빛 and he may see
// the results (an approved VIEW request): a checked characterization whose counts the node hid (`<5`) or
// that still holds one below the minimum (3, with its percentage), and a file held at the hospital.
// 송태민 (taemin@) is not in that project: asked for the same run, the assistant answers without its data.

let t: TestApp;
let ai: FakeOpenAi;
let base: string;
const h = projectHelpers(() => t);
let heartId: number;
let analysisId: number;
let executionId: number;
let researcherId: number;
let taeminId: number;

const ROWS = [
  ['number subjects', '', 'count', 'integer', '1234'],
  ['sex', 'Female', 'count', 'integer', '<5'],
  ['sex', 'Female', 'percentage', 'percentage', '-'],
  ['sex', 'Male', 'count', 'integer', '3'],
  ['sex', 'Male', 'percentage', 'percentage', '0.24'],
  ['age', '', 'mean', 'numeric', '67.5'],
];
const characterization = [
  SUMMARISED_RESULT_COLUMNS.join(','),
  ...ROWS.map(([variable, level, estimate, type, value]) =>
    [
      '1',
      'HANBIT',
      'cohort_name',
      'hf',
      'overall',
      'overall',
      variable,
      level,
      estimate,
      type,
      value,
      'overall',
      'overall',
    ].join(','),
  ),
].join('\n');

/** A run of the prediction model at 한빛: a checked characterization and a file still held there. */
async function addRun() {
  const [version] = await t.db
    .select({ id: analysisVersions.id })
    .from(analysisVersions)
    .where(eq(analysisVersions.analysisId, analysisId));
  const [cdm] = await t.db
    .select({ id: cdmDatabases.id, orgId: cdmDatabases.orgId })
    .from(cdmDatabases)
    .where(eq(cdmDatabases.name, 'HANBIT_CDM'));
  const [run] = await t.db
    .insert(executions)
    .values({
      projectId: heartId,
      analysisId,
      versionId: version!.id,
      cdmId: cdm!.id,
      orgId: cdm!.orgId,
      status: 'FINISHED_SUCCESSFULLY',
      finishedAt: new Date(),
      record: {
        engineName: 'engine',
        engineAddress: 'http://engine.test',
        cdmName: 'HANBIT_CDM',
        cdmVersion: '5.3.1',
        vocabularyVersion: 'v5.0',
        packageVersion: 1,
        packageFileName: 'hf_v1.sql',
        packageChecksum: '0'.repeat(64),
        startedByName: '김민준',
        startedAt: new Date().toISOString(),
      },
      disclosureRules: {
        version: 'cdmnet-disclosure/1',
        minCellCount: 5,
        rounding: null,
        releaseUnchecked: false,
      },
    })
    .returning({ id: executions.id });
  const [bytes] = await t.db
    .insert(files)
    .values({
      name: 'characterization.csv',
      mimeType: 'text/csv',
      size: characterization.length,
      content: Buffer.from(characterization),
      restricted: true,
    })
    .returning({ id: files.id });
  await t.db.insert(executionFiles).values([
    {
      executionId: run!.id,
      fileId: bytes!.id,
      name: 'characterization.csv',
      status: 'CHECKED',
      format: 'SUMMARISED_RESULT',
      size: characterization.length,
      suppressedCells: 2,
    },
    {
      executionId: run!.id,
      fileId: null,
      name: 'patient_level_extract.csv',
      status: 'HELD',
      format: 'OTHER',
      size: 99,
    },
  ]);
  await t.db
    .insert(resultRequests)
    .values({ executionId: run!.id, kind: 'VIEW', state: 'APPROVED', requestedBy: researcherId });
  return run!.id;
}

// ── Calling ─────────────────────────────────────────────────────────────────────────────────────────

const CONVERSATIONS = '/api/v1/evix-ai/assistant/conversations';

async function newConversation(email = RESEARCHER, title?: string) {
  const res = await h.call('POST', CONVERSATIONS, email, title === undefined ? {} : { title });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<AssistantConversation>>().content;
}
const thread = async (id: number, email = RESEARCHER) =>
  (await h.call('GET', `${CONVERSATIONS}/${id}`, email)).json<Envelope<AssistantThread>>().content;

interface Heard {
  status: number;
  contentType: string;
  /** Envelope replies (refusals) as JSON; undefined for a stream. */
  envelope?: Envelope<null>;
  events: { at: number; event: AssistantStreamEvent }[];
}

/**
 * Asks as a browser does, over a real socket: each event timed as it arrives. `leaveAfter` drops the
 * connection once an event of that type came (the reader leaving mid-answer).
 */
async function ask(
  conversationId: number,
  body: unknown,
  email = RESEARCHER,
  leaveAfter?: AssistantStreamEvent['type'],
): Promise<Heard> {
  const cookie = await h.cookieOf(email);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${assistantStreamPath(conversationId)}`,
      {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const heard: Heard = {
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type']),
          events: [],
        };
        let buffer = '';
        let raw = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          if (!heard.contentType.startsWith('text/event-stream')) return;
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const data = block.find((line) => line.startsWith('data: '))?.slice(6);
            if (!data) continue;
            const event = JSON.parse(data) as AssistantStreamEvent;
            heard.events.push({ at: Date.now(), event });
            if (leaveAfter === event.type) {
              request.destroy();
              resolve(heard);
            }
          }
        });
        response.on('end', () => {
          if (!heard.contentType.startsWith('text/event-stream'))
            heard.envelope = JSON.parse(raw) as Envelope<null>;
          resolve(heard);
        });
        response.on('error', () => resolve(heard));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const eventsOf = <T extends AssistantStreamEvent['type']>(heard: Heard, type: T) =>
  heard.events
    .map((e) => e.event)
    .filter((e): e is Extract<AssistantStreamEvent, { type: T }> => e.type === type);
const finalMessage = (heard: Heard): AssistantMessage => {
  const done = eventsOf(heard, 'done')[0];
  if (!done) throw new Error(`no done event: ${JSON.stringify(heard.events)}`);
  return done.message;
};
/** Every word the fake was sent in a request. */
const sentText = (request: FakeRequest) => JSON.stringify(request.body.messages);
const toolReplies = (request: FakeRequest) =>
  request.body.messages
    .filter((message) => message.role === 'tool')
    .map((message) => JSON.parse(message.content!) as unknown);

const waitFor = async (check: () => Promise<boolean>, ms = 3000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('timed out');
};

beforeAll(async () => {
  [t, ai] = await Promise.all([createTestApp(), startFakeOpenAi()]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  heartId = await h.projectIdOf(HEART);
  researcherId = await h.idOf(RESEARCHER);
  taeminId = await h.idOf(TAEMIN);
  const [analysis] = await t.db
    .select({ id: analyses.id })
    .from(analyses)
    .where(eq(analyses.name, PREDICTION));
  analysisId = analysis!.id;
  executionId = await addRun();
});
afterAll(async () => {
  await Promise.all([t.close(), ai.close()]);
});
beforeEach(() => ai.reset());

/** Every organisation's users reach the fake (no key: the fake asks for none). */
const configureModels = async () => {
  const orgs = await t.db.select({ id: organizations.id }).from(organizations);
  await t.db
    .insert(orgAiModels)
    .values(orgs.map((org) => ({ orgId: org.id, url: ai.baseUrl, model: 'fake-model' })))
    .onConflictDoNothing();
};

describe('without a model', () => {
  it('refuses a question with 409 and says what a master must set, storing nothing', async () => {
    const conversation = await newConversation();
    const heard = await ask(conversation.id, { content: '내 프로젝트는?' });
    expect(heard.status).toBe(409);
    expect(heard.envelope?.message).toBe(m.noModel);
    expect((await thread(conversation.id)).messages).toEqual([]);
    expect(ai.requests).toHaveLength(0);
  });
});

describe('conversations', () => {
  beforeAll(configureModels);

  it('are the caller’s own: listed latest first, titled, and another user’s is not found (404)', async () => {
    const first = await newConversation(RESEARCHER, '  심부전 결과  ');
    const second = await newConversation();
    expect(first.title).toBe('심부전 결과');
    expect(second.title).toBe(m.newConversation);
    const list = (await h.call('GET', CONVERSATIONS, RESEARCHER)).json<Envelope<AssistantConversation[]>>()
      .content;
    expect(list.map((c) => c.id).indexOf(second.id)).toBeLessThan(list.map((c) => c.id).indexOf(first.id));
    const theirs = (await h.call('GET', CONVERSATIONS, TAEMIN)).json<Envelope<AssistantConversation[]>>()
      .content;
    expect(theirs.map((c) => c.id)).not.toContain(first.id);

    for (const [method, url] of [
      ['GET', `${CONVERSATIONS}/${first.id}`],
      ['DELETE', `${CONVERSATIONS}/${first.id}`],
    ] as const) {
      const res = await h.call(method, url, TAEMIN);
      expect(res.statusCode).toBe(404);
      expect(res.json<Envelope<null>>().message).toBe(m.noConversation);
    }
    const asked = await ask(first.id, { content: '결과 알려줘' }, TAEMIN);
    expect(asked.status).toBe(404);
    expect(asked.envelope?.message).toBe(m.noConversation);
    expect((await thread(first.id)).messages).toEqual([]);
  });

  it('refuses an empty or too long question with a Korean 400 naming the field, and a long title', async () => {
    const conversation = await newConversation();
    for (const body of [{}, { content: '   ' }, { content: 'ㄱ'.repeat(2001) }]) {
      const heard = await ask(conversation.id, body);
      expect(heard.status).toBe(400);
      expect(heard.envelope?.message).toMatch(/^내용: 질문/);
    }
    const long = await h.call('POST', CONVERSATIONS, RESEARCHER, { title: 'ㄱ'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json<Envelope<null>>().message).toContain(m.titleTooLong(100));
    expect(ai.requests).toHaveLength(0);
  });

  it('refuses a question while the previous answer is still being written (409)', async () => {
    const conversation = await newConversation();
    await t.db
      .insert(assistantMessages)
      .values({ conversationId: conversation.id, role: 'ASSISTANT', content: '', state: 'STREAMING' });
    const heard = await ask(conversation.id, { content: '다음 질문' });
    expect(heard.status).toBe(409);
    expect(heard.envelope?.message).toBe(m.busy);
  });
});

describe('answers', () => {
  beforeAll(configureModels);

  it('streams the first words within 1 s of the model’s first token, before the model finished', async () => {
    let received = 0;
    ai.respond(() => {
      received = Date.now();
      return { text: ['심부전 ', '프로젝트가 ', '하나 있습니다.'], delayMs: 600, pieceDelayMs: 1500 };
    });
    const conversation = await newConversation();
    const heard = await ask(conversation.id, { content: '안녕하세요, 무엇을 할 수 있나요?' });
    const firstDelta = heard.events.find((e) => e.event.type === 'delta');
    const firstToken = received + 600;
    expect(firstDelta).toBeDefined();
    expect(firstDelta!.at - firstToken).toBeLessThan(1000);
    // The second piece leaves the model 1.5 s after the first: the first was not held for it.
    const deltas = heard.events.filter((e) => e.event.type === 'delta');
    expect(deltas.length).toBe(3);
    expect(deltas[1]!.at - deltas[0]!.at).toBeGreaterThan(1000);
    expect(heard.events[0]!.event.type).toBe('question');
    const answer = finalMessage(heard);
    expect(answer).toMatchObject({
      role: 'ASSISTANT',
      state: 'DONE',
      content: '심부전 프로젝트가 하나 있습니다.',
    });
    // Titled by its first question, trimmed to 40 characters.
    const stored = await thread(conversation.id);
    expect(stored.conversation.title).toBe('안녕하세요, 무엇을 할 수 있나요?');
    expect(stored.messages.map((x) => [x.role, x.state])).toEqual([
      ['USER', 'DONE'],
      ['ASSISTANT', 'DONE'],
    ]);
    // The system prompt is Korean and the six tools are offered.
    const request = ai.requests[0]!.body;
    expect(request.stream).toBe(true);
    expect(request.messages[0]).toMatchObject({ role: 'system' });
    expect(request.messages[0]!.content).toContain('한국어');
    expect(request.tools?.map((tool) => tool.function.name).sort()).toEqual([
      'find_concepts',
      'get_results',
      'list_analyses',
      'list_executions',
      'list_hospitals',
      'list_projects',
    ]);
  }, 15_000);

  it('runs the tools the model asks for and stores the answer with its tools and citations, audited without words', async () => {
    ai.script(
      { toolCalls: [{ name: 'list_projects', arguments: {} }] },
      { text: '참여 중인 프로젝트는 심부전 재입원 위험 예측입니다.' },
    );
    const conversation = await newConversation();
    const question = '내가 참여한 프로젝트를 알려줘';
    const heard = await ask(conversation.id, { content: question });
    expect(eventsOf(heard, 'tool')).toEqual([
      {
        type: 'tool',
        tool: {
          name: 'list_projects',
          summary: expect.stringMatching(/프로젝트 \d+개를 확인했습니다/) as string,
        },
      },
    ]);
    const citations = eventsOf(heard, 'citation').map((e) => e.citation);
    expect(citations).toContainEqual({ label: `프로젝트: ${HEART}`, href: `/project/${heartId}` });
    expect(new Set(citations.map((c) => c.href)).size).toBe(citations.length);

    const answer = finalMessage(heard);
    expect(answer.state).toBe('DONE');
    expect(answer.tools).toHaveLength(1);
    expect(answer.citations).toEqual(citations);
    const stored = (await thread(conversation.id)).messages.at(-1)!;
    expect(stored).toMatchObject({ tools: answer.tools, citations: answer.citations, state: 'DONE' });

    // The second call carried the tool's result back.
    expect(ai.requests).toHaveLength(2);
    const [projects] = toolReplies(ai.requests[1]!) as [{ projects: { id: number; name: string }[] }];
    expect(projects.projects).toContainEqual(
      expect.objectContaining({ id: heartId, name: HEART, role: 'MANAGER' }),
    );

    const audit = await t.db
      .select()
      .from(assistantAudit)
      .where(eq(assistantAudit.conversationId, conversation.id));
    expect(audit.map((row) => [row.kind, row.tool, row.refused])).toEqual([
      ['PROMPT', null, false],
      ['TOOL', 'list_projects', false],
    ]);
    expect(audit[0]).toMatchObject({ userId: researcherId, promptChars: question.length });
    expect(audit[1]!.objects).toContainEqual({ type: 'project', id: heartId });
    expect(JSON.stringify(audit)).not.toContain(question);
    expect(JSON.stringify(audit)).not.toContain('참여 중인');
  });

  it('answers without the data a question’s rights do not cover: another project’s run is refused', async () => {
    ai.script(
      { toolCalls: [{ name: 'get_results', arguments: { executionId } }] },
      { text: '그 실행의 결과는 볼 권한이 없어 알려드릴 수 없습니다.' },
    );
    const conversation = await newConversation(TAEMIN);
    const heard = await ask(conversation.id, { content: `실행 ${executionId}의 결과를 알려줘` }, TAEMIN);
    const answer = finalMessage(heard);

    expect(ai.requests).toHaveLength(2);
    const replies = toolReplies(ai.requests[1]!);
    expect(replies).toEqual([{ refused: true, reason: expect.any(String) as string }]);
    for (const leak of ['1234', '67.5', PREDICTION, 'characterization', 'HANBIT', 'patient_level_extract']) {
      expect(sentText(ai.requests[1]!)).not.toContain(leak);
      expect(JSON.stringify(answer)).not.toContain(leak);
      expect(JSON.stringify(heard.events)).not.toContain(leak);
    }
    expect(answer.citations).toEqual([]);
    const [toolRow] = await t.db
      .select()
      .from(assistantAudit)
      .where(and(eq(assistantAudit.conversationId, conversation.id), eq(assistantAudit.kind, 'TOOL')));
    expect(toolRow).toMatchObject({
      userId: taeminId,
      tool: 'get_results',
      refused: true,
      objects: [{ type: 'execution', id: executionId }],
    });
    // A project she is not in is refused the same way, by each tool.
    ai.reset();
    ai.script(
      {
        toolCalls: [
          { name: 'list_analyses', arguments: { projectId: heartId } },
          { name: 'list_executions', arguments: { projectId: heartId } },
        ],
      },
      { text: '참여하지 않은 프로젝트입니다.' },
    );
    const again = await ask(conversation.id, { content: '심부전 프로젝트의 분석은?' }, TAEMIN);
    expect(finalMessage(again).state).toBe('DONE');
    expect(toolReplies(ai.requests[1]!)).toEqual([
      { refused: true, reason: expect.any(String) as string },
      { refused: true, reason: expect.any(String) as string },
    ]);
    expect(sentText(ai.requests[1]!)).not.toContain(PREDICTION);
  });

  it('gives the model checked results with every value below the minimum cell count hidden, never a held file', async () => {
    ai.script(
      { toolCalls: [{ name: 'get_results', arguments: { executionId: String(executionId) } }] },
      { text: '대상자는 1234명이고 남녀 수는 숨김입니다.' },
    );
    const conversation = await newConversation();
    const heard = await ask(conversation.id, { content: '심부전 예측 모형의 한빛 결과는?' });
    const answer = finalMessage(heard);
    expect(answer.citations).toEqual([
      {
        label: expect.stringContaining(PREDICTION) as string,
        href: `/project/${heartId}/analysis/${analysisId}/execution/${executionId}`,
      },
    ]);
    const [result] = toolReplies(ai.requests[1]!) as [
      {
        files: {
          name: string;
          status: string;
          note?: string;
          estimates?: { variable: string; estimate: string; value: string }[];
        }[];
      },
    ];
    const [checked, held] = result.files;
    const value = (variable: string, estimate: string) =>
      checked!.estimates!.find((row) => row.variable === variable && row.estimate === estimate)?.value;
    expect(value('number subjects', 'count')).toBe('1234');
    expect(value('age', 'mean')).toBe('67.5');
    expect(value('sex: Female', 'count')).toBe('숨김');
    expect(value('sex: Female', 'percentage')).toBe('숨김');
    // 3 is below the minimum of 5: hidden here even though the file reached us with it, its % too.
    expect(value('sex: Male', 'count')).toBe('숨김');
    expect(value('sex: Male', 'percentage')).toBe('숨김');
    expect(held).toEqual({
      name: 'patient_level_extract.csv',
      status: 'HELD',
      note: expect.stringContaining('반출 승인 대기') as string,
    });
    const sent = sentText(ai.requests[1]!);
    expect(sent).not.toContain('<5');
    expect(sent).not.toContain('0.24');
    expect(sent).not.toMatch(/\\"value\\":\\"3\\"/);
  });

  it('keeps what came as a FAILED answer and says so when the model fails mid-stream', async () => {
    ai.script({ text: ['앞부분입니다. ', '뒷부분'], closeMidStream: true });
    const conversation = await newConversation();
    const heard = await ask(conversation.id, { content: '결과 요약해 줘' });
    expect(
      eventsOf(heard, 'delta')
        .map((e) => e.text)
        .join(''),
    ).toBe('앞부분입니다. ');
    expect(eventsOf(heard, 'error')).toEqual([{ type: 'error', message: m.modelFailed }]);
    expect(eventsOf(heard, 'done')).toEqual([]);
    const stored = (await thread(conversation.id)).messages.at(-1)!;
    expect(stored).toMatchObject({ role: 'ASSISTANT', state: 'FAILED', content: '앞부분입니다. ' });
    // The conversation is free for the next question.
    ai.reset();
    ai.script({ text: '다시 답합니다.' });
    expect(finalMessage(await ask(conversation.id, { content: '다시' })).state).toBe('DONE');
  });

  it('stops the model call when the reader leaves and keeps the partial answer as FAILED', async () => {
    ai.script({ text: ['처음 말. ', '오래 걸리는 다음 말'], pieceDelayMs: 8000 });
    const conversation = await newConversation();
    const heard = await ask(conversation.id, { content: '길게 설명해 줘' }, RESEARCHER, 'delta');
    expect(eventsOf(heard, 'delta')[0]?.text).toBe('처음 말. ');
    await waitFor(async () => (await thread(conversation.id)).messages.at(-1)?.state === 'FAILED');
    expect((await thread(conversation.id)).messages.at(-1)).toMatchObject({
      content: '처음 말. ',
      state: 'FAILED',
    });
  }, 10_000);

  it('deletes a conversation with its words; the audit keeps who asked and which tools, no words', async () => {
    ai.script({ toolCalls: [{ name: 'list_hospitals', arguments: {} }] }, { text: '기관 목록입니다.' });
    const conversation = await newConversation();
    const heard = await ask(conversation.id, { content: '네트워크 병원 알려줘' });
    expect(finalMessage(heard).citations).toEqual([
      { label: expect.any(String) as string, href: '/network/organizations' },
    ]);
    const res = await h.call('DELETE', `${CONVERSATIONS}/${conversation.id}`, RESEARCHER);
    expect(res.statusCode).toBe(200);
    expect((await h.call('GET', `${CONVERSATIONS}/${conversation.id}`, RESEARCHER)).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(assistantMessages)
        .where(eq(assistantMessages.conversationId, conversation.id)),
    ).toEqual([]);
    const audit = await t.db
      .select()
      .from(assistantAudit)
      .where(eq(assistantAudit.conversationId, conversation.id));
    expect(audit.map((row) => [row.kind, row.tool])).toEqual([
      ['PROMPT', null],
      ['TOOL', 'list_hospitals'],
    ]);
    expect(JSON.stringify(audit)).not.toContain('네트워크 병원');
  });
});
