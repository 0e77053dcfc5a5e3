import * as account from './account.contract.js';
import * as analyses from './analyses.contract.js';
import * as analysisAtlas from './analysis-atlas.contract.js';
import * as announcements from './announcements.contract.js';
import * as atlasSearch from './atlas-search.contract.js';
import * as atlasSupporter from './atlas-supporter.contract.js';
import * as bookmarks from './bookmarks.contract.js';
import * as conceptFinder from './concept-finder.contract.js';
import * as aiModel from './ai-model.contract.js';
import * as assistant from './assistant.contract.js';
import { ASSISTANT_STREAM_ROUTE, assistantQuestionForm } from './assistant.js';
import { recordId } from './ids.js';
import { z } from 'zod/mini';
import * as contact from './contact.contract.js';
import * as dashboard from './dashboard.contract.js';
import type { AnyEndpoint, RouteDescription } from './endpoint.js';
import { engineResultCallback, engineStatusCallback } from './engine-callbacks.js';
import * as executions from './executions.contract.js';
import * as files from './files.contract.js';
import { healthRoute, readinessRoute } from './health.js';
import * as irb from './irb.contract.js';
import { LIVE_EVENTS_PATH } from './live-events.js';
import * as master from './master.contract.js';
import * as network from './network.contract.js';
import * as orgs from './orgs.contract.js';
import * as projects from './projects.contract.js';
import * as resultRequests from './result-requests.contract.js';
import * as notifications from './notifications.contract.js';
import * as resources from './resources.contract.js';
import * as terms from './terms.contract.js';
import * as users from './users.contract.js';

const endpointsOf = (module: Record<string, AnyEndpoint>) => Object.values(module);

/** Every endpoint of the contract, for the server's registration check and the OpenAPI document. */
export const allEndpoints: readonly AnyEndpoint[] = [
  ...endpointsOf(account),
  ...endpointsOf(users),
  ...endpointsOf(terms),
  ...endpointsOf(announcements),
  ...endpointsOf(resources),
  ...endpointsOf(notifications),
  ...endpointsOf(dashboard),
  ...endpointsOf(contact),
  ...endpointsOf(files),
  ...endpointsOf(network),
  ...endpointsOf(master),
  ...endpointsOf(orgs),
  ...endpointsOf(projects),
  ...endpointsOf(analyses),
  ...endpointsOf(analysisAtlas),
  ...endpointsOf(irb),
  ...endpointsOf(executions),
  ...endpointsOf(resultRequests),
  ...endpointsOf(atlasSearch),
  ...endpointsOf(atlasSupporter),
  ...endpointsOf(bookmarks),
  ...endpointsOf(conceptFinder),
  ...endpointsOf(aiModel),
  ...endpointsOf(assistant),
];

const liveEvents: RouteDescription = {
  method: 'GET',
  path: LIVE_EVENTS_PATH,
  summary:
    'The signed-in page’s live stream (server-sent events): `execution` events for the projects the user is a member of, `change` events for what a decision or request changed for the user.',
  auth: 'session',
  reply: {
    mediaType: 'text/event-stream',
    description:
      'Events, each `event: <type>` with its JSON under `data:`, and a comment line now and then; open until the page closes',
  },
};

const assistantStream: RouteDescription = {
  method: 'POST',
  path: ASSISTANT_STREAM_ROUTE,
  summary:
    "Asks one of the caller's assistant conversations a question; the answer streams as it is written, from her hospital's model with tools the server runs with her rights. 400 (envelope) for an empty or too long question, 404 for another's conversation, 409 while the conversation's previous answer is still being written.",
  auth: 'session',
  params: z.object({ id: recordId }),
  body: { mediaType: 'application/json', schema: assistantQuestionForm },
  reply: {
    mediaType: 'text/event-stream',
    description:
      'Events `question`, `delta`, `tool`, `citation`, `done` or `error`, each with its JSON under `data:` (assistantStreamEvent); ends after `done` or `error`',
  },
};

const openApiDocument: RouteDescription = {
  method: 'GET',
  path: '/api/v1/openapi.json',
  summary: 'This document: every route of the API, built from the contract.',
  auth: 'public',
  reply: { mediaType: 'application/json', description: 'The OpenAPI 3.0 document' },
};

/** The routes the server registers outside the endpoints, for the OpenAPI document. */
export const describedRoutes: readonly RouteDescription[] = [
  liveEvents,
  assistantStream,
  engineStatusCallback,
  engineResultCallback,
  openApiDocument,
  healthRoute,
  readinessRoute,
];

// The engines' reports, for the call-back routes to read them by (they are not endpoints).
export { engineResultReport, engineStatusReport } from './engine-callbacks.js';
