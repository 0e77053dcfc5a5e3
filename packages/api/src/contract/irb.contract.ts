import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import { recordId, recordIdParams } from './ids.js';
import {
  IRB_DOCUMENT_MAX_BYTES,
  IRB_DOCUMENT_TYPES,
  irbHistoryQuery,
  irbOrgStatus,
  irbRejection,
  irbRequest,
  irbRequestFields,
} from './irb.js';

// IRB approval (domain.md "IRB"; spec §7 "Projects" irb calls, §2 `/orgadmin/{id}/research/*`). The
// project asks under /projects/{id}; the organisation's admin decides under /orgs/{id}, where the
// guard (`orgAdminOf`) admits that organisation's admins before the input is looked at.
//
// Spec §7 also lists `POST /projects/{id}/irb/{irbId}` and `PUT /projects/{id}/irb/{irbId}/approved|rejected`
// among the project's calls. They are decisions on a request, and a decision is the organisation's, not
// the project's: under /projects/{id} the guard could only ask whether the caller is a project member,
// so a researcher of the project could approve their own IRB. They are published as
// `PUT /orgs/{id}/irb/{irbId}/approved` and `/rejected` below instead, and the spec's project paths are
// deliberately not served (a project asks again with `POST /projects/{id}/irb`, which keeps the history).

const projectOf = 'id' as const;
const orgAdminOf = 'id' as const;
const irbParams = z.object({ id: recordId, irbId: recordId });

export const listIrbOrgs = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/irb/orgs',
  summary:
    'The project’s target organisations (those of its analyses’ CDMs), each with whether it requires IRB and the state of its newest request.',
  params: recordIdParams,
  projectOf,
  content: z.array(irbOrgStatus),
});

export const listProjectIrbRequests = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/irb',
  summary: 'The request tab: every IRB request of the project with its history, newest first.',
  params: recordIdParams,
  projectOf,
  content: z.array(irbRequest),
});

export const requestIrb = endpoint({
  upload: {
    field: 'files',
    maxFiles: 1,
    maxBytesPerFile: IRB_DOCUMENT_MAX_BYTES,
    types: IRB_DOCUMENT_TYPES,
  },
  method: 'POST',
  path: '/api/v1/projects/:id/irb',
  summary:
    'Ask a target organisation for IRB approval (IRB_REQUEST): number, institution, validity and the approval PDF under `files`. Its admins are notified.',
  params: recordIdParams,
  projectOf,
  projectNeeds: 'IRB_REQUEST',
  body: irbRequestFields,
  content: irbRequest,
});

export const getProjectIrbRequest = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/irb/:irbId',
  summary: 'One IRB request of the project with its history.',
  params: irbParams,
  projectOf,
  content: irbRequest,
});

export const downloadProjectIrbDocument = endpoint({
  method: 'GET',
  path: '/api/v1/projects/:id/irb/:irbId/document',
  summary: 'The approval PDF of one of the project’s IRB requests.',
  params: irbParams,
  projectOf,
  content: z.null(),
  replyIsFile: true,
});

export const listOrgIrbRequests = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/research/permissions',
  summary: 'IRB requests waiting for the organisation’s decision, oldest first.',
  params: recordIdParams,
  content: z.array(irbRequest),
});

export const listOrgIrbHistory = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/research/history',
  summary: 'Every IRB decision of the organisation (approved, rejected, expired), newest first.',
  params: recordIdParams,
  query: irbHistoryQuery,
  content: z.array(irbRequest),
});

export const approveIrb = endpoint({
  orgAdminOf,
  method: 'PUT',
  path: '/api/v1/orgs/:id/irb/:irbId/approved',
  summary: 'Approve a pending IRB request for its stated validity; the project is notified.',
  params: irbParams,
  content: irbRequest,
});

export const rejectIrb = endpoint({
  orgAdminOf,
  method: 'PUT',
  path: '/api/v1/orgs/:id/irb/:irbId/rejected',
  summary: 'Reject a pending IRB request with a reason; the project is notified.',
  params: irbParams,
  body: irbRejection,
  content: irbRequest,
});

export const downloadOrgIrbDocument = endpoint({
  orgAdminOf,
  method: 'GET',
  path: '/api/v1/orgs/:id/irb/:irbId/document',
  summary: 'The approval PDF of an IRB request sent to the organisation.',
  params: irbParams,
  content: z.null(),
  replyIsFile: true,
});
