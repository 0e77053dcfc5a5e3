import type { UserInfo } from '../contract/user.js';
import { DEMO_PASSWORD } from '../contract/demo.js';
import { createAdminState, type AdminState } from './admin.fixtures.js';
import { createAnalysesState, type AnalysesState } from './analyses.fixtures.js';
import { createContactState, type ContactState } from './contact.fixtures.js';
import { createContentState, type ContentState } from './content.fixtures.js';
import { createExecutionsState, type ExecutionsState } from './executions.fixtures.js';
import { fixtureOrganizations, fixtureUsers } from './fixtures.js';
import { createIrbState, type IrbRequestsState } from './irb.fixtures.js';
import { fixtureDirectoryUsers } from './network.fixtures.js';
import { createNotificationsState, type NotificationsState } from './notifications.fixtures.js';
import { createProjectsState, type ProjectsState } from './projects.fixtures.js';

/**
 * Stateful fixtures for one story or test: sign in, and the profile call knows who you are.
 * Each story makes its own, so no state leaks between stories.
 */
export interface MockDb
  extends
    ContentState,
    NotificationsState,
    ContactState,
    AdminState,
    ProjectsState,
    AnalysesState,
    IrbRequestsState,
    ExecutionsState {
  /** The four demo accounts (ids 1–4), then the directory's researchers (ids 5–45). */
  users: UserInfo[];
  organizations: typeof fixtureOrganizations;
  passwords: Map<number, string>;
  /** The signed-in user, as the session cookie would say on the real server. */
  sessionUserId: number | null;
  /** Codes "sent" by email or SMS, by address or number: always MOCK_VERIFICATION_CODE, so stories can type it. */
  sentCodes: Map<string, string>;
}

export const MOCK_VERIFICATION_CODE = '123456';

export function createMockDb(options: { signedInAs?: string } = {}): MockDb {
  const users = structuredClone([...fixtureUsers, ...fixtureDirectoryUsers]);
  const signedIn = users.find((u) => u.primaryEmail === options.signedInAs);
  return {
    users,
    organizations: structuredClone(fixtureOrganizations),
    passwords: new Map(users.map((u) => [u.id, DEMO_PASSWORD])),
    sessionUserId: signedIn?.id ?? null,
    sentCodes: new Map(),
    ...createContentState(),
    ...createNotificationsState(),
    ...createContactState(),
    ...createAdminState(),
    ...createProjectsState(),
    ...createAnalysesState(),
    ...createIrbState(),
    ...createExecutionsState(),
  };
}
