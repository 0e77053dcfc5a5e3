// The design generator (designs/) turns a stored ATLAS design document into the SQL package an engine
// runs; execution dispatch and the ATLAS import's "runs as SQL" flag ask it through here.
export { designToSql } from '../designs/design-to-sql.js';
