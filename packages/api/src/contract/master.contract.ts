import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import { inviteSearchQuery } from './invite-search.js';
import { recordId, recordIdParams } from './ids.js';
import {
  addOrganizationMember,
  analysisEngine,
  atlasEntry,
  atlasForm,
  cdmEntry,
  cdmForm,
  changeOrganizationMember,
  connectionCheck,
  engineForm,
  inviteCandidate,
  masterMember,
  masterOrganization,
  masterPrivChange,
  masterRolesChange,
  organizationDeletionImpact,
  organizationForm,
  organizationMember,
  organizationSettings,
  organizationSwitches,
} from './master.js';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from './profile.js';

// Platform admins only (spec §7 "Master members" and "Master orgs"): every call is MASTER's.
const roles = ['MASTER'] as const;

const orgParams = z.object({ id: recordId });
const engineParams = z.object({ id: recordId, engineId: recordId });
const atlasParams = z.object({ id: recordId, atlasId: recordId });
const cdmParams = z.object({ id: recordId, cdmId: recordId });
const memberParams = z.object({ id: recordId, userId: recordId });

// ── Members ───────────────────────────────────────────────────────────────────────────────────────

export const listMasterMembers = endpoint({
  roles,
  method: 'GET',
  path: '/api/v1/master/members',
  summary: 'Every user with their privilege and research roles.',
  content: z.array(masterMember),
});

export const changeMasterPriv = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/members/:id',
  summary: "Change a user's privilege; the last MASTER keeps theirs.",
  params: recordIdParams,
  body: masterPrivChange,
  content: masterMember,
});

export const changeMasterRoles = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/members/:id/roles',
  summary: "Replace a user's research roles (ML, FL, ATLAS_SUPPORTER, ADVANCED_ANALYSIS).",
  params: recordIdParams,
  body: masterRolesChange,
  content: masterMember,
});

// ── Organisations ─────────────────────────────────────────────────────────────────────────────────

export const listMasterOrganizations = endpoint({
  roles,
  method: 'GET',
  path: '/api/v1/master/orgs',
  summary: 'Every organisation with its settings, member and CDM counts.',
  content: z.array(masterOrganization),
});

export const createOrganization = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs',
  summary: 'Register an organisation.',
  body: organizationForm,
  content: masterOrganization,
});

export const uploadOrganizationLogo = endpoint({
  roles,
  upload: {
    field: 'files',
    maxFiles: 1,
    maxBytesPerFile: PROFILE_PHOTO_MAX_BYTES,
    types: PROFILE_PHOTO_TYPES,
  },
  method: 'POST',
  path: '/api/v1/master/orgs/logo',
  summary:
    "Upload a logo (one PNG, JPEG or WebP of at most 2 MB under `files`); its id goes in the organisation's form.",
  body: z.optional(z.object({})),
  content: z.object({ id: z.int() }),
});

export const getOrganizationSettings = endpoint({
  roles,
  method: 'GET',
  path: '/api/v1/master/orgs/:id',
  summary:
    "An organisation's service settings: engines, ATLAS WebAPIs, CDM databases and the three switches.",
  params: orgParams,
  content: organizationSettings,
});

export const getOrganizationForm = endpoint({
  roles,
  method: 'GET',
  path: '/api/v1/master/orgs/:id/modify',
  summary: 'An organisation as its modify form shows it.',
  params: orgParams,
  content: masterOrganization,
});

export const modifyOrganization = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/orgs/:id/modify',
  summary: 'Modify an organisation.',
  params: orgParams,
  body: organizationForm,
  content: masterOrganization,
});

export const getOrganizationDeletionImpact = endpoint({
  roles,
  method: 'GET',
  path: '/api/v1/master/orgs/:id/deletion-impact',
  summary:
    "What deleting an organisation would remove and keep (members, engines, CDMs, projects, runs) and the server's reason to refuse it now, if any.",
  params: orgParams,
  content: organizationDeletionImpact,
});

export const deleteOrganization = endpoint({
  roles,
  method: 'DELETE',
  path: '/api/v1/master/orgs/:id',
  summary:
    'Delete an organisation that has no members and no execution waiting or running; its engines, ATLAS WebAPIs, CDMs and IRB requests go with it, finished executions keep their record.',
  params: orgParams,
  content: z.null(),
});

// ── Switches (spec §7: dbBlock, coceptId [sic], cleanup) ───────────────────────────────────────────

export const setDbBlock = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/orgs/:id/dbBlock',
  summary: "Block (or allow) every new execution on the organisation's CDMs; running ones finish.",
  params: orgParams,
  body: z.object({ blockingDBAccess: z.boolean() }),
  content: organizationSwitches,
});

export const setConceptId = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/orgs/:id/coceptId',
  summary:
    "Let members use the concept viewer on the organisation's CDMs (the path keeps the spec's spelling).",
  params: orgParams,
  body: z.object({ onConceptId: z.boolean() }),
  content: organizationSwitches,
});

export const setCleanup = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/orgs/cleanup',
  summary: 'Delete result files of finished executions after the retention period (a scheduled job).',
  body: z.object({ orgId: recordId, cleanup: z.boolean() }),
  content: organizationSwitches,
});

// ── Engines, ATLAS WebAPIs, CDM databases ─────────────────────────────────────────────────────────

export const createEngine = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/engine',
  summary: 'Register an analysis engine; its address is checked (`GET /api/v1/metrics`) before it is saved.',
  params: orgParams,
  body: engineForm,
  content: analysisEngine,
});

export const modifyEngine = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/orgs/:id/engine/:engineId',
  summary: 'Modify an analysis engine, checked again.',
  params: engineParams,
  body: engineForm,
  content: analysisEngine,
});

export const deleteEngine = endpoint({
  roles,
  method: 'DELETE',
  path: '/api/v1/master/orgs/:id/engine/:engineId',
  summary: 'Delete an analysis engine that no ATLAS or CDM uses.',
  params: engineParams,
  content: z.null(),
});

export const checkEngine = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/engine/:engineId/check',
  summary: 'Check an engine now; its online status is stored.',
  params: engineParams,
  content: z.extend(connectionCheck, { engine: analysisEngine }),
});

export const createAtlas = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/atlas',
  summary: 'Register an ATLAS WebAPI; `GET /info` is asked for its version before it is saved.',
  params: orgParams,
  body: atlasForm,
  content: atlasEntry,
});

export const modifyAtlas = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/orgs/:id/atlas/:atlasId',
  summary: 'Modify an ATLAS WebAPI, checked again.',
  params: atlasParams,
  body: atlasForm,
  content: atlasEntry,
});

export const deleteAtlas = endpoint({
  roles,
  method: 'DELETE',
  path: '/api/v1/master/orgs/:id/atlas/:atlasId',
  summary: 'Delete an ATLAS WebAPI.',
  params: atlasParams,
  content: z.null(),
});

export const checkAtlas = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/atlas/:atlasId/check',
  summary: 'Check an ATLAS WebAPI now; its version is stored.',
  params: atlasParams,
  content: z.extend(connectionCheck, { atlas: atlasEntry }),
});

export const createCdm = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/cdm',
  summary:
    'Register a CDM database; the connection is checked and its figures (persons, period, versions) are read from it before it is saved.',
  params: orgParams,
  body: cdmForm,
  content: cdmEntry,
});

export const modifyCdm = endpoint({
  roles,
  method: 'PUT',
  path: '/api/v1/master/orgs/:id/cdm/:cdmId',
  summary: 'Modify a CDM database, checked again; an empty password keeps the stored one.',
  params: cdmParams,
  body: cdmForm,
  content: cdmEntry,
});

export const deleteCdm = endpoint({
  roles,
  method: 'DELETE',
  path: '/api/v1/master/orgs/:id/cdm/:cdmId',
  summary: 'Delete a CDM database.',
  params: cdmParams,
  content: z.null(),
});

export const checkCdm = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/cdm/:cdmId/check',
  summary: 'Check a CDM now; its figures are read again and stored.',
  params: cdmParams,
  content: z.extend(connectionCheck, { cdm: cdmEntry }),
});

export const restartAtlas = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/restartAtlas/:isDqm',
  summary:
    "Ask the organisation's engine host to restart ATLAS (`isDqm` false) or its data-quality dashboard (true); a clear error when it cannot.",
  params: z.object({
    id: recordId,
    isDqm: z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
  }),
  content: z.null(),
});

// ── Members of one organisation (the member tab) ──────────────────────────────────────────────────

export const listOrganizationUsers = endpoint({
  roles,
  method: 'GET',
  path: '/api/v1/master/orgs/:id/users',
  summary: "The organisation's researchers with their organisation privilege.",
  params: orgParams,
  content: z.array(organizationMember),
});

export const addOrganizationUser = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/users',
  summary: 'Add a user to the organisation with a privilege (기관 연구원 등록).',
  params: orgParams,
  body: addOrganizationMember,
  content: organizationMember,
});

export const changeOrganizationUser = endpoint({
  roles,
  method: 'POST',
  path: '/api/v1/master/orgs/:id/users/:userId',
  summary: "Change a member's organisation privilege; the last ORG_ADMIN keeps theirs.",
  params: memberParams,
  body: changeOrganizationMember,
  content: organizationMember,
});

export const searchInviteCandidates = endpoint({
  roles,
  method: 'GET',
  path: '/api/v1/master/orgs/:id/users/invite-search',
  summary: 'Users not yet in the organisation whose name or email contains the keyword (at most 20).',
  params: orgParams,
  query: inviteSearchQuery,
  content: z.array(inviteCandidate),
});
