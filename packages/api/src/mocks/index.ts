export { createHandlers } from './handlers.js';
export { accountHandlers } from './account.handlers.js';
export { usersHandlers } from './users.handlers.js';
export { createMockDb, MOCK_VERIFICATION_CODE, type MockDb } from './db.js';
export { verificationHandlers } from './verification.handlers.js';
export { signupHandlers } from './signup.handlers.js';
export { fixtureOrganizations, fixtureUsers } from './fixtures.js';
export {
  fixtureDirectoryUsers,
  fixtureOrgData,
  fixturePeople,
  type FixtureCdm,
  type FixtureOrgData,
  type FixturePerson,
} from './network.fixtures.js';
export {
  createAdminState,
  FIXTURE_CDM_PASSWORD,
  type AdminState,
  type MockAtlas,
  type MockCdm,
  type MockEngine,
  type MockMembershipDetail,
  type MockMembershipEvent,
  type MockOrgSettings,
} from './admin.fixtures.js';
export { mock, MockFailure, type MockOptions, type MockReply, type MockRequest } from './mock.js';
export { mockFor, requireUser } from './session.js';
export { MOCK_RESET_TOKEN, passwordResetHandlers } from './password-reset.handlers.js';
export { announcementsHandlers } from './announcements.handlers.js';
export { resourcesHandlers } from './resources.handlers.js';
export { notificationsHandlers } from './notifications.handlers.js';
export { dashboardHandlers } from './dashboard.handlers.js';
export { contactHandlers } from './contact.handlers.js';
export { networkHandlers } from './network.handlers.js';
export { masterHandlers } from './master.handlers.js';
export { orgsHandlers } from './orgs.handlers.js';
export { projectsHandlers, recordProjectLog } from './projects.handlers.js';
export { analysesHandlers } from './analyses.handlers.js';
export { mockFileFor, type MockFileReply } from './analyses.files.js';
export {
  createAnalysesState,
  fakeChecksum,
  TINY_PNG,
  type AnalysesState,
  type MockAnalysis,
  type MockAnalysisImage,
  type MockAnalysisVersion,
} from './analyses.fixtures.js';
export {
  executionsHandlers,
  liveEventsHandlers,
  moveMockExecution,
  publishExecutionEvent,
  storedZip,
} from './executions.handlers.js';
export {
  createExecutionsState,
  FIXTURE_RESULT_FILES,
  mockResultFile,
  RUNNING_LOG,
  type ExecutionsState,
  type MockExecution,
  type MockExecutionFile,
  type MockExecutionStep,
} from './executions.fixtures.js';
export { irbHandlers } from './irb.handlers.js';
export {
  createIrbState,
  MOCK_TODAY,
  type IrbRequestsState,
  type MockIrbEvent,
  type MockIrbRequest,
} from './irb.fixtures.js';
export {
  accessOf,
  createProjectsState,
  membershipOf,
  type MockProject,
  type MockProjectLogEntry,
  type MockProjectMember,
  type ProjectsState,
} from './projects.fixtures.js';
export { resultRequestsOf, type MockResultRequest } from './result-requests.fixtures.js';
export { atlasSearchHandlers } from './atlas-search.handlers.js';
export { atlasSupporterHandlers } from './atlas-supporter.handlers.js';
export { bookmarksHandlers } from './bookmarks.handlers.js';
export { conceptFinderHandlers, conceptFinderOf } from './concept-finder.handlers.js';
export { aiModelHandlers, aiModelsOf, setMockAiModel, type MockAiModel } from './ai-model.handlers.js';
export {
  assistantHandlers,
  assistantOf,
  setMockAssistant,
  type MockAssistantMode,
} from './assistant.handlers.js';
