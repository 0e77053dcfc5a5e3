import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiModelApi as api, aiModelMessages, ResultCode } from '@cdmnet/api/contract';
import { modelCallMessages } from '../src/adapters/messages.ko.js';
import {
  chat,
  chatCompletionsUrl,
  streamChat,
  type ChatModel,
  type StreamEvent,
} from '../src/adapters/openai-compatible.js';
import { auditLog, orgAiModels, organizations, users } from '../src/db/schema.js';
import { AI_MODEL_CHECK_TIMEOUT_MS, modelFor, saveOrgAiModel } from '../src/services/ai-models.js';
import { secretBox } from '../src/services/secrets.js';
import { startFakeOpenAi, type FakeOpenAi } from './peers/fake-openai.mjs';
import { auditRows, call, closedPort, refused, succeeded } from './service-settings-helpers.js';
import { createTestApp, signInAs, type TestApp } from './test-app.js';

// An organisation's AI model (issue 30): the master's settings through HTTP (the key sealed, never in
// a reply or an audit row), the check against a fake OpenAI-compatible server, the model that serves a
// user's EVIX-AI, and the adapter itself (whole and streamed replies, tool calls in pieces, timeouts).

const MASTER = 'master@demo.cdmnet.kr';
const RESEARCHER = 'researcher@demo.cdmnet.kr';
/** ORG_ADMIN of 한빛대학교병원: the model is the platform's to set, not the organisation's. */
const ORG_ADMIN = 'admin@demo.cdmnet.kr';
/** ORG_PARTNER of 한빛대학교병원, employed by 서울중앙의료원. */
const PARTNER = 'partner@demo.cdmnet.kr';
const KEY = 'sk-test-0123456789abcdef-secret';

let t: TestApp;
let ai: FakeOpenAi;
const cookies: Record<string, string> = {};
let hanbit: number;
let seoul: number;

const orgIdOf = async (name: string) => {
  const [org] = await t.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name));
  if (!org) throw new Error(`no organisation ${name}`);
  return org.id;
};
const userIdOf = async (email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
};

beforeAll(async () => {
  [t, ai] = await Promise.all([createTestApp(), startFakeOpenAi({ models: ['qwen2.5:7b'] })]);
  for (const email of [MASTER, RESEARCHER, ORG_ADMIN, PARTNER]) cookies[email] = await signInAs(t.app, email);
  hanbit = await orgIdOf('한빛대학교병원');
  seoul = await orgIdOf('서울중앙의료원');
});
afterAll(async () => {
  await Promise.all([t.close(), ai.close()]);
});
beforeEach(() => ai.reset());

const as = (email: string) => cookies[email];
const save = (orgId: number, body: unknown, email = MASTER) =>
  call(t.app, api.saveOrgAiModel, { params: { id: orgId }, body, cookie: as(email) });
const read = (orgId: number, email = MASTER) =>
  call(t.app, api.getOrgAiModel, { params: { id: orgId }, cookie: as(email) });
const check = (orgId: number) =>
  call(t.app, api.checkOrgAiModel, { params: { id: orgId }, cookie: as(MASTER) });
const remove = (orgId: number) =>
  call(t.app, api.deleteOrgAiModel, { params: { id: orgId }, cookie: as(MASTER) });

async function myModel(email: string) {
  return succeeded(api.getMyAiModel, await call(t.app, api.getMyAiModel, { cookie: as(email) }));
}

describe("a master sets an organisation's AI model", () => {
  it('reads null before one is set, and sets one with its key sealed and never returned', async () => {
    expect(succeeded(api.getOrgAiModel, await read(hanbit))).toBeNull();

    const reply = await save(hanbit, { url: ` ${ai.baseUrl} `, model: ' qwen2.5:7b ', key: KEY });
    const saved = succeeded(api.saveOrgAiModel, reply, '수정되었습니다.');
    expect(saved).toMatchObject({
      url: ai.baseUrl,
      model: 'qwen2.5:7b',
      hasKey: true,
      updatedByName: '최고관리',
    });
    expect(reply.text).not.toContain(KEY);

    const again = await read(hanbit);
    expect(succeeded(api.getOrgAiModel, again)).toEqual(saved);
    expect(again.text).not.toContain(KEY);

    // Sealed at rest: the column holds neither the key nor anything that starts like it.
    const [row] = await t.db.select().from(orgAiModels).where(eq(orgAiModels.orgId, hanbit));
    expect(row?.keySealed).toMatch(/^v1\./);
    expect(row?.keySealed).not.toContain(KEY);

    // The audit row says the key was replaced, never what it is.
    const audits = await auditRows(t.db, 'ai_model.saved', hanbit);
    expect(audits.at(-1)?.detail).toEqual({ url: ai.baseUrl, model: 'qwen2.5:7b', key: 'replaced' });
    const everyAudit = await t.db.select({ detail: auditLog.detail }).from(auditLog);
    expect(JSON.stringify(everyAudit)).not.toContain(KEY);
  });

  it('keeps the key when it is left out or empty, and removes it when it is null', async () => {
    expect(
      succeeded(api.saveOrgAiModel, await save(hanbit, { url: ai.baseUrl, model: 'llama3.1' })).hasKey,
    ).toBe(true);
    expect(
      succeeded(api.saveOrgAiModel, await save(hanbit, { url: ai.baseUrl, model: 'llama3.1', key: '' }))
        .hasKey,
    ).toBe(true);
    // Still the same key: the check sends it.
    ai.script({ text: 'OK' });
    expect(succeeded(api.checkOrgAiModel, await check(hanbit)).ok).toBe(true);
    expect(ai.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);

    const removed = succeeded(
      api.saveOrgAiModel,
      await save(hanbit, { url: ai.baseUrl, model: 'llama3.1', key: null }),
    );
    expect(removed.hasKey).toBe(false);
    expect((await auditRows(t.db, 'ai_model.saved', hanbit)).at(-1)?.detail).toMatchObject({
      key: 'removed',
    });

    // Without a key the model is called without an Authorization header at all.
    ai.reset();
    ai.script({ text: 'OK' });
    expect(succeeded(api.checkOrgAiModel, await check(hanbit)).ok).toBe(true);
    expect(ai.requests[0]?.headers.authorization).toBeUndefined();

    expect(
      succeeded(api.saveOrgAiModel, await save(hanbit, { url: ai.baseUrl, model: 'qwen2.5:7b', key: KEY }))
        .hasKey,
    ).toBe(true);
  });

  it('refuses a bad address, an empty model name and an overlong key in Korean, naming the field', async () => {
    const badUrl = refused(
      await save(hanbit, { url: 'ftp://model.local', model: 'm' }),
      400,
      ResultCode.INVALID_INPUT,
    );
    expect(badUrl).toContain(aiModelMessages.urlInvalid);
    expect(badUrl).toMatch(/^모델 주소: /);
    const noScheme = refused(
      await save(hanbit, { url: 'model.local:8000', model: 'm' }),
      400,
      ResultCode.INVALID_INPUT,
    );
    expect(noScheme).toContain(aiModelMessages.urlInvalid);
    const emptyModel = refused(
      await save(hanbit, { url: ai.baseUrl, model: '   ' }),
      400,
      ResultCode.INVALID_INPUT,
    );
    expect(emptyModel).toContain(aiModelMessages.modelRequired);
    expect(emptyModel).toMatch(/^모델 이름: /);
    const longKey = refused(
      await save(hanbit, { url: ai.baseUrl, model: 'm', key: 'k'.repeat(501) }),
      400,
      ResultCode.INVALID_INPUT,
    );
    expect(longKey).toContain(aiModelMessages.keyTooLong(500));
    // Nothing of the refused saves stuck.
    expect(succeeded(api.getOrgAiModel, await read(hanbit))).toMatchObject({
      model: 'qwen2.5:7b',
      hasKey: true,
    });
  });

  it('refuses everyone but masters with 403 before the input, and answers 404 for a missing organisation', async () => {
    for (const email of [ORG_ADMIN, RESEARCHER]) {
      refused(await read(hanbit, email), 403, ResultCode.FORBIDDEN);
      refused(await save(hanbit, { url: 'nonsense' }, email), 403, ResultCode.FORBIDDEN);
      refused(
        await call(t.app, api.checkOrgAiModel, { params: { id: hanbit }, cookie: as(email) }),
        403,
        ResultCode.FORBIDDEN,
      );
      refused(
        await call(t.app, api.deleteOrgAiModel, { params: { id: hanbit }, cookie: as(email) }),
        403,
        ResultCode.FORBIDDEN,
      );
    }
    refused(
      await call(t.app, api.getOrgAiModel, { params: { id: hanbit } }),
      401,
      ResultCode.SESSION_EXPIRED,
    );

    const missing = 999_999;
    refused(await read(missing), 404, ResultCode.NOT_FOUND);
    refused(await save(missing, { url: ai.baseUrl, model: 'm' }), 404, ResultCode.NOT_FOUND);
    refused(await check(missing), 404, ResultCode.NOT_FOUND);
    refused(await remove(missing), 404, ResultCode.NOT_FOUND);
  });
});

describe('연결 확인 against a fake OpenAI-compatible server', () => {
  it('says the model answered, and how fast; the question went to /v1/chat/completions as the model named', async () => {
    ai.script({ text: 'OK', delayMs: 50 });
    const result = succeeded(api.checkOrgAiModel, await check(hanbit));
    expect(result.ok).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(40);
    expect(result.message).toMatch(/^AI 모델이 응답했습니다\. 응답 시간: [\d.]+초\.$/);
    const [request] = ai.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request?.body).toMatchObject({ model: 'qwen2.5:7b', stream: false, max_tokens: 16 });
  });

  it('reports a slow model as a timeout in Korean', async () => {
    ai.script({ text: 'OK', delayMs: AI_MODEL_CHECK_TIMEOUT_MS + 1_500 });
    const result = succeeded(api.checkOrgAiModel, await check(hanbit));
    expect(result).toMatchObject({
      ok: false,
      message: modelCallMessages.timeout(AI_MODEL_CHECK_TIMEOUT_MS),
    });
    expect(result.ms).toBeGreaterThanOrEqual(AI_MODEL_CHECK_TIMEOUT_MS - 50);
  });

  it('reports an HTTP 500 by its status, and a 401 as a key to check, never echoing the server or the key', async () => {
    ai.script({ status: 500 });
    const failed = succeeded(api.checkOrgAiModel, await check(hanbit));
    expect(failed).toMatchObject({ ok: false, message: 'AI 모델 서버가 HTTP 500 오류로 응답했습니다.' });
    ai.script({ status: 401 });
    const unauthorised = succeeded(api.checkOrgAiModel, await check(hanbit));
    expect(unauthorised.message).toContain('HTTP 401');
    expect(unauthorised.message).toContain('API 키를 확인해 주십시오.');
    expect(JSON.stringify([failed, unauthorised])).not.toMatch(/fake failure|127\.0\.0\.1|sk-test/);
  });

  it('reports a server that is not there', async () => {
    const port = await closedPort();
    await save(seoul, { url: `http://127.0.0.1:${port}/v1`, model: 'm' });
    expect(succeeded(api.checkOrgAiModel, await check(seoul))).toMatchObject({
      ok: false,
      message: modelCallMessages.unreachable,
    });
  });

  it('refuses a check of an organisation without a model (409), and deletes one', async () => {
    succeeded(api.deleteOrgAiModel, await remove(seoul), '삭제되었습니다.');
    expect(refused(await check(seoul), 409, ResultCode.CONFLICT)).toBe(aiModelMessages.notConfigured);
    expect(refused(await remove(seoul), 404, ResultCode.NOT_FOUND)).toBe(aiModelMessages.notConfigured);
    expect(succeeded(api.getOrgAiModel, await read(seoul))).toBeNull();
    expect(await auditRows(t.db, 'ai_model.deleted', seoul)).toHaveLength(1);
  });
});

describe("the model that serves a user's EVIX-AI", () => {
  it("is her employer's, else the first of her organisations' that has one, else none", async () => {
    // 한빛 has one (set above); 서울중앙의료원 has none.
    expect(await myModel(RESEARCHER)).toEqual({
      configured: true,
      orgId: hanbit,
      orgName: '한빛대학교병원',
      model: 'qwen2.5:7b',
    });
    // The partner's employer has none: her membership at 한빛 serves her.
    expect(await myModel(PARTNER)).toMatchObject({ configured: true, orgId: hanbit });
    // Once her employer has one, it is hers.
    await save(seoul, { url: ai.baseUrl, model: 'seoul-model' });
    expect(await myModel(PARTNER)).toEqual({
      configured: true,
      orgId: seoul,
      orgName: '서울중앙의료원',
      model: 'seoul-model',
    });
    // No address or key in what users are told.
    const reply = await call(t.app, api.getMyAiModel, { cookie: as(PARTNER) });
    expect(reply.text).not.toContain(ai.baseUrl);

    await remove(seoul);
    await remove(hanbit);
    expect(await myModel(RESEARCHER)).toEqual({ configured: false, orgId: null, orgName: null, model: null });
    expect(await myModel(MASTER)).toMatchObject({ configured: false });
  });

  it('gives the finder and the assistant the key opened (modelFor)', async () => {
    const box = secretBox(randomBytes(32));
    const masterId = await userIdOf(MASTER);
    await saveOrgAiModel(t.db, box, masterId, hanbit, { url: ai.baseUrl, model: 'm', key: KEY });
    const researcher = await userIdOf(RESEARCHER);
    expect(await modelFor(t.db, box, researcher)).toEqual({
      orgId: hanbit,
      orgName: '한빛대학교병원',
      url: ai.baseUrl,
      model: 'm',
      key: KEY,
    });
    // Sealed under another key (SECRET_KEY changed): the model goes without one.
    expect(await modelFor(t.db, secretBox(randomBytes(32)), researcher)).toMatchObject({ key: null });
    await t.db.delete(orgAiModels);
    expect(await modelFor(t.db, box, researcher)).toBeNull();
  });
});

// ── The adapter ─────────────────────────────────────────────────────────────────────────────────────

const modelAt = (overrides: Partial<ChatModel> = {}): ChatModel => ({
  url: ai.baseUrl,
  model: 'fake-model',
  key: null,
  ...overrides,
});

async function collect(events: AsyncIterable<StreamEvent>) {
  const out: (StreamEvent & { at: number })[] = [];
  const started = performance.now();
  for await (const event of events) out.push({ ...event, at: performance.now() - started });
  return out;
}

describe('the OpenAI-compatible adapter', () => {
  it('builds the chat completions address from a base with or without /v1', () => {
    expect(chatCompletionsUrl('http://127.0.0.1:11434/v1')).toBe(
      'http://127.0.0.1:11434/v1/chat/completions',
    );
    expect(chatCompletionsUrl('http://127.0.0.1:11434/')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(chatCompletionsUrl('http://host:8000/v1/')).toBe('http://host:8000/v1/chat/completions');
    expect(chatCompletionsUrl('https://gw.hospital.kr/openai/v1')).toBe(
      'https://gw.hospital.kr/openai/v1/chat/completions',
    );
    expect(chatCompletionsUrl('http://host:8000/v1/chat/completions')).toBe(
      'http://host:8000/v1/chat/completions',
    );
  });

  it('sends the request in OpenAI shape and reads a whole reply: text, JSON content, tool calls', async () => {
    ai.script(
      { json: { terms: ['diabetes mellitus'] } },
      { toolCalls: [{ id: 'call_a', name: 'find_concepts', arguments: { query: '당뇨' } }] },
    );
    const asked = await chat(
      modelAt({ key: KEY, url: ai.url }),
      {
        messages: [
          { role: 'system', content: 'You expand Korean clinical queries.' },
          { role: 'user', content: '당뇨' },
        ],
        responseFormat: 'json',
        temperature: 0,
        maxTokens: 100,
      },
      { timeoutMs: 2_000 },
    );
    expect(asked).toMatchObject({
      ok: true,
      message: { content: '{"terms":["diabetes mellitus"]}', toolCalls: [] },
    });
    expect(ai.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(ai.requests[0]?.body).toMatchObject({
      model: 'fake-model',
      stream: false,
      response_format: { type: 'json_object' },
      temperature: 0,
      max_tokens: 100,
      messages: [
        { role: 'system', content: 'You expand Korean clinical queries.' },
        { role: 'user', content: '당뇨' },
      ],
    });

    const tools = [{ name: 'find_concepts', description: 'Finds concepts', parameters: { type: 'object' } }];
    const called = await chat(
      modelAt(),
      {
        messages: [
          { role: 'user', content: '당뇨 환자 수?' },
          {
            role: 'assistant',
            content: null,
            toolCalls: [{ id: 'call_0', name: 'find_concepts', arguments: '{}' }],
          },
          { role: 'tool', toolCallId: 'call_0', content: '[]' },
        ],
        tools,
      },
      { timeoutMs: 2_000 },
    );
    expect(called).toMatchObject({
      ok: true,
      message: {
        content: null,
        toolCalls: [{ id: 'call_a', name: 'find_concepts', arguments: '{"query":"당뇨"}' }],
      },
    });
    expect(ai.requests[1]?.headers.authorization).toBeUndefined();
    expect(ai.requests[1]?.body.tools).toEqual([
      {
        type: 'function',
        function: { name: 'find_concepts', description: 'Finds concepts', parameters: { type: 'object' } },
      },
    ]);
    expect(ai.requests[1]?.body.messages[1]).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_0', type: 'function', function: { name: 'find_concepts', arguments: '{}' } }],
    });
    expect(ai.requests[1]?.body.messages[2]).toEqual({ role: 'tool', tool_call_id: 'call_0', content: '[]' });
  });

  it('never throws: a timeout, an HTTP error, a reply that is not JSON, nobody listening, a cancelled call', async () => {
    const ask = { messages: [{ role: 'user' as const, content: 'hi' }] };
    ai.script({ hang: true });
    const started = performance.now();
    expect(await chat(modelAt(), ask, { timeoutMs: 200 })).toEqual({
      ok: false,
      reason: 'TIMEOUT',
      message: modelCallMessages.timeout(200),
    });
    expect(performance.now() - started).toBeLessThan(1_500);

    ai.script({ status: 503 });
    expect(await chat(modelAt(), ask, { timeoutMs: 2_000 })).toMatchObject({
      ok: false,
      reason: 'HTTP',
      status: 503,
    });
    ai.script({ invalidJson: true });
    expect(await chat(modelAt(), ask, { timeoutMs: 2_000 })).toMatchObject({ ok: false, reason: 'INVALID' });
    const port = await closedPort();
    expect(await chat(modelAt({ url: `http://127.0.0.1:${port}` }), ask, { timeoutMs: 2_000 })).toMatchObject(
      {
        ok: false,
        reason: 'UNREACHABLE',
      },
    );
    ai.script({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await chat(modelAt(), ask, { timeoutMs: 2_000, signal: controller.signal })).toMatchObject({
      ok: false,
      reason: 'ABORTED',
    });
  });

  it('streams text as it comes, after the first token delay', async () => {
    ai.script({ text: ['위장관', ' 출혈', '입니다.'], delayMs: 300, pieceDelayMs: 20 });
    const events = await collect(
      streamChat(modelAt(), { messages: [{ role: 'user', content: 'GI bleeding?' }] }, { timeoutMs: 2_000 }),
    );
    expect(events.map(({ at: _at, ...event }) => event)).toEqual([
      { type: 'delta', text: '위장관' },
      { type: 'delta', text: ' 출혈' },
      { type: 'delta', text: '입니다.' },
      { type: 'done' },
    ]);
    // The first token came after the model's delay, and was passed on as soon as it arrived.
    expect(events[0]!.at).toBeGreaterThanOrEqual(280);
    expect(events[0]!.at).toBeLessThan(300 + 250);
    expect(ai.requests[0]?.body.stream).toBe(true);
  });

  it('assembles tool calls that arrive in pieces, several at once, by index', async () => {
    ai.script({
      text: '찾아보겠습니다.',
      toolCalls: [
        {
          id: 'call_1',
          name: 'find_concepts',
          arguments: { query: '위장관 출혈', domain: 'Condition' },
          pieces: 5,
        },
        { id: 'call_2', name: 'list_projects', arguments: '{}', pieces: 1 },
      ],
    });
    const events = await collect(
      streamChat(
        modelAt(),
        {
          messages: [{ role: 'user', content: '위장관 출혈 개념' }],
          tools: [{ name: 'find_concepts', description: 'Finds concepts', parameters: { type: 'object' } }],
        },
        { timeoutMs: 2_000 },
      ),
    );
    const kinds = events.map((e) => e.type);
    expect(kinds.at(-2)).toBe('toolCalls');
    expect(kinds.at(-1)).toBe('done');
    expect(
      events
        .filter((e) => e.type === 'delta')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe('찾아보겠습니다.');
    const calls = events.find((e) => e.type === 'toolCalls') as { calls: unknown[] };
    expect(calls.calls).toEqual([
      { id: 'call_1', name: 'find_concepts', arguments: '{"query":"위장관 출혈","domain":"Condition"}' },
      { id: 'call_2', name: 'list_projects', arguments: '{}' },
    ]);
  });

  it('ends a stream with one error event: no first token in time, HTTP 500, cut off, not JSON, no end', async () => {
    const ask = { messages: [{ role: 'user' as const, content: 'hi' }] };
    const errorsOf = async (reply: Parameters<FakeOpenAi['script']>[0], timeoutMs = 2_000) => {
      ai.script(reply);
      const events = await collect(streamChat(modelAt(), ask, { timeoutMs }));
      const last = events.at(-1);
      expect(events.filter((e) => e.type === 'error' || e.type === 'done')).toHaveLength(1);
      return last;
    };
    expect(await errorsOf({ text: 'late', delayMs: 1_000 }, 200)).toMatchObject({
      type: 'error',
      reason: 'TIMEOUT',
      message: modelCallMessages.timeout(200),
    });
    expect(await errorsOf({ hang: true }, 200)).toMatchObject({ type: 'error', reason: 'TIMEOUT' });
    expect(await errorsOf({ status: 500 })).toMatchObject({
      type: 'error',
      reason: 'HTTP',
      message: 'AI 모델 서버가 HTTP 500 오류로 응답했습니다.',
    });
    expect(await errorsOf({ text: ['하나', '둘', '셋'], closeMidStream: true })).toMatchObject({
      type: 'error',
      reason: 'UNREACHABLE',
      message: modelCallMessages.cutOff,
    });
    expect(await errorsOf({ invalidJson: true })).toMatchObject({ type: 'error', reason: 'INVALID' });
    expect(await errorsOf({ text: 'half', noDone: true })).toMatchObject({
      type: 'error',
      reason: 'UNREACHABLE',
    });
    // A stream that stalls after its first token ends too (idle limit).
    ai.script({ text: ['a', 'b', 'c'], pieceDelayMs: 400 });
    const stalled = await collect(streamChat(modelAt(), ask, { timeoutMs: 2_000, idleTimeoutMs: 150 }));
    expect(stalled.at(-1)).toMatchObject({
      type: 'error',
      reason: 'TIMEOUT',
      message: modelCallMessages.stalled(150),
    });
  });

  it('stops the request when the consumer stops reading', async () => {
    ai.script({ text: ['1', '2', '3', '4', '5', '6'], pieceDelayMs: 100 });
    const stream = streamChat(
      modelAt(),
      { messages: [{ role: 'user', content: 'count' }] },
      { timeoutMs: 2_000 },
    );
    for await (const event of stream) {
      expect(event).toEqual({ type: 'delta', text: '1' });
      break;
    }
    // The fake still answers the next request at once (the first connection is not holding it).
    ai.script({ text: 'OK' });
    expect(
      await chat(modelAt(), { messages: [{ role: 'user', content: 'hi' }] }, { timeoutMs: 1_000 }),
    ).toMatchObject({
      ok: true,
    });
  });
});
