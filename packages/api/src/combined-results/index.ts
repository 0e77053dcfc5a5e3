// Query keys and query options of the combined view of an analysis's results.
export {
  combinedQueryOf,
  combinedResultsKeys,
  combinedResultsQueries,
  type CombinedAsk,
} from './combined-results.queries.js';
