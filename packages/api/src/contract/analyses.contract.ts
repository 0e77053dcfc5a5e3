import { z } from 'zod/mini';
import {
  ANALYSIS_IMAGE_MAX_BYTES,
  ANALYSIS_IMAGE_TYPES,
  ANALYSIS_IMAGES_MAX,
  ANALYSIS_PACKAGE_MAX_BYTES,
  advancedDetail,
  advancedFields,
  advancedImage,
  analysisDetail,
  analysisForm,
  analysisSummary,
  analysisTargetOption,
  flUploadQuery,
  packageDownloadQuery,
} from './analyses.js';
import { endpoint } from './endpoint.js';
import { recordId, recordIdParams } from './ids.js';

// Spec §7 "Analysis": a project's analyses, for its accepted members (`projectOf`, checked before the
// input). Editing, uploading and deleting are for the analysis's author and the project's managers,
// and the role-gated types for holders of that research role: the service decides, it needs the row.

const projectOf = 'id' as const;
const analysisParams = z.object({ id: recordId, analysisId: recordId });
const imageParams = z.object({ id: recordId, analysisId: recordId, imageId: recordId });

/** One package file under `files`; its type is checked by extension on the server. */
const packageUpload = { field: 'files', maxFiles: 1, maxBytesPerFile: ANALYSIS_PACKAGE_MAX_BYTES };

export const listAnalysisTargets = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/targets',
  summary:
    'The organisations whose CDMs an analysis may target, with their CDMs (organisations hidden from outsiders only to their members).',
  params: recordIdParams,
  projectOf,
  content: z.array(analysisTargetOption),
});

export const listAnalyses = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis',
  summary: 'The analysis tab: every analysis of the project, last updated first.',
  params: recordIdParams,
  projectOf,
  content: z.array(analysisSummary),
});

export const createAnalysis = endpoint({
  method: 'POST',
  path: '/api/v1/projects/:id/analysis',
  summary:
    'Create an analysis (any member; ADVANCED_ANALYSIS, ML and FL need the research role of the same name).',
  params: recordIdParams,
  projectOf,
  body: analysisForm,
  content: analysisDetail,
});

export const getAnalysis = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/:analysisId',
  summary: 'One analysis with its description, targets and package versions.',
  params: analysisParams,
  projectOf,
  content: analysisDetail,
});

export const modifyAnalysis = endpoint({
  method: 'PUT',
  path: '/api/v1/projects/:id/analysis/:analysisId',
  summary: 'Edit an analysis (its author or a manager); its package versions stay.',
  params: analysisParams,
  projectOf,
  body: analysisForm,
  content: analysisDetail,
});

export const deleteAnalysis = endpoint({
  method: 'DELETE',
  path: '/api/v1/projects/:id/analysis/:analysisId',
  summary: 'Delete an analysis and its packages (its author or a manager).',
  params: analysisParams,
  projectOf,
  content: z.null(),
});

export const uploadAnalysisPackage = endpoint({
  upload: packageUpload,
  method: 'POST',
  path: '/api/v1/projects/:id/analysis/:analysisId/package',
  summary:
    'Upload a study package (one .sql, .R or .zip of at most 50 MB under `files`) as the next version; earlier versions stay.',
  params: analysisParams,
  projectOf,
  body: z.optional(z.object({})),
  content: analysisDetail,
});

export const uploadFlPackage = endpoint({
  upload: packageUpload,
  method: 'POST',
  path: '/api/v1/projects/:id/analysis/:analysisId/fl',
  summary:
    'Upload one half of a federated-learning package (`flType` SERVER or CLIENT) as the next version of an FL analysis.',
  params: analysisParams,
  projectOf,
  query: flUploadQuery,
  body: z.optional(z.object({})),
  content: analysisDetail,
});

export const downloadAnalysisPackage = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/research/:analysisId/download',
  summary: 'A package version’s bytes (the newest without `version`); a JSON reply is an error (spec §8).',
  params: analysisParams,
  projectOf,
  query: packageDownloadQuery,
  content: z.null(),
  replyIsFile: true,
});

export const saveAdvanced = endpoint({
  upload: {
    field: 'files',
    maxFiles: ANALYSIS_IMAGES_MAX,
    maxBytesPerFile: ANALYSIS_IMAGE_MAX_BYTES,
    types: ANALYSIS_IMAGE_TYPES,
  },
  method: 'POST',
  path: '/api/v1/projects/:id/analysis/:analysisId/advanced',
  summary:
    'An advanced analysis’s detail text, and pictures to add under `files` (PNG, JPEG, WebP; ten at most in all).',
  params: analysisParams,
  projectOf,
  body: advancedFields,
  content: advancedDetail,
});

export const getAdvancedDetail = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/:analysisId/advanced/detail',
  summary: 'An advanced analysis’s detail text.',
  params: analysisParams,
  projectOf,
  content: advancedDetail,
});

export const listAdvancedImages = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/:analysisId/advanced/images',
  summary: 'An advanced analysis’s pictures, oldest first.',
  params: analysisParams,
  projectOf,
  content: z.array(advancedImage),
});

export const getAdvancedImage = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/:analysisId/advanced/images/:imageId',
  summary: 'One picture’s bytes, inline, for the project’s members only.',
  params: imageParams,
  projectOf,
  content: z.null(),
  replyIsFile: true,
});

export const deleteAdvancedImage = endpoint({
  method: 'DELETE',
  path: '/api/v1/projects/:id/analysis/:analysisId/advanced/images/:imageId',
  summary: 'Remove a picture (the analysis’s author or a manager).',
  params: imageParams,
  projectOf,
  content: z.null(),
});
