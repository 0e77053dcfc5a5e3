import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  aiModelMessages as t,
  type AiModelCheck,
  type AiModelSettings,
  type MyAiModel,
  type aiModelForm,
} from '@cdmnet/api/contract';
import type { z } from 'zod/mini';
import { modelCallMessages } from '../adapters/messages.ko.js';
import { chat, type ChatModel } from '../adapters/openai-compatible.js';
import type { Database } from '../db/database.js';
import { orgAiModels, orgMembers, organizations, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { ACTIVE_PRIVILEGES } from '../policies/organizations.js';
import { recordAudit } from './audit.js';
import type { SecretBox } from './secrets.js';

// An organisation's AI model for EVIX-AI (issue 30): any OpenAI-compatible endpoint, set by a master in
// the organisation's service settings. The key is sealed like a CDM's password and never leaves the
// server: not in a reply, an audit row or a log; only as the Bearer header of the calls to the model.

type Reader = Pick<Database, 'select'>;
type AiModelInput = z.output<typeof aiModelForm>;

/** The finder's own wait for the model (it falls back to its model-free ranking after it). */
export const AI_MODEL_CHECK_TIMEOUT_MS = 3_000;

/** The organisation's model with its key opened, for the finder and the assistant. */
export interface OrgChatModel extends ChatModel {
  orgId: number;
  orgName: string;
}

async function requireOrganization(db: Reader, orgId: number) {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw AppError.notFound();
  return org;
}

async function settingsOf(db: Reader, orgId: number): Promise<AiModelSettings | null> {
  const [row] = await db
    .select({
      url: orgAiModels.url,
      model: orgAiModels.model,
      keySealed: orgAiModels.keySealed,
      updatedAt: orgAiModels.updatedAt,
      updatedByName: users.name,
    })
    .from(orgAiModels)
    .leftJoin(users, eq(users.id, orgAiModels.updatedBy))
    .where(eq(orgAiModels.orgId, orgId));
  if (!row) return null;
  return {
    url: row.url,
    model: row.model,
    hasKey: row.keySealed !== null,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

/** The master's view: address, model name and whether a key is kept; null when none is set. */
export async function getOrgAiModel(db: Reader, orgId: number): Promise<AiModelSettings | null> {
  await requireOrganization(db, orgId);
  return settingsOf(db, orgId);
}

/**
 * Sets the model. The key: left out (or typed empty, as the form sends an untouched field) keeps the
 * kept one, null removes it, text replaces it. The audit row says which, never the key.
 */
export async function saveOrgAiModel(
  db: Database,
  secrets: SecretBox,
  actorId: number,
  orgId: number,
  input: AiModelInput,
): Promise<AiModelSettings> {
  await requireOrganization(db, orgId);
  const key = input.key === undefined || input.key?.trim() === '' ? undefined : input.key;
  const keyChange = key === undefined ? 'kept' : key === null ? 'removed' : 'replaced';
  const values = {
    url: input.url,
    model: input.model,
    updatedBy: actorId,
    updatedAt: new Date(),
    ...(key !== undefined && { keySealed: key === null ? null : secrets.seal(key.trim()) }),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(orgAiModels)
      .values({ orgId, keySealed: null, ...values })
      .onConflictDoUpdate({ target: orgAiModels.orgId, set: values });
    await recordAudit(tx, {
      actorId,
      action: 'ai_model.saved',
      targetType: 'organization',
      targetId: orgId,
      detail: { url: input.url, model: input.model, key: keyChange },
    });
  });
  const saved = await settingsOf(db, orgId);
  if (!saved) throw AppError.notFound(); // the organisation was deleted meanwhile
  return saved;
}

export async function deleteOrgAiModel(db: Database, actorId: number, orgId: number): Promise<void> {
  await requireOrganization(db, orgId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(orgAiModels)
      .where(eq(orgAiModels.orgId, orgId))
      .returning({ model: orgAiModels.model });
    if (removed.length === 0) throw AppError.notFound(t.notConfigured);
    await recordAudit(tx, {
      actorId,
      action: 'ai_model.deleted',
      targetType: 'organization',
      targetId: orgId,
      detail: { model: removed[0]?.model ?? null },
    });
  });
}

/** The key opened, or undefined when it cannot be (the server's SECRET_KEY changed since it was sealed). */
function openKey(secrets: SecretBox, sealed: string | null): string | null | undefined {
  if (sealed === null) return null;
  try {
    return secrets.open(sealed);
  } catch {
    return undefined;
  }
}

/** 연결 확인: a one-word question within the finder's time; ok says whether the model answered. */
export async function checkOrgAiModel(
  db: Reader,
  secrets: SecretBox,
  orgId: number,
  timeoutMs = AI_MODEL_CHECK_TIMEOUT_MS,
): Promise<AiModelCheck> {
  await requireOrganization(db, orgId);
  const [row] = await db.select().from(orgAiModels).where(eq(orgAiModels.orgId, orgId));
  if (!row) throw AppError.conflict(t.notConfigured);
  const key = openKey(secrets, row.keySealed);
  if (key === undefined) return { ok: false, message: modelCallMessages.keyUnreadable, ms: 0 };
  const started = performance.now();
  const reply = await chat(
    { url: row.url, model: row.model, key },
    {
      messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
      temperature: 0,
      maxTokens: 16,
    },
    { timeoutMs },
  );
  const ms = Math.round(performance.now() - started);
  return reply.ok
    ? { ok: true, message: modelCallMessages.checkAnswered(reply.ms), ms: reply.ms }
    : { ok: false, message: reply.message, ms };
}

/**
 * The model that serves a user's EVIX-AI: her employing organisation's, else that of the first
 * organisation (by id) she is an active member of that has one; null when none does. A key that can
 * no longer be opened goes as none: the model then answers 401 and the message says to check the key.
 */
export async function modelFor(db: Reader, secrets: SecretBox, userId: number): Promise<OrgChatModel | null> {
  const columns = {
    orgId: orgAiModels.orgId,
    orgName: organizations.name,
    url: orgAiModels.url,
    model: orgAiModels.model,
    keySealed: orgAiModels.keySealed,
  };
  const [employer] = await db
    .select(columns)
    .from(users)
    .innerJoin(orgAiModels, eq(orgAiModels.orgId, users.orgEmployedId))
    .innerJoin(organizations, eq(organizations.id, orgAiModels.orgId))
    .where(eq(users.id, userId));
  const [row] = employer
    ? [employer]
    : await db
        .select(columns)
        .from(orgMembers)
        .innerJoin(orgAiModels, eq(orgAiModels.orgId, orgMembers.orgId))
        .innerJoin(organizations, eq(organizations.id, orgAiModels.orgId))
        .where(and(eq(orgMembers.userId, userId), inArray(orgMembers.privilege, [...ACTIVE_PRIVILEGES])))
        .orderBy(asc(orgAiModels.orgId))
        .limit(1);
  if (!row) return null;
  return {
    orgId: row.orgId,
    orgName: row.orgName,
    url: row.url,
    model: row.model,
    key: openKey(secrets, row.keySealed) ?? null,
  };
}

/** What the EVIX-AI pages are told: whether a model serves the caller and whose; no address or key. */
export async function myAiModel(db: Reader, secrets: SecretBox, userId: number): Promise<MyAiModel> {
  const model = await modelFor(db, secrets, userId);
  return model
    ? { configured: true, orgId: model.orgId, orgName: model.orgName, model: model.model }
    : { configured: false, orgId: null, orgName: null, model: null };
}
