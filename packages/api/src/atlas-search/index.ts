// Query keys and query options of the vocabulary search and the concept viewer.
export { atlasSearchKeys, atlasSearchQueries } from './atlas-search.queries.js';
