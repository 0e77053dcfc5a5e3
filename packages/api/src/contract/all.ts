import * as account from './account.contract.js';
import type { AnyEndpoint } from './endpoint.js';
import * as terms from './terms.contract.js';
import * as users from './users.contract.js';

/** Every endpoint of the contract, for the server's registration check and the OpenAPI document. */
export const allEndpoints: readonly AnyEndpoint[] = [
  ...Object.values(account),
  ...Object.values(users),
  ...Object.values(terms),
];
