import { z } from 'zod/mini';
import { aiModelMessages as m } from './ai-model.ko.js';
import { isoTimestamp } from './content.js';

// An organisation's AI model for EVIX-AI (issue 30): any OpenAI-compatible endpoint (a hospital's own
// vLLM or Ollama, so that nothing leaves its network). A master sets it in the organisation's service
// settings; the key is sealed at rest and never returned. A user's EVIX-AI uses the model of her
// employing organisation, else of the first organisation she belongs to that has one.

export const AI_MODEL_URL_MAX = 500;
export const AI_MODEL_NAME_MAX = 200;
export const AI_MODEL_KEY_MAX = 500;

/** What a master sees of the setting: never the key, only whether one is kept. */
export const aiModelSettings = z.object({
  url: z.string(),
  model: z.string(),
  hasKey: z.boolean(),
  updatedAt: isoTimestamp,
  updatedByName: z.nullable(z.string()),
});
export type AiModelSettings = z.infer<typeof aiModelSettings>;

/** `key`: left out keeps the kept key, null removes it, text replaces it. */
export const aiModelForm = z.object({
  url: z.pipe(
    z.string({ error: m.urlInvalid }).check(z.trim()),
    z
      .string()
      .check(
        z.maxLength(AI_MODEL_URL_MAX, { error: m.urlTooLong(AI_MODEL_URL_MAX) }),
        z.regex(/^https?:\/\/[^\s/]+/i, { error: m.urlInvalid }),
      ),
  ),
  model: z.pipe(
    z.string({ error: m.modelRequired }).check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, { error: m.modelRequired }),
        z.maxLength(AI_MODEL_NAME_MAX, { error: m.modelTooLong(AI_MODEL_NAME_MAX) }),
      ),
  ),
  key: z.optional(
    z.nullable(z.string().check(z.maxLength(AI_MODEL_KEY_MAX, { error: m.keyTooLong(AI_MODEL_KEY_MAX) }))),
  ),
});
export type AiModelForm = z.input<typeof aiModelForm>;

/** A check of the model as the platform reaches it: a one-word question within the finder's time. */
export const aiModelCheck = z.object({ ok: z.boolean(), message: z.string(), ms: z.int() });
export type AiModelCheck = z.infer<typeof aiModelCheck>;

/** The caller's EVIX-AI model as the pages need it: whether there is one and whose (no address, no key). */
export const myAiModel = z.object({
  configured: z.boolean(),
  orgId: z.nullable(z.int()),
  orgName: z.nullable(z.string()),
  model: z.nullable(z.string()),
});
export type MyAiModel = z.infer<typeof myAiModel>;
