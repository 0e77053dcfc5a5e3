// Query keys, query options and mutations of the contact calls.
export { contactKeys, contactMutations, contactQueries } from './contact.queries.js';
