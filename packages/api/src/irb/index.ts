// Query keys, query options and mutations of the IRB calls.
export { downloadIrbDocument, irbKeys, irbMutations, irbQueries } from './irb.queries.js';
