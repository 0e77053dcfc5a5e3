import { chat, type ChatFailure, type ChatModel } from '../adapters/openai-compatible.js';
import { finderMessages as m } from './messages.ko.js';

// The model-assisted ranking (issue 30 item 4): the hospital's own model reads the search once to name
// the concepts meant in OMOP's English (each name then searched without a model, as a user's words are),
// and once more to order the candidates. Everything runs within one budget; a model that is slow, down
// or answers nonsense leaves the model-free ranking in place, and the page says why.

/** The whole model part of one search; the page's answer stays well within a second or three. */
export const MODEL_BUDGET_MS = 2_500;
const EXPANSION_SHARE = 0.45;
/** Candidates the model orders: a page's first screen. */
export const RERANK_POOL = 20;
const EXPANSIONS_MAX = 5;

export interface PoolConcept {
  conceptId: number;
  name: string;
  koreanName: string | null;
  domainId: string;
  conceptClassId: string;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; notice: string };

function noticeOf(failure: ChatFailure): string {
  if (failure.reason === 'TIMEOUT') return m.modelSlow(MODEL_BUDGET_MS / 1000);
  if (failure.reason === 'UNREACHABLE') return m.modelDown;
  return m.modelFailed;
}

function jsonOf(content: string | null): Record<string, unknown> | undefined {
  if (!content) return undefined;
  // Some local models wrap JSON in a code fence despite the response format.
  const text = content.replace(/^```(?:json)?\s*|\s*```$/g, '').trim();
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const EXPAND_PROMPT = `You help Korean clinical researchers find OMOP standard concepts.
The user typed a search in Korean, English or both (everyday words, abbreviations, typos, phrases).
Answer only JSON: {"terms": [...]} with at most ${EXPANSIONS_MAX} OMOP-style English concept names (SNOMED,
RxNorm, LOINC wording) for what the user most likely means, most likely first. No explanations.`;

const RERANK_PROMPT = `You rank OMOP concepts for a Korean clinical researcher's search.
Given the search and numbered candidate concepts, answer only JSON: {"ranking": [conceptId, ...]} listing
the candidate ids that match what the user means, best first; leave out the ones that do not match.`;

/** The English concept names the model reads the search as. */
export async function expandSearch(
  model: ChatModel,
  text: string,
  deadline: number,
): Promise<Outcome<string[]>> {
  const timeoutMs = Math.max(200, Math.round((deadline - Date.now()) * EXPANSION_SHARE));
  const reply = await chat(
    model,
    {
      messages: [
        { role: 'system', content: EXPAND_PROMPT },
        { role: 'user', content: text },
      ],
      responseFormat: 'json',
      temperature: 0,
      maxTokens: 200,
    },
    { timeoutMs },
  );
  if (!reply.ok) return { ok: false, notice: noticeOf(reply) };
  const terms = jsonOf(reply.message.content)?.terms;
  if (!Array.isArray(terms)) return { ok: false, notice: m.modelFailed };
  return {
    ok: true,
    value: terms
      .filter((term): term is string => typeof term === 'string' && term.trim() !== '')
      .map((term) => term.trim().slice(0, 200))
      .slice(0, EXPANSIONS_MAX),
  };
}

/** The candidates' ids in the model's order (only ids it was given; the rest keep the ranking's order). */
export async function rerankPool(
  model: ChatModel,
  text: string,
  pool: PoolConcept[],
  deadline: number,
): Promise<Outcome<number[]>> {
  const timeoutMs = deadline - Date.now();
  if (timeoutMs < 100) return { ok: false, notice: m.modelSlow(MODEL_BUDGET_MS / 1000) };
  const lines = pool.map(
    (concept) =>
      `${concept.conceptId}: ${concept.name}${concept.koreanName ? ` (${concept.koreanName})` : ''} [${concept.domainId}, ${concept.conceptClassId}]`,
  );
  const reply = await chat(
    model,
    {
      messages: [
        { role: 'system', content: RERANK_PROMPT },
        { role: 'user', content: `Search: ${text}\nCandidates:\n${lines.join('\n')}` },
      ],
      responseFormat: 'json',
      temperature: 0,
      maxTokens: 300,
    },
    { timeoutMs },
  );
  if (!reply.ok) return { ok: false, notice: noticeOf(reply) };
  const ranking = jsonOf(reply.message.content)?.ranking;
  if (!Array.isArray(ranking)) return { ok: false, notice: m.modelFailed };
  const given = new Set(pool.map((concept) => concept.conceptId));
  const ids = [...new Set(ranking.map(Number))].filter((id) => given.has(id));
  if (ids.length === 0) return { ok: false, notice: m.modelFailed };
  return { ok: true, value: ids };
}
