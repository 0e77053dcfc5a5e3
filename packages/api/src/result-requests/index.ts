// Query keys, query options and mutations of the result permission calls.
export {
  downloadFnetPackage,
  resultRequestsKeys,
  resultRequestsMutations,
  resultRequestsQueries,
} from './result-requests.queries.js';
