// Query keys, query options and mutations of the network calls.
export { networkKeys, networkMutations, networkQueries, selectNetworkCdm } from './network.queries.js';
