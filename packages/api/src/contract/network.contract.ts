import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import {
  accessibleAtlas,
  accessibleCdm,
  membershipRequest,
  membershipRequestResult,
  networkOrganization,
  networkUser,
} from './network.js';

export const listNetworkOrganizations = endpoint({
  method: 'GET',
  path: '/api/v1/network/orgs',
  summary:
    'The network table: every organisation with its CDMs and figures and the caller’s membership; organisations hidden from outsiders only for their members.',
  content: z.array(networkOrganization),
});

export const listNetworkUsers = endpoint({
  method: 'GET',
  path: '/api/v1/network/users',
  summary: 'The researcher directory: every verified user with their organisation, expert area and division.',
  content: z.array(networkUser),
});

export const requestMembership = endpoint({
  method: 'POST',
  path: '/api/v1/orgs/member',
  summary:
    'Ask to join an organisation (기관/파트너 연구원 신청): PENDING for its admins to decide, or admitted at once where it auto-registers the caller’s verified email domain.',
  body: membershipRequest,
  content: membershipRequestResult,
});

export const listCdms = endpoint({
  method: 'GET',
  path: '/api/v1/cdms',
  summary:
    "The CDM databases the caller may run research on: their organisations', and every RFZ organisation's when they belong to one in RFZ.",
  content: z.array(accessibleCdm),
});

export const listAtlases = endpoint({
  method: 'GET',
  path: '/api/v1/atlas',
  summary: 'The ATLAS instances the caller may design in, by the same rule as the CDMs.',
  content: z.array(accessibleAtlas),
});
