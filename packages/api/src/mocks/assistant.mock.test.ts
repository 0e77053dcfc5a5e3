import { describe, expect, it } from 'vitest';
import { streamAssistantAnswer } from '../assistant/assistant.stream.js';
import { ApiError } from '../client/api-error.js';
import type { AssistantStreamEvent } from '../contract/assistant.js';
import { assistantMessages as m } from '../contract/assistant.ko.js';
import { ResultCode } from '../contract/codes.js';
import { assistantApi } from '../contract/index.js';
import { setMockAssistant, type MockAssistantMode } from './assistant.fixtures.js';
import { contentOf, PARTNER, RESEARCHER, send, world } from './mock-calls.test-kit.js';

// The assistant mocks answer as the server's routes/assistant.ts: each user's own conversations (anyone
// else's is 404), and the stream route's refusals before an answer streams as server-sent events read
// by the client's streamAssistantAnswer. Fixtures: the researcher (user 3) has conversations 1 and 2.

const ORIGIN = 'http://mock.test';

function assistantWorld(email: string, mode: MockAssistantMode = 'answers', empty = false) {
  return world(email, (db) => setMockAssistant(db, { mode, delayMs: 0, empty }));
}

async function ask(conversationId: number, content: string, signal?: AbortSignal) {
  const events: AssistantStreamEvent[] = [];
  const outcome = await streamAssistantAnswer({
    conversationId,
    content,
    signal,
    baseURL: ORIGIN,
    onEvent: (event) => events.push(event),
  }).then(
    () => undefined,
    (error: unknown) => error,
  );
  return { events, outcome };
}

describe('assistant mocks', () => {
  it("list the caller's conversations, the latest first; anyone else's is 404", async () => {
    assistantWorld(RESEARCHER);
    const list = await contentOf(assistantApi.listConversations);
    expect(list.map((c) => c.id)).toEqual([2, 1]);
    const thread = await contentOf(assistantApi.getConversation, { params: { id: 1 } });
    expect(thread.messages.map((message) => message.role)).toEqual(['USER', 'ASSISTANT']);
    expect(thread.messages[1]?.citations[0]).toEqual({
      label: '메트포르민과 설포닐우레아의 심혈관 안전성 비교',
      href: '/project/1',
    });

    assistantWorld(PARTNER);
    expect(await contentOf(assistantApi.listConversations)).toEqual([]);
    for (const call of [assistantApi.getConversation, assistantApi.deleteConversation]) {
      expect(await send(call, { params: { id: 1 } })).toMatchObject({
        status: 404,
        code: ResultCode.NOT_FOUND,
        message: m.noConversation,
      });
    }
  });

  it('create, then title a new conversation by its first question and stream the answer', async () => {
    assistantWorld(RESEARCHER, 'answers', true);
    const created = await contentOf(assistantApi.createConversation, { body: {} });
    expect(created.title).toBe('새 대화');

    const { events, outcome } = await ask(created.id, '내 프로젝트의 실행 상태를 알려 줘');
    expect(outcome).toBeUndefined();
    expect(events[0]).toMatchObject({ type: 'question', message: { role: 'USER' } });
    expect(events.filter((e) => e.type === 'tool').map((e) => e.tool.summary)).toContain(
      '프로젝트 목록을 확인했습니다',
    );
    expect(events.filter((e) => e.type === 'citation').map((e) => e.citation.href)).toEqual([
      '/project/1',
      '/project/3',
    ]);
    const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', message: { state: 'DONE', content: text } });
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(5);

    const [conversation] = await contentOf(assistantApi.listConversations);
    expect(conversation?.title).toBe('내 프로젝트의 실행 상태를 알려 줘');
    const thread = await contentOf(assistantApi.getConversation, { params: { id: created.id } });
    expect(thread.messages.map((message) => [message.role, message.state])).toEqual([
      ['USER', 'DONE'],
      ['ASSISTANT', 'DONE'],
    ]);
  });

  it('keep half an answer FAILED when the model fails mid-stream, and send error', async () => {
    assistantWorld(RESEARCHER, 'failsMidStream');
    const { events, outcome } = await ask(2, '위장관 출혈 개념을 찾아 줘');
    expect(outcome).toBeUndefined();
    expect(events.at(-1)).toEqual({ type: 'error', message: m.modelFailed });
    const partial = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    const thread = await contentOf(assistantApi.getConversation, { params: { id: 2 } });
    expect(thread.messages.at(-1)).toMatchObject({ state: 'FAILED', content: partial });
    expect(partial.length).toBeGreaterThan(0);
  });

  it('refuse a question as the server does: 400 naming the field, 404, 409 busy, 409 without a model', async () => {
    assistantWorld(RESEARCHER);
    const empty = await ask(1, '   ');
    expect(empty.outcome).toBeInstanceOf(ApiError);
    expect(empty.outcome).toMatchObject({
      status: 400,
      code: ResultCode.INVALID_INPUT,
      message: `내용: ${m.contentRequired}`,
    });
    expect(empty.events).toEqual([]);
    expect((await ask(1, 'x'.repeat(2001))).outcome).toMatchObject({
      status: 400,
      message: `내용: ${m.contentTooLong(2000)}`,
    });
    expect((await ask(999, '안녕')).outcome).toMatchObject({ status: 404, message: m.noConversation });

    assistantWorld(RESEARCHER, 'busy');
    expect((await ask(1, '안녕')).outcome).toMatchObject({
      status: 409,
      code: ResultCode.CONFLICT,
      message: m.busy,
    });
    assistantWorld(RESEARCHER, 'noModel');
    expect((await ask(1, '안녕')).outcome).toMatchObject({ status: 409, message: m.noModel });
    // Nothing was stored for a refused question.
    const thread = await contentOf(assistantApi.getConversation, { params: { id: 1 } });
    expect(thread.messages).toHaveLength(2);
  });

  it('refuse a second question while the first answer streams, and keep a stopped answer FAILED', async () => {
    const db = assistantWorld(RESEARCHER);
    setMockAssistant(db, { delayMs: 20 });
    const controller = new AbortController();
    const first = ask(1, '내 프로젝트의 실행 상태를 알려 줘', controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await ask(1, '또 물어요')).outcome).toMatchObject({ status: 409, message: m.busy });
    controller.abort();
    const { events, outcome } = await first;
    expect(outcome).toMatchObject({ message: '', status: 0 });
    expect(events.some((e) => e.type === 'done')).toBe(false);
    await expect
      .poll(async () =>
        (await contentOf(assistantApi.getConversation, { params: { id: 1 } })).messages.at(-1),
      )
      .toMatchObject({ role: 'ASSISTANT', state: 'FAILED' });
  });

  it('delete a conversation and its messages', async () => {
    assistantWorld(RESEARCHER);
    expect(await send(assistantApi.deleteConversation, { params: { id: 2 } })).toMatchObject({
      status: 200,
      result: true,
    });
    expect((await contentOf(assistantApi.listConversations)).map((c) => c.id)).toEqual([1]);
    expect(await send(assistantApi.getConversation, { params: { id: 2 } })).toMatchObject({ status: 404 });
  });
});
