import { z } from 'zod/mini';
import { endpoint, type DownloadRequest } from '@cdmnet/api';

// Throwaway calls whose MSW replies (in the stories) play each case of the error catalogue.
const noContent = z.null();

export const catalogueEndpoints = {
  saved: endpoint({ method: 'PUT', path: '/api/v1/demo/things/1', summary: 'demo', content: noContent }),
  refused: endpoint({ method: 'PUT', path: '/api/v1/demo/things/2', summary: 'demo', content: noContent }),
  deleted: endpoint({ method: 'DELETE', path: '/api/v1/demo/things/1', summary: 'demo', content: noContent }),
  timedOut: endpoint({ method: 'GET', path: '/api/v1/demo/slow', summary: 'demo', content: noContent }),
  serverError: endpoint({ method: 'GET', path: '/api/v1/demo/broken', summary: 'demo', content: noContent }),
  badGateway: endpoint({ method: 'GET', path: '/api/v1/demo/proxy', summary: 'demo', content: noContent }),
  sessionExpired: endpoint({
    method: 'GET',
    path: '/api/v1/demo/private',
    summary: 'demo',
    content: noContent,
  }),
  unviewableFile: endpoint({
    method: 'GET',
    path: '/api/v1/demo/files/3/view',
    summary: 'demo',
    content: noContent,
  }),
  fileNotReady: endpoint({
    method: 'GET',
    path: '/api/v1/demo/things/1/files',
    summary: 'demo',
    content: noContent,
  }),
  download: { url: '/api/v1/demo/files/4' } satisfies DownloadRequest,
  downloadRefused: { url: '/api/v1/demo/files/5' } satisfies DownloadRequest,
};

export type CatalogueCase = keyof typeof catalogueEndpoints;
