import type { HttpHandler } from 'msw';
import {
  atlasCopyDownloadKind,
  atlasCopyStates,
  isTerminalAtlasCopyState,
  type AccessibleCdmEngine,
  type AtlasCopyGroup,
  type AtlasCopyKind,
} from '../contract/atlas-supporter.js';
import { atlasSupporterMessages as t } from '../contract/atlas-supporter.ko.js';
import { atlasDesignKindLabels } from '../contract/atlas-designs.ko.js';
import { ResultCode } from '../contract/codes.js';
import { fieldLabels } from '../contract/field-labels.ko.js';
import { atlasSupporterApi } from '../contract/index.js';
import type { UserInfo } from '../contract/user.js';
import { conflict, isActive, notFound, refused, settingsOf, userById } from './admin.fixtures.js';
import { mockFileFor } from './analyses.files.js';
import { atlasDesignsOf } from './analysis-atlas.fixtures.js';
import { atlasCopiesOf, type MockCopyGroup } from './atlas-supporter.fixtures.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mockFor, requireUser } from './session.js';

// The ATLAS supporter (spec §7 "Atlas-supporter"), answering as the server's service does: only for
// holders of the ATLAS_SUPPORTER research role; the ATLASes of the organisations they may research on
// (a platform admin too: no membership, no ATLAS); their own groups (a platform admin: everyone's). A new group's items wait:
// nothing copies by itself here, so a story shows the states it sets.

const forbidden = () => new MockFailure(403, ResultCode.FORBIDDEN, t.roleRequired);
const peerFailed = (message: string) => new MockFailure(422, ResultCode.PEER_FAILED, message);

export function atlasSupporterHandlers(db: MockDb): HttpHandler[] {
  const mock = mockFor(db);
  const mockFile = mockFileFor(db);
  const copies = atlasCopiesOf(db);
  const designs = atlasDesignsOf(db);

  const supporter = (): UserInfo => {
    const user = requireUser(db);
    if (!user.researchRole.includes('ATLAS_SUPPORTER')) throw forbidden();
    return user;
  };

  /**
   * The organisations the user may research on, as the server's services/network.ts decides: their
   * active memberships, and every RFZ organisation when one of those is in the RFZ network.
   */
  const researchable = (user: UserInfo): Set<number> => {
    const active = new Set(user.orgList.filter((m) => isActive(m.orgUserPrivilege)).map((m) => m.orgId));
    const inRfz = [...active].some((orgId) => settingsOf(db, orgId).rfzLevel !== '');
    return new Set(
      db.organizations
        .filter((org) => active.has(org.id) || (inRfz && settingsOf(db, org.id).rfzLevel !== ''))
        .map((org) => org.id),
    );
  };
  const mayUseOrg = (user: UserInfo, orgId: number) => researchable(user).has(orgId);

  /** Spec §3 tree: per engine of the user's organisations, by organisation name then engine. */
  const treeOf = (user: UserInfo): AccessibleCdmEngine[] => {
    const orgName = (orgId: number) => db.organizations.find((o) => o.id === orgId)?.name ?? '';
    return db.engines
      .filter((engine) => mayUseOrg(user, engine.orgId))
      .map((engine) => ({
        engineId: engine.id,
        engineName: engine.name,
        orgId: engine.orgId,
        orgName: orgName(engine.orgId),
        atlases: db.atlases
          .filter((a) => a.engineId === engine.id)
          .map((a) => ({ atlasId: a.id, atlasName: a.name, version: a.version })),
        cdms: db.cdms.filter((c) => c.engineId === engine.id).map((c) => ({ cdmId: c.id, cdmName: c.name })),
      }))
      .sort((a, b) => a.orgName.localeCompare(b.orgName, 'ko') || (a.engineId ?? 0) - (b.engineId ?? 0));
  };

  /** An ATLAS the user may use; any other is said the spec's way, as if it did not exist. */
  const atlasOf = (user: UserInfo, atlasId: number) => {
    const atlas = db.atlases.find((a) => a.id === atlasId);
    if (!atlas || !mayUseOrg(user, atlas.orgId)) throw notFound(t.atlasNotFound);
    return atlas;
  };

  const designsOn = (atlas: { id: number; name: string }, kind: AtlasCopyKind) => {
    const reason = designs.unreachable.get(atlas.id);
    if (reason !== undefined) throw peerFailed(t.sourceDown(atlas.name, reason));
    return (designs.designs.get(atlas.id) ?? []).filter((d) => d.kind === kind);
  };

  const groupOut = (group: MockCopyGroup): AtlasCopyGroup => {
    const counts = Object.fromEntries(atlasCopyStates.map((state) => [state, 0])) as AtlasCopyGroup['counts'];
    for (const row of group.items) counts[row.state] += 1;
    return {
      groupId: group.id,
      groupName: group.name,
      createdAt: group.createdAt,
      createdBy: {
        id: group.createdBy,
        name: group.createdBy === null ? '' : (userById(db, group.createdBy)?.name ?? ''),
      },
      sourceAtlas: { atlasId: group.sourceAtlasId, atlasName: group.sourceAtlasName },
      counts,
      active: group.items.some((row) => !isTerminalAtlasCopyState(row.state)),
      groupHistory: group.items.map((row) => ({
        id: row.id,
        resourceName: row.resourceName,
        kind: row.kind,
        sourceDesignId: row.sourceDesignId,
        targetAtlas: { atlasId: row.targetAtlasId, atlasName: row.targetAtlasName },
        state: row.state,
        message: row.message,
        updatedAt: row.updatedAt,
        targetDesignId: row.targetDesignId,
      })),
    };
  };

  const visibleGroups = (user: UserInfo) =>
    copies.groups.filter((g) => user.priv === 'MASTER' || g.createdBy === user.id);

  const groupOf = (user: UserInfo, groupId: number) => {
    const group = visibleGroups(user).find((g) => g.id === groupId);
    if (!group) throw notFound(t.groupNotFound);
    return group;
  };

  /** Waiting and copying items end CANCELLED (a copying one is undone first); the others stay. */
  const cancel = (group: MockCopyGroup, itemIds: ReadonlySet<number> | null) => {
    const now = new Date().toISOString();
    const open = group.items.filter(
      (row) => (itemIds === null || itemIds.has(row.id)) && !isTerminalAtlasCopyState(row.state),
    );
    if (open.length === 0) throw conflict(t.nothingToCancel);
    for (const row of open) {
      row.state = 'CANCELLED';
      row.message = t.cancelled;
      row.updatedAt = now;
    }
  };

  return [
    mock(atlasSupporterApi.listAccessibleCdms, () => ({ content: treeOf(supporter()) })),

    mock(atlasSupporterApi.listGroupResources, ({ params }) => {
      const atlas = atlasOf(supporter(), params.atlasId);
      return {
        content: designsOn(atlas, params.kind).map(({ id, name, description, modifiedAt }) => ({
          id,
          name,
          description,
          modifiedAt,
        })),
      };
    }),

    mock(atlasSupporterApi.listGroups, () => ({
      content: visibleGroups(supporter())
        .slice()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map(groupOut),
    })),

    mock(atlasSupporterApi.createGroup, ({ params, body }) => {
      const user = supporter();
      const source = atlasOf(user, params.sourceAtlasId);
      const keys = body.designs.map((d) => `${d.kind}:${d.id}`);
      if (new Set(keys).size !== keys.length) throw refused(t.designsRepeated);
      if (new Set(body.targetAtlasIds).size !== body.targetAtlasIds.length) throw refused(t.targetsRepeated);
      if (body.targetAtlasIds.includes(source.id)) throw refused(t.targetIsSource);
      const targets = body.targetAtlasIds.map((id) => {
        const target = db.atlases.find((a) => a.id === id);
        // A target out of reach is the field's problem, as the server says it.
        if (!target || !mayUseOrg(user, target.orgId)) {
          throw refused(`${fieldLabels.targetAtlasIds}: ${t.atlasNotFound}`);
        }
        return target;
      });
      const chosen = body.designs.map((wanted) => {
        const found = designsOn(source, wanted.kind).find((d) => d.id === wanted.id);
        if (!found) throw notFound(t.designMissing(atlasDesignKindLabels[wanted.kind], wanted.id));
        return found;
      });
      const now = new Date().toISOString();
      const group: MockCopyGroup = {
        id: copies.nextGroupId++,
        name: body.groupName.trim(),
        createdBy: user.id,
        createdAt: now,
        sourceAtlasId: source.id,
        sourceAtlasName: source.name,
        items: chosen.flatMap((design) =>
          targets.map((target) => ({
            id: copies.nextItemId++,
            kind: design.kind as AtlasCopyKind,
            sourceDesignId: design.id,
            resourceName: design.name,
            targetAtlasId: target.id,
            targetAtlasName: target.name,
            state: 'WAITING' as const,
            message: null,
            updatedAt: now,
            targetDesignId: null,
          })),
        ),
      };
      copies.groups.push(group);
      return { content: groupOut(group), message: t.started(group.items.length) };
    }),

    mock(atlasSupporterApi.cancelGroup, ({ params }) => {
      const group = groupOf(supporter(), params.groupId);
      cancel(group, null);
      return { content: groupOut(group), message: t.groupCancelled };
    }),

    mock(atlasSupporterApi.cancelItem, ({ params }) => {
      const user = supporter();
      const group = visibleGroups(user).find((g) => g.items.some((row) => row.id === params.itemId));
      if (!group) throw notFound(t.itemNotFound);
      cancel(group, new Set([params.itemId]));
      return { content: groupOut(group), message: t.itemCancelled };
    }),

    mockFile(atlasSupporterApi.downloadGroup, ({ params }) => {
      const group = groupOf(supporter(), params.groupId);
      const kind = atlasCopyDownloadKind[params.resource];
      const ids = [
        ...new Set(group.items.filter((row) => row.kind === kind).map((row) => row.sourceDesignId)),
      ];
      if (ids.length === 0) throw notFound(t.nothingToDownload);
      // As the server writes it: the group, then each design as the source exported it.
      const exported = ids.map((id) => {
        const design = (designs.designs.get(group.sourceAtlasId ?? 0) ?? []).find(
          (d) => d.kind === kind && d.id === id,
        );
        const name = group.items.find((row) => row.kind === kind && row.sourceDesignId === id)?.resourceName;
        return {
          kind,
          sourceAtlas: { atlasId: group.sourceAtlasId, atlasName: group.sourceAtlasName },
          id,
          name: design?.name ?? name ?? '',
          export: design ? { id, name: design.name, description: design.description, ...design.body } : null,
        };
      });
      const json = { groupId: group.id, groupName: group.name, designs: exported };
      return {
        name: `atlas-copy-${group.id}-${params.resource}.json`,
        type: 'application/json',
        bytes: new TextEncoder().encode(JSON.stringify(json, null, 2)),
      };
    }),
  ];
}
