// Query keys, query options and mutations of the project calls.
export { projectsKeys, projectsMutations, projectsQueries } from './projects.queries.js';
