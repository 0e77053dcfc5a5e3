export { dashboardKeys, dashboardQueries } from './dashboard.queries.js';
