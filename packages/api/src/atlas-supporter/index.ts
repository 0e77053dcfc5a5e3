// Query keys, query options and mutations of the ATLAS supporter's calls, and the downloads' address.
export {
  atlasCopyDownloadUrl,
  atlasSupporterKeys,
  atlasSupporterMutations,
  atlasSupporterQueries,
} from './atlas-supporter.queries.js';
