// Query keys and query options of the combined view of an analysis's results.
export { combinedResultsKeys, combinedResultsQueries } from './combined-results.queries.js';
