import type { HttpHandler } from 'msw';
import { accountHandlers } from './account.handlers.js';
import { aiModelHandlers } from './ai-model.handlers.js';
import { assistantHandlers } from './assistant.handlers.js';
import { analysesHandlers } from './analyses.handlers.js';
import { analysisAtlasHandlers } from './analysis-atlas.handlers.js';
import { announcementsHandlers } from './announcements.handlers.js';
import { atlasSearchHandlers } from './atlas-search.handlers.js';
import { atlasSupporterHandlers } from './atlas-supporter.handlers.js';
import { bookmarksHandlers } from './bookmarks.handlers.js';
import { conceptFinderHandlers } from './concept-finder.handlers.js';
import { combinedResultsHandlers } from './combined-results.handlers.js';
import { contactHandlers } from './contact.handlers.js';
import { dashboardHandlers } from './dashboard.handlers.js';
import { executionsHandlers, liveEventsHandlers } from './executions.handlers.js';
import { irbHandlers } from './irb.handlers.js';
import { masterHandlers } from './master.handlers.js';
import { networkHandlers } from './network.handlers.js';
import { notificationsHandlers } from './notifications.handlers.js';
import { orgsHandlers } from './orgs.handlers.js';
import { projectsHandlers } from './projects.handlers.js';
import { resourcesHandlers } from './resources.handlers.js';
import { resultRequestsHandlers } from './result-requests.handlers.js';
import { createMockDb, type MockDb } from './db.js';
import { passwordResetHandlers } from './password-reset.handlers.js';
import { signupHandlers } from './signup.handlers.js';
import { usersHandlers } from './users.handlers.js';
import { verificationHandlers } from './verification.handlers.js';

/** Every handler over one stateful db: the default for a story or a test. */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  return [
    ...accountHandlers(db),
    ...usersHandlers(db),
    ...verificationHandlers(db),
    ...signupHandlers(db),
    ...passwordResetHandlers(db),
    ...announcementsHandlers(db),
    ...resourcesHandlers(db),
    ...notificationsHandlers(db),
    ...dashboardHandlers(db),
    ...contactHandlers(db),
    ...networkHandlers(db),
    ...masterHandlers(db),
    ...orgsHandlers(db),
    ...projectsHandlers(db),
    // Each group lists its static paths (analysis/targets, analysis/research/…/download, irb/orgs)
    // before the `:analysisId` and `:irbId` ones that would take them for ids.
    ...analysesHandlers(db),
    ...analysisAtlasHandlers(db),
    ...irbHandlers(db),
    ...executionsHandlers(db),
    ...resultRequestsHandlers(db),
    ...combinedResultsHandlers(db),
    ...atlasSearchHandlers(db),
    ...atlasSupporterHandlers(db),
    ...bookmarksHandlers(db),
    ...conceptFinderHandlers(db),
    ...aiModelHandlers(db),
    ...assistantHandlers(db),
    // The live stream (server-sent events), where the environment has EventSource.
    ...liveEventsHandlers(db),
  ];
}
