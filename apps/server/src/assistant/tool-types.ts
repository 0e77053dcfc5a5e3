import type { AssistantCitation } from '@cdmnet/api/contract';
import type { ChatTool } from '../adapters/openai-compatible.js';
import type { Database } from '../db/database.js';

/** An object a tool read (or was refused), as the audit keeps it: `{type: 'project', id: 3}`. */
export interface AuditObject {
  type: string;
  id: number | string;
}

/** Who asks: every tool runs with this user's rights, through the services the app's own screens use. */
export interface ToolContext {
  db: Database;
  userId: number;
}

/**
 * What a tool call gives: `result` is the compact JSON the model reads; `objects` and `refused` go to the
 * audit; `summary` (Korean) to the reader; `citations` are the screens the result points to.
 */
export interface ToolOutcome {
  result: unknown;
  summary: string;
  objects: AuditObject[];
  citations: AssistantCitation[];
  refused: boolean;
}

export interface AssistantTool {
  definition: ChatTool;
  run(context: ToolContext, args: Record<string, unknown>): Promise<ToolOutcome>;
}

/** A refusal: the model reads only the reason, never a piece of the object refused. */
export const refusedOutcome = (
  reason: string,
  summary: string,
  objects: AuditObject[] = [],
): ToolOutcome => ({
  result: { refused: true, reason },
  summary,
  objects,
  citations: [],
  refused: true,
});

/** A positive whole number from the model's arguments (it may write `3` or `"3"`); undefined otherwise. */
export function idArgument(args: Record<string, unknown>, name: string): number | undefined {
  const value = args[name];
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The JSON Schema of a tool that takes nothing (the caller's own projects, the network's hospitals). */
export const NO_PARAMETERS = { type: 'object', properties: {}, additionalProperties: false } as const;
