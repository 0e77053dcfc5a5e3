// Query keys, query options and mutations of the platform admin's calls.
export { masterKeys, masterMutations, masterQueries } from './master.queries.js';
