// Query keys, query options and mutations of an organisation's AI model (issue 30).
export { aiModelKeys, aiModelQueries } from './ai-model.queries.js';
export { aiModelMutations } from './ai-model.mutations.js';
