import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  executionsKeys,
  irbKeys,
  notificationsKeys,
  orgsKeys,
  projectsKeys,
  resultRequestsKeys,
  usersKeys,
  type ExecutionEvent,
  type LiveChange,
} from '@cdmnet/api';
import { parseChange, parseExecutionEvent } from './live-event-handlers';
import { LIVE_EVENTS_URL, openLiveEvents } from './live-events';

// The live stream's part in the browser: what an `execution` or a `change` event makes stale, what is
// ignored, and that a stream that never opens (Storybook without the mock, tests, a signed-out page)
// does no harm.

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
    unrelated: ['announcements', 'list'],
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

/**
 * A client holding what the screens a decision reaches hold, all fresh: project 1 (its 요청 tab, 멤버 tab),
 * organisation 3 (연구 승인 요청, its members), the bell, the side menu, and another project and organisation.
 */
function clientWithScreens() {
  const client = new QueryClient();
  const keys = {
    bell: notificationsKeys.count('UNCHECKED'),
    notifications: notificationsKeys.list(),
    sideMenu: projectsKeys.list(),
    irbTab: irbKeys.requests(1),
    resultsTab: resultRequestsKeys.project(1),
    membersTab: projectsKeys.members(1),
    orgIrb: irbKeys.pending(3),
    orgResults: resultRequestsKeys.pending(3),
    orgMembers: orgsKeys.members(3),
    profile: usersKeys.profile(),
    otherProject: projectsKeys.members(2),
    otherOrg: irbKeys.pending(4),
    unrelated: ['announcements', 'list'],
  };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}

const change = (topic: LiveChange['topic'], ids: { projectId?: number; orgId?: number } = {}): string =>
  JSON.stringify({ type: 'change', topic, ...ids });

describe('parseChange', () => {
  it('reads the contract’s change and nothing else', () => {
    expect(parseChange(change('irb', { projectId: 1, orgId: 3 }))).toEqual({
      type: 'change',
      topic: 'irb',
      projectId: 1,
      orgId: 3,
    });
    expect(parseChange(change('weather' as LiveChange['topic']))).toBeNull();
    expect(parseChange(JSON.stringify({ type: 'change', topic: 'irb', projectId: 'x' }))).toBeNull();
    expect(parseChange('{not json')).toBeNull();
  });
});

describe('a change event', () => {
  const cases: [string, string, string[]][] = [
    ['notifications', change('notifications'), ['bell', 'notifications']],
    [
      'an IRB request or decision',
      change('irb', { projectId: 1, orgId: 3 }),
      ['bell', 'notifications', 'irbTab', 'orgIrb'],
    ],
    [
      'a result request or decision',
      change('result-requests', { projectId: 1, orgId: 3 }),
      ['bell', 'notifications', 'resultsTab', 'orgResults'],
    ],
    [
      'an invitation or its answer',
      change('project-members', { projectId: 1 }),
      ['bell', 'notifications', 'sideMenu', 'irbTab', 'resultsTab', 'membersTab'],
    ],
    [
      'a membership request or move',
      change('memberships', { orgId: 3 }),
      ['bell', 'notifications', 'orgIrb', 'orgResults', 'orgMembers', 'profile'],
    ],
    [
      'an organisation’s level change',
      change('permissions', { orgId: 3 }),
      ['bell', 'notifications', 'orgIrb', 'orgResults', 'orgMembers'],
    ],
    [
      'a project member’s permissions',
      change('permissions', { projectId: 1 }),
      ['bell', 'notifications', 'sideMenu', 'irbTab', 'resultsTab', 'membersTab'],
    ],
    ['a platform privilege or research role', change('permissions'), ['bell', 'notifications', 'profile']],
  ];
  it.each(cases)('for %s makes stale what shows it, and nothing of others', async (_name, data, expected) => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { client, stale } = clientWithScreens();
    openLiveEvents(client);
    FakeEventSource.last!.send('change', data);
    await vi.waitFor(() => expect(stale()).toEqual(expected));
  });

  it('is ignored when the contract does not describe it', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { client, stale } = clientWithScreens();
    openLiveEvents(client);
    FakeEventSource.last!.send('change', '{"type":"change","topic":"irb","orgId":-1}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stale()).toEqual([]);
  });

  it('decisions missed during a drop: every screen a change can reach asks again once the stream is back', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { client, stale } = clientWithScreens();
    openLiveEvents(client);
    const source = FakeEventSource.last!;
    source.dispatchEvent(new Event('error'));
    source.dispatchEvent(new Event('open'));
    await vi.waitFor(() =>
      expect(stale()).toEqual([
        'bell',
        'notifications',
        'sideMenu',
        'irbTab',
        'resultsTab',
        'membersTab',
        'orgIrb',
        'orgResults',
        'orgMembers',
        'profile',
        'otherProject',
        'otherOrg',
      ]),
    );
  });
});
