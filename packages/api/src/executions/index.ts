// Query keys, query options, mutations and live-event handling of the execution calls.
export {
  downloadExecutionFile,
  downloadExecutionFiles,
  executionsKeys,
  executionsMutations,
  executionsQueries,
  fetchExecutionLogAfter,
  invalidateForEvent,
} from './executions.queries.js';
