import { z } from 'zod/mini';
import { analysisDetail } from './analyses.js';
import { atlasDesignDetail, atlasDesignList, atlasDesignParams, atlasImportForm } from './atlas-designs.js';
import { endpoint } from './endpoint.js';
import { recordId } from './ids.js';

// Spec §7 "Analysis": atlas list, detail and POST. The designs come from the ATLAS WebAPIs of the
// analysis's target organisations, asked over HTTP on each call (an ATLAS that does not answer is
// reported, not hidden). Importing is for the analysis's author and the project's managers.

const projectOf = 'id' as const;
const analysisParams = z.object({ id: recordId, analysisId: recordId });

export const listAtlasDesigns = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/:analysisId/atlas',
  summary:
    'The cohort definitions, characterizations, incidence rates, estimations and predictions on the target organisations’ ATLAS WebAPIs.',
  params: analysisParams,
  projectOf,
  content: atlasDesignList,
});

export const getAtlasDesign = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/:analysisId/atlas/:atlasId/:kind/:designId',
  summary: 'One design and the document an import would store.',
  params: atlasDesignParams,
  projectOf,
  content: atlasDesignDetail,
});

export const importAtlasDesign = endpoint({
  method: 'POST',
  path: '/api/v1/projects/:id/analysis/:analysisId/atlas',
  summary: 'Import a design as the analysis’s next package version (its export JSON).',
  params: analysisParams,
  projectOf,
  body: atlasImportForm,
  content: analysisDetail,
});
