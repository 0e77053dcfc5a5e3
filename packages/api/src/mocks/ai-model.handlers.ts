import type { HttpHandler } from 'msw';
import { aiModelMessages as t } from '../contract/ai-model.ko.js';
import { aiModelApi } from '../contract/index.js';
import { masterMessages } from '../contract/master.ko.js';
import { conflict, findOrg, isActive, notFound } from './admin.fixtures.js';
import { aiModelReply, aiModelsOf, mockAiModelCheck } from './ai-model.fixtures.js';
import type { MockDb } from './db.js';
import { mockFor, requireUser } from './session.js';

export { aiModelsOf, setMockAiModel, type MockAiModel } from './ai-model.fixtures.js';

/**
 * An organisation's AI model (issue 30), answering as the server's routes/ai-models.ts: the master's
 * four calls (403 to anyone else before the input, 404 for a missing organisation; the key kept, never
 * returned) and every user's `/evix-ai/model`.
 */
export function aiModelHandlers(db: MockDb): HttpHandler[] {
  const mock = mockFor(db);
  // The contract leaves these to the route (its `admit`): masters only.
  const masterOnly = {
    mayCall: () => db.users.find((u) => u.id === db.sessionUserId)?.priv === 'MASTER',
  };
  const models = () => aiModelsOf(db);

  return [
    mock(
      aiModelApi.getOrgAiModel,
      ({ params }) => {
        findOrg(db, params.id);
        const row = models().get(params.id);
        return { content: row ? aiModelReply(db, row) : null };
      },
      masterOnly,
    ),
    mock(
      aiModelApi.saveOrgAiModel,
      ({ params, body }) => {
        findOrg(db, params.id);
        const user = requireUser(db);
        const kept = models().get(params.id);
        // Left out or empty keeps the kept key; null removes it; text replaces it.
        const key =
          body.key === undefined || body.key?.trim() === ''
            ? (kept?.key ?? null)
            : body.key === null
              ? null
              : body.key.trim();
        const row = {
          url: body.url,
          model: body.model,
          key,
          updatedAt: new Date().toISOString(),
          updatedBy: user.id,
        };
        models().set(params.id, row);
        return { content: aiModelReply(db, row), message: masterMessages.modified };
      },
      masterOnly,
    ),
    mock(
      aiModelApi.deleteOrgAiModel,
      ({ params }) => {
        findOrg(db, params.id);
        if (!models().delete(params.id)) throw notFound(t.notConfigured);
        return { content: null, message: masterMessages.deleted };
      },
      masterOnly,
    ),
    mock(
      aiModelApi.checkOrgAiModel,
      ({ params }) => {
        findOrg(db, params.id);
        const row = models().get(params.id);
        if (!row) throw conflict(t.notConfigured);
        return { content: mockAiModelCheck(row) };
      },
      masterOnly,
    ),
    mock(aiModelApi.getMyAiModel, () => {
      const user = requireUser(db);
      // Her employer's model, else the first (by id) of her active organisations' that has one.
      const candidates = [
        ...(user.orgEmployedId === null ? [] : [user.orgEmployedId]),
        ...user.orgList
          .filter((entry) => isActive(entry.orgUserPrivilege))
          .map((entry) => entry.orgId)
          .sort((a, b) => a - b),
      ];
      const orgId = candidates.find((id) => models().has(id));
      const row = orgId === undefined ? undefined : models().get(orgId);
      if (orgId === undefined || !row) {
        return { content: { configured: false, orgId: null, orgName: null, model: null } };
      }
      const orgName = db.organizations.find((o) => o.id === orgId)?.name ?? null;
      return { content: { configured: true, orgId, orgName, model: row.model } };
    }),
  ];
}
