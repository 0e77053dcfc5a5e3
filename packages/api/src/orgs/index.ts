// Query keys, query options and mutations of an organisation admin's calls.
export { orgsKeys, orgsMutations, orgsQueries } from './orgs.queries.js';
