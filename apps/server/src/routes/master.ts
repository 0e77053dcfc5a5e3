import type { FastifyInstance } from 'fastify';
import { masterApi, masterMessages as t } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route, routeUpload } from '../http/route.js';
import { changeMasterPriv, changeMasterRoles, listMasterMembers } from '../services/master-members.js';
import {
  createOrganization,
  deleteOrganization,
  getMasterOrganization,
  listMasterOrganizations,
  listOrganizationUsers,
  modifyOrganization,
  organizationDeletionImpact,
  organizationUser,
  searchInviteCandidates,
  setSwitch,
  storeOrganizationLogo,
} from '../services/master-organizations.js';
import { changeMembership } from '../services/memberships.js';
import * as settings from '../services/service-settings.js';
import type { RouteDependencies } from './dependencies.js';

/** The platform admin's calls (spec §7 "Master members", "Master orgs"); the contract admits MASTER only. */
export function masterRoutes(app: FastifyInstance, db: Database, { secrets }: RouteDependencies) {
  route(app, db, masterApi.listMasterMembers, async () => ({ content: await listMasterMembers(db) }));
  route(app, db, masterApi.changeMasterPriv, async ({ userId, params, body }) => ({
    content: await changeMasterPriv(db, userId, params.id, body.priv),
    message: t.privChanged,
  }));
  route(app, db, masterApi.changeMasterRoles, async ({ userId, params, body }) => ({
    content: await changeMasterRoles(db, userId, params.id, body.roles),
    message: t.rolesChanged,
  }));

  route(app, db, masterApi.listMasterOrganizations, async () => ({
    content: await listMasterOrganizations(db),
  }));
  route(app, db, masterApi.createOrganization, async ({ userId, body }) => ({
    content: await createOrganization(db, userId, body),
    message: t.registered,
  }));
  routeUpload(app, db, masterApi.uploadOrganizationLogo, async ({ userId, files }) => ({
    content: await storeOrganizationLogo(db, userId, files),
  }));
  route(app, db, masterApi.getOrganizationSettings, async ({ params }) => ({
    content: await settings.organizationSettings(db, params.id),
  }));
  route(app, db, masterApi.getOrganizationForm, async ({ params }) => ({
    content: await getMasterOrganization(db, params.id),
  }));
  route(app, db, masterApi.modifyOrganization, async ({ userId, params, body }) => ({
    content: await modifyOrganization(db, userId, params.id, body),
    message: t.modified,
  }));
  route(app, db, masterApi.getOrganizationDeletionImpact, async ({ params }) => ({
    content: await organizationDeletionImpact(db, params.id),
  }));
  route(app, db, masterApi.deleteOrganization, async ({ userId, params }) => {
    await deleteOrganization(db, userId, params.id);
    return { content: null, message: t.deleted };
  });

  route(app, db, masterApi.setDbBlock, async ({ userId, params, body }) => ({
    content: await setSwitch(db, userId, params.id, 'blockingDBAccess', body.blockingDBAccess),
    message: t.modified,
  }));
  route(app, db, masterApi.setConceptId, async ({ userId, params, body }) => ({
    content: await setSwitch(db, userId, params.id, 'onConceptId', body.onConceptId),
    message: t.modified,
  }));
  route(app, db, masterApi.setCleanup, async ({ userId, body }) => ({
    content: await setSwitch(db, userId, body.orgId, 'cleanup', body.cleanup),
    message: t.modified,
  }));

  route(app, db, masterApi.createEngine, async ({ userId, params, body }) => ({
    content: await settings.saveEngine(db, userId, params.id, null, body),
    message: t.registered,
  }));
  route(app, db, masterApi.modifyEngine, async ({ userId, params, body }) => ({
    content: await settings.saveEngine(db, userId, params.id, params.engineId, body),
    message: t.modified,
  }));
  route(app, db, masterApi.deleteEngine, async ({ userId, params }) => {
    await settings.deleteEngine(db, userId, params.id, params.engineId);
    return { content: null, message: t.deleted };
  });
  route(app, db, masterApi.checkEngine, async ({ params }) => {
    const content = await settings.checkEngineNow(db, params.id, params.engineId);
    return { content, message: content.message };
  });

  route(app, db, masterApi.createAtlas, async ({ userId, params, body }) => ({
    content: await settings.saveAtlas(db, userId, params.id, null, body),
    message: t.registered,
  }));
  route(app, db, masterApi.modifyAtlas, async ({ userId, params, body }) => ({
    content: await settings.saveAtlas(db, userId, params.id, params.atlasId, body),
    message: t.modified,
  }));
  route(app, db, masterApi.deleteAtlas, async ({ userId, params }) => {
    await settings.deleteAtlas(db, userId, params.id, params.atlasId);
    return { content: null, message: t.deleted };
  });
  route(app, db, masterApi.checkAtlas, async ({ params }) => {
    const content = await settings.checkAtlasNow(db, params.id, params.atlasId);
    return { content, message: content.message };
  });

  route(app, db, masterApi.createCdm, async ({ userId, params, body }) => ({
    content: await settings.saveCdm(db, secrets, userId, params.id, null, body),
    message: t.registered,
  }));
  route(app, db, masterApi.modifyCdm, async ({ userId, params, body }) => ({
    content: await settings.saveCdm(db, secrets, userId, params.id, params.cdmId, body),
    message: t.modified,
  }));
  route(app, db, masterApi.deleteCdm, async ({ userId, params }) => {
    await settings.deleteCdm(db, userId, params.id, params.cdmId);
    return { content: null, message: t.deleted };
  });
  route(app, db, masterApi.checkCdm, async ({ params }) => {
    const content = await settings.checkCdmNow(db, secrets, params.id, params.cdmId);
    return { content, message: content.message };
  });

  route(app, db, masterApi.restartAtlas, async ({ userId, params }) => {
    await settings.restartAtlas(db, userId, params.id, params.isDqm);
    return { content: null, message: t.restartRequested(params.isDqm ? 'dqd' : 'atlas') };
  });

  route(app, db, masterApi.listOrganizationUsers, async ({ params }) => ({
    content: await listOrganizationUsers(db, params.id),
  }));
  route(app, db, masterApi.addOrganizationUser, async ({ userId, params, body }) => {
    await changeMembership(db, userId, params.id, body.userId, body.priv, { allowNew: true });
    return { content: await organizationUser(db, params.id, body.userId), message: t.registered };
  });
  route(app, db, masterApi.changeOrganizationUser, async ({ userId, params, body }) => {
    await changeMembership(db, userId, params.id, params.userId, body.priv, { allowNew: false });
    return { content: await organizationUser(db, params.id, params.userId), message: t.privChanged };
  });
  route(app, db, masterApi.searchInviteCandidates, async ({ params, query }) => ({
    content: await searchInviteCandidates(db, params.id, query.keyword),
  }));
}
