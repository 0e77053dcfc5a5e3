import * as account from './account.contract.js';
import * as analyses from './analyses.contract.js';
import * as analysisAtlas from './analysis-atlas.contract.js';
import * as announcements from './announcements.contract.js';
import * as contact from './contact.contract.js';
import * as dashboard from './dashboard.contract.js';
import type { AnyEndpoint } from './endpoint.js';
import * as executions from './executions.contract.js';
import * as files from './files.contract.js';
import * as irb from './irb.contract.js';
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
];
