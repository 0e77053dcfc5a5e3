// Query keys, query options and the import of the ATLAS designs an analysis may take as a package version.
export { analysisAtlasKeys, analysisAtlasMutations, analysisAtlasQueries } from './analysis-atlas.queries.js';
