// Query keys, query options and mutations of the resources calls.
export { resourcesKeys, resourcesQueries } from './resources.queries.js';
export {
  downloadResourceFile,
  resourcesMutations,
  type CreateResourceInput,
  type UpdateResourceInput,
} from './resources.mutations.js';
