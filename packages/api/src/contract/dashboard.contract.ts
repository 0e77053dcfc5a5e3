import { dashboardOrganizations, fnetInfo } from './dashboard.js';
import { endpoint } from './endpoint.js';

export const getDashboardOrganizations = endpoint({
  method: 'GET',
  path: '/api/v1/dashboard/organizations',
  summary: "The dashboard counters and the user's organisations with their CDM figures.",
  content: dashboardOrganizations,
});

export const getFnetInfo = endpoint({
  method: 'GET',
  path: '/api/v1/dashboard/fnet-info',
  summary: 'The federated network at a glance: organisations, CDMs, patients, researchers, data period.',
  content: fnetInfo,
});
