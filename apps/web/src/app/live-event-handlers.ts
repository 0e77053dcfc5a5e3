import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  analysesKeys,
  atlasSupporterKeys,
  dashboardKeys,
  executionEvent,
  executionsKeys,
  invalidateForEvent,
  irbKeys,
  liveChange,
  masterKeys,
  notificationsKeys,
  orgsKeys,
  projectsKeys,
  resultRequestsKeys,
  usersKeys,
  type ExecutionEvent,
  type LiveChange,
  type LiveChangeTopic,
} from '@cdmnet/api';

// What the live stream's events do (app/live-events.ts loads this on the first one): the contract's
// event schemas and the query keys come with it, not with every signed-in page.

/** An event's data as `schema` reads it, or null for anything the contract does not describe. */
function parse<T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }) {
  return (data: unknown): T | null => {
    if (typeof data !== 'string') return null;
    try {
      const parsed = schema.safeParse(JSON.parse(data));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
}

/** An `execution` event's data, or null for anything the contract does not describe. */
export const parseExecutionEvent: (data: unknown) => ExecutionEvent | null = parse(executionEvent);

/** A `change` event's data, or null for anything the contract does not describe. */
export const parseChange: (data: unknown) => LiveChange | null = parse(liveChange);

/** Makes stale what the event touched: its execution, its analysis's list and the project's list. */
export async function onExecutionEvent(queryClient: QueryClient, data: unknown): Promise<void> {
  const event = parseExecutionEvent(data);
  if (event) await invalidateForEvent(queryClient, event);
}

// Every invitee's own-projects list, whoever the invitee: the key without its last part.
const ownProjects = projectsKeys.own(0).slice(0, -1);

/** A project as its members see it: everything under its key (tabs, members, analyses), and the lists. */
const wholeProject = (projectId: number | undefined): QueryKey[] => [
  projectsKeys.list(),
  ownProjects,
  ...(projectId === undefined ? [] : [projectsKeys.project(projectId)]),
];

/** An organisation as its admins see it (members, requests, levels, dashboard) and as the master does. */
const wholeOrg = (orgId: number | undefined): QueryKey[] =>
  orgId === undefined ? [] : [orgsKeys.org(orgId), masterKeys.organization(orgId)];

/**
 * What each topic makes stale, broadly enough that every open screen showing it asks again (only
 * queries a screen holds refetch; the others are marked stale for their next use). Every decision
 * may have told the user something, so the bell's count goes too.
 */
const staleBy: Record<LiveChangeTopic, (change: LiveChange) => QueryKey[]> = {
  notifications: () => [],
  'project-members': ({ projectId }) => wholeProject(projectId),
  irb: ({ projectId, orgId }) => [
    ...(projectId === undefined ? [] : [irbKeys.project(projectId), analysesKeys.all(projectId)]),
    ...(orgId === undefined ? [] : [irbKeys.org(orgId), orgsKeys.dashboard(orgId)]),
  ],
  'result-requests': ({ projectId, orgId }) => [
    // A decision opens or closes results: the analyses' executions and files ask again.
    ...(projectId === undefined
      ? []
      : [
          resultRequestsKeys.project(projectId),
          analysesKeys.all(projectId),
          executionsKeys.project(projectId),
        ]),
    ...(orgId === undefined ? [] : [resultRequestsKeys.org(orgId), orgsKeys.dashboard(orgId)]),
  ],
  memberships: ({ orgId }) => [
    ...wholeOrg(orgId),
    // The member's own side: their organisations on the dashboard and the profile, the master's list.
    dashboardKeys.all,
    usersKeys.profile(),
    masterKeys.members(),
  ],
  permissions: ({ projectId, orgId }) => [
    ...(projectId === undefined ? [] : wholeProject(projectId)),
    ...wholeOrg(orgId),
    ...(orgId === undefined ? [] : [dashboardKeys.all]),
    // A platform privilege or research role changed: the menu and guards read them from the profile.
    ...(orgId === undefined && projectId === undefined ? [usersKeys.profile()] : []),
  ],
  // A copy item moved: the groups and their histories ask again.
  'atlas-copies': () => [atlasSupporterKeys.groups()],
};

/** Makes stale what a decision or request changed for this user (and their notifications). */
export async function onChangeEvent(queryClient: QueryClient, data: unknown): Promise<void> {
  const change = parseChange(data);
  if (!change) return;
  const keys = [notificationsKeys.all, ...staleBy[change.topic](change)];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After a drop, moves and decisions made meanwhile were not heard: whatever shows what an event can
 * touch asks again (executions live under their project's key, so the projects cover them).
 */
export async function refreshAfterDrop(queryClient: QueryClient): Promise<void> {
  const keys: QueryKey[] = [
    notificationsKeys.all,
    projectsKeys.all,
    orgsKeys.all,
    masterKeys.all,
    dashboardKeys.all,
    usersKeys.profile(),
  ];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
