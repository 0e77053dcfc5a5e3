import { z } from 'zod/mini';
import { endpoint } from './endpoint.js';
import { recordIdSaying } from './ids.js';
import {
  accessibleCdmEngine,
  atlasCopyDownloads,
  atlasCopyForm,
  atlasCopyGroup,
  atlasCopyKind,
  atlasGroupResource,
} from './atlas-supporter.js';
import { atlasSupporterMessages as t } from './atlas-supporter.ko.js';

// Spec §7 "Atlas-supporter", for users whose research roles include ATLAS_SUPPORTER (anyone else is
// refused with 403 before the input, saying who grants the role), on the ATLASes of the organisations
// they may research on (services/network.ts). A supporter sees their own groups; a platform admin
// holding the role sees everyone's. Item moves reach the creator's open pages as the `atlas-copies`
// change (live-changes.ts).

const base = '/api/v1/atlas-supporter' as const;

export const listAccessibleCdms = endpoint({
  method: 'GET',
  path: `${base}/accessible-cdm`,
  summary:
    'The accessible tree (spec §3): engines of the caller’s organisations, each with its ATLASes and CDMs.',
  content: z.array(accessibleCdmEngine),
});

export const listGroupResources = endpoint({
  method: 'GET',
  path: `${base}/:atlasId/:kind`,
  summary:
    'The designs of one kind (COHORT, CHARACTERIZATION, INCIDENCE_RATE) on an accessible ATLAS, asked of its WebAPI live.',
  params: z.object({ atlasId: recordIdSaying(t.atlasInvalid), kind: atlasCopyKind }),
  content: z.array(atlasGroupResource),
});

export const listGroups = endpoint({
  method: 'GET',
  path: base,
  summary: 'The copy groups, newest first, each with its items’ states and counts per state.',
  content: z.array(atlasCopyGroup),
});

export const createGroup = endpoint({
  method: 'POST',
  path: `${base}/:sourceAtlasId`,
  summary:
    'Copy designs of the source ATLAS to target ATLASes: one item per design and target, all WAITING; the job starts at once.',
  params: z.object({ sourceAtlasId: recordIdSaying(t.atlasInvalid) }),
  body: atlasCopyForm,
  content: atlasCopyGroup,
});

export const cancelGroup = endpoint({
  method: 'POST',
  path: `${base}/cancel-groups/:groupId`,
  summary:
    'Cancel a group: waiting items end CANCELLED; a copying item is undone on its target, then CANCELLED. Finished items stay.',
  params: z.object({ groupId: recordIdSaying(t.groupInvalid) }),
  content: atlasCopyGroup,
});

export const cancelItem = endpoint({
  method: 'POST',
  path: `${base}/:itemId/cancel`,
  summary: 'Cancel one item of a group, as the group cancel does for each; the reply is its group.',
  params: z.object({ itemId: recordIdSaying(t.itemInvalid) }),
  content: atlasCopyGroup,
});

export const downloadGroup = endpoint({
  method: 'GET',
  path: `${base}/:resource/groups/:groupId`,
  summary:
    'A JSON file (attachment) of the group’s designs of one kind as exported from the source ATLAS (opened in a window).',
  params: z.object({
    resource: z.enum(atlasCopyDownloads, { error: t.downloadInvalid }),
    groupId: recordIdSaying(t.groupInvalid),
  }),
  content: z.unknown(),
  replyIsFile: true,
});
