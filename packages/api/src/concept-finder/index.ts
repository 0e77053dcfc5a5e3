// Query keys and query options of EVIX-AI's concept finder.
export { conceptFinderKeys, conceptFinderQueries } from './concept-finder.queries.js';
