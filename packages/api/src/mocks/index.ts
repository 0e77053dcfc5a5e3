export { createHandlers } from './handlers.js';
export { accountHandlers } from './account.handlers.js';
export { usersHandlers } from './users.handlers.js';
export { createMockDb, MOCK_VERIFICATION_CODE, type MockDb } from './db.js';
export { verificationHandlers } from './verification.handlers.js';
export { signupHandlers } from './signup.handlers.js';
export { fixtureOrganizations, fixtureUsers } from './fixtures.js';
export { mock, MockFailure, type MockOptions, type MockReply, type MockRequest } from './mock.js';
export { mockFor, requireUser } from './session.js';
