import type { FastifyInstance } from 'fastify';
import { orgAdminMessages as t, orgsApi } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { route } from '../http/route.js';
import { searchInviteCandidates } from '../services/master-organizations.js';
import { changeMembership, decideMembership, removeMembership } from '../services/memberships.js';
import {
  changeOrgAuth,
  listMemberPermissions,
  listOrgMembers,
  membershipHistory,
  modifyOrgProfile,
  orgAuth,
  orgDashboard,
  orgMember,
  orgProfile,
  setMemberPermission,
} from '../services/org-admin.js';

/** An organisation admin's calls (/orgadmin/{id}); the contract admits its ORG_ADMINs and platform admins. */
export function orgsRoutes(app: FastifyInstance, db: Database) {
  route(app, db, orgsApi.getOrgDashboard, async ({ params }) => ({
    content: await orgDashboard(db, params.id),
  }));
  route(app, db, orgsApi.listOrgMembers, async ({ params }) => ({
    content: await listOrgMembers(db, params.id),
  }));

  route(app, db, orgsApi.decideMembership, async ({ userId, params, body }) => {
    await decideMembership(db, userId, params.id, params.userId, body.decision);
    return {
      content: await orgMember(db, params.id, params.userId),
      message: body.decision === 'APPROVE' ? t.approved : t.rejected,
    };
  });
  route(app, db, orgsApi.changeMemberPriv, async ({ userId, params, body }) => {
    await changeMembership(db, userId, params.id, params.userId, body.priv, { allowNew: false });
    return { content: await orgMember(db, params.id, params.userId), message: t.changed };
  });
  route(app, db, orgsApi.removeMember, async ({ userId, params }) => {
    await removeMembership(db, userId, params.id, params.userId);
    return { content: null, message: t.deleted };
  });
  route(app, db, orgsApi.listMembershipHistory, async ({ params, body }) => ({
    content: await membershipHistory(db, params.id, body),
  }));

  route(app, db, orgsApi.getOrgAuth, async ({ params }) => ({ content: await orgAuth(db, params.id) }));
  route(app, db, orgsApi.setOrgConcept, async ({ userId, params, body }) => ({
    content: await changeOrgAuth(db, userId, params.id, { concept: body.concept }),
    message: t.modified,
  }));
  route(app, db, orgsApi.setOrgIrb, async ({ userId, params, body }) => ({
    content: await changeOrgAuth(db, userId, params.id, { irb: body.irb }),
    message: t.modified,
  }));
  route(app, db, orgsApi.setOrgEvd, async ({ userId, params, body }) => ({
    content: await changeOrgAuth(db, userId, params.id, { evd: body.evd }),
    message: t.modified,
  }));

  route(app, db, orgsApi.setOrgDisclosure, async ({ userId, params, body }) => ({
    content: await changeOrgAuth(db, userId, params.id, { disclosure: body }),
    message: t.modified,
  }));

  route(app, db, orgsApi.listMemberPermissions, async ({ params }) => ({
    content: await listMemberPermissions(db, params.id),
  }));
  route(app, db, orgsApi.setMemberPermission, async ({ userId, params, body }) => ({
    content: await setMemberPermission(db, userId, params.id, params.userId, body.level),
    message: t.changed,
  }));

  route(app, db, orgsApi.getOrgProfile, async ({ params }) => ({ content: await orgProfile(db, params.id) }));
  route(app, db, orgsApi.modifyOrgProfile, async ({ userId, params, body }) => ({
    content: await modifyOrgProfile(db, userId, params.id, body),
    message: t.modified,
  }));

  // 회원 추가: the same search and the same membership change as the master's member tab, for this organisation.
  route(app, db, orgsApi.searchOrgInviteCandidates, async ({ params, query }) => ({
    content: await searchInviteCandidates(db, params.id, query.keyword),
  }));
  route(app, db, orgsApi.addOrgMemberDirectly, async ({ userId, params, body }) => {
    await changeMembership(db, userId, params.id, body.userId, body.priv, { allowNew: true });
    return { content: await orgMember(db, params.id, body.userId), message: t.registered };
  });
}
