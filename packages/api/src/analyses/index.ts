// Query keys, query options and mutations of the analysis calls.
export {
  advancedImageUrl,
  analysesKeys,
  analysesMutations,
  analysesQueries,
  downloadAnalysisPackage,
} from './analyses.queries.js';
