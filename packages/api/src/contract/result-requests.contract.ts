import { z } from 'zod/mini';
import { resultRelease } from './disclosure.js';
import { endpoint } from './endpoint.js';
import { recordId, recordIdParams } from './ids.js';
import { combinedResult, combinedResultQuery } from './combined-results.js';
import {
  releasePreview,
  resultApprovalQuery,
  resultHistoryQuery,
  resultRejection,
  resultRequest,
  resultRequestBulkForm,
  resultRequestExistence,
  resultRequestForm,
  resultRequestQuery,
  resultRequestUpdate,
} from './result-requests.js';

// Spec §7 "Execution" permission calls. The project side (`/{eid}/perm`, `perm/{permId}`,
// `exist-perm`, `/analysis/{aid}/perm/bulks`) is for the project's accepted members; the decisions
// (`perm/approved`, `perm/rejected`) are the organisation admin's, under `/orgs/{id}` as the IRB ones.

const projectOf = 'id' as const;
const orgAdminOf = 'id' as const;
const analysisParams = z.object({ id: recordId, analysisId: recordId });
const executionParams = z.object({ id: recordId, analysisId: recordId, executionId: recordId });
const permParams = z.object({ id: recordId, analysisId: recordId, permId: recordId });
const orgPermParams = z.object({ id: recordId, permId: recordId });
const base = '/api/v1/projects/:id/analysis/:analysisId/execution' as const;

export const requestResults = endpoint({
  method: 'POST',
  path: `${base}/:executionId/perm`,
  summary: 'Ask the organisation to VIEW or DELIVER one execution’s results; its admins are notified.',
  params: executionParams,
  projectOf,
  body: resultRequestForm,
  content: resultRequest,
});

export const updateResultRequest = endpoint({
  method: 'PUT',
  path: `${base}/perm/:permId`,
  summary: 'The requester changes a waiting request (its channel or note).',
  params: permParams,
  projectOf,
  body: resultRequestUpdate,
  content: resultRequest,
});

export const existingResultRequest = endpoint({
  method: 'GET',
  path: `${base}/:executionId/exist-perm`,
  summary: 'Whether the caller already asked for this kind, and the newest such request.',
  params: executionParams,
  projectOf,
  query: resultRequestQuery,
  content: resultRequestExistence,
});

export const requestResultsInBulk = endpoint({
  method: 'POST',
  path: '/api/v1/projects/:id/analysis/:analysisId/perm/bulks',
  summary: 'One request per chosen execution of the analysis (those already allowed or asked are left out).',
  params: analysisParams,
  projectOf,
  body: resultRequestBulkForm,
  content: z.array(resultRequest),
});

export const listProjectResultRequests = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/result-requests',
  summary: 'The request tab: the project’s result requests, newest first.',
  params: recordIdParams,
  projectOf,
  content: z.array(resultRequest),
});

export const downloadFnetPackage = endpoint({
  method: 'GET',
  path: `${base}/:executionId/fnet`,
  summary:
    'The FNET delivery package: the released, masked result files and the reproducibility record, as one zip.',
  params: executionParams,
  projectOf,
  content: z.null(),
  replyIsFile: true,
});

export const combinedResults = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/analysis/:analysisId/results/combined',
  summary:
    'One package version of the analysis across its target hospitals: every hospital with its state (included with its run, no run, not viewable, failed, running, other version), and one readable result file combined: summarised_result as a tidy table, counts summed (a hidden cell makes the sum a lower bound), other estimates per hospital; another released CSV by its columns. Without `version` the newest with a run the caller may add, without `file` the first CSV.',
  params: analysisParams,
  projectOf,
  query: combinedResultQuery,
  content: combinedResult,
});

export const listOrgResultRequests = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/research/results',
  summary: 'Result requests waiting for the organisation’s decision, oldest first.',
  params: recordIdParams,
  content: z.array(resultRequest),
});

export const listOrgResultHistory = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/research/results/history',
  summary: 'Every result decision of the organisation, newest first.',
  params: recordIdParams,
  query: resultHistoryQuery,
  content: z.array(resultRequest),
});

export const previewRelease = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/research/results/:permId/preview',
  summary:
    'Exactly what leaves or would leave: checked files as stored, held files fetched from the hospital’s node, each with its findings, and the Shiny link.',
  params: orgPermParams,
  content: releasePreview,
});

export const approveResultRequest = endpoint({
  orgAdminOf,
  method: 'POST',
  path: '/api/v1/orgs/:id/research/results/:permId/approved',
  summary:
    'Approve a waiting request; `approve_with_delivery=true` lets a VIEW request’s results leave too. `release` names the held files released with it, each finding acknowledged; the platform then fetches them from the hospital’s node. The project is notified.',
  params: orgPermParams,
  query: resultApprovalQuery,
  body: z.optional(resultRelease),
  content: resultRequest,
});

export const rejectResultRequest = endpoint({
  orgAdminOf,
  method: 'POST',
  path: '/api/v1/orgs/:id/research/results/:permId/rejected',
  summary: 'Reject a waiting request with a reason; the project is notified.',
  params: orgPermParams,
  body: resultRejection,
  content: resultRequest,
});
