import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { executionsKeys, type ExecutionEvent } from '@cdmnet/api';
import { parseExecutionEvent } from './live-event-handlers';
import { LIVE_EVENTS_URL, openLiveEvents } from './live-events';

// The live stream's part in the browser: what an `execution` event makes stale, what is ignored, and
// that a stream that never opens (Storybook without the mock, tests, a signed-out page) does no harm.

const event: ExecutionEvent = {
  type: 'execution',
  projectId: 1,
  analysisId: 2,
  executionId: 5,
  status: 'SAVING_RESULT_FILES',
};

/** Stands in for the browser's EventSource: the test dispatches what the server would send. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

/** A client holding the queries a page showing executions would hold, all fresh. */
function clientWithQueries() {
  const client = new QueryClient();
  const keys = {
    detail: executionsKeys.detail(1, 2, 5),
    log: executionsKeys.log(1, 2, 5),
    list: executionsKeys.analysis(1, 2),
    project: executionsKeys.project(1),
    other: executionsKeys.detail(1, 2, 6),
    unrelated: ['users', 'profile'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = undefined;
});

describe('parseExecutionEvent', () => {
  it('reads the contract’s event and nothing else', () => {
    expect(parseExecutionEvent(JSON.stringify(event))).toEqual(event);
    expect(parseExecutionEvent(JSON.stringify({ ...event, status: 'DONE' }))).toBeNull();
    expect(parseExecutionEvent('{not json')).toBeNull();
    expect(parseExecutionEvent(undefined)).toBeNull();
  });
});

describe('openLiveEvents', () => {
  it('makes stale what the event touched: the execution (its log too), its analysis’s list and the project’s', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { client, stale } = clientWithQueries();
    const close = openLiveEvents(client);
    const source = FakeEventSource.last!;
    expect(source.url).toBe(LIVE_EVENTS_URL);

    source.send('execution', JSON.stringify(event));
    await vi.waitFor(() => expect(stale()).toEqual(['detail', 'log', 'list', 'project']));
    close();
    expect(source.closed).toBe(true);
  });

  it('ignores what the contract does not describe', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { client, stale } = clientWithQueries();
    openLiveEvents(client);
    FakeEventSource.last!.send('execution', '{"type":"execution","projectId":"x"}');
    FakeEventSource.last!.send('message', JSON.stringify(event));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stale()).toEqual([]);
  });

  it('asks again for every execution shown once the stream is back after a drop', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { client, stale } = clientWithQueries();
    openLiveEvents(client);
    const source = FakeEventSource.last!;
    source.dispatchEvent(new Event('open'));
    expect(stale()).toEqual([]);
    source.dispatchEvent(new Event('error'));
    source.dispatchEvent(new Event('open'));
    await vi.waitFor(() => expect(stale()).toEqual(['detail', 'log', 'list', 'project', 'other']));
  });

  it('loads what an event does only when the first one arrives', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const handlers = await import('./live-event-handlers');
    const load = vi.fn(() => Promise.resolve(handlers));
    const { client, stale } = clientWithQueries();
    openLiveEvents(client, { load });
    FakeEventSource.last!.dispatchEvent(new Event('open'));
    expect(load).not.toHaveBeenCalled();
    FakeEventSource.last!.send('execution', JSON.stringify(event));
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(stale()).toContain('detail'));
  });

  it('does nothing where there is no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const close = openLiveEvents(new QueryClient());
    expect(() => close()).not.toThrow();
  });
});
