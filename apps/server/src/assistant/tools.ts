import type { ChatTool, ToolCall } from '../adapters/openai-compatible.js';
import { AppError } from '../http/app-error.js';
import { findConceptsTool, listHospitalsTool } from './catalogue-tools.js';
import { refusals, toolLabels, toolSummaries as s } from './messages.ko.js';
import { listAnalysesTool, listExecutionsTool, listProjectsTool } from './project-tools.js';
import { getResultsTool } from './result-tool.js';
import {
  idArgument,
  refusedOutcome,
  type AssistantTool,
  type AuditObject,
  type ToolContext,
  type ToolOutcome,
} from './tool-types.js';

// The assistant's tools: what the model may ask for, each answered with the caller's rights.

const tools: readonly AssistantTool[] = [
  listProjectsTool,
  listAnalysesTool,
  listExecutionsTool,
  getResultsTool,
  findConceptsTool,
  listHospitalsTool,
];
const byName = new Map(tools.map((tool) => [tool.definition.name, tool]));

export const assistantTools: readonly ChatTool[] = tools.map((tool) => tool.definition);

/** The model's arguments as an object; null when they are not a JSON object. */
function argumentsOf(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The objects a call named, for the audit of a call a service refused. */
const namedObjects = (args: Record<string, unknown>): AuditObject[] =>
  (['project', 'analysis', 'execution'] as const).flatMap((type) => {
    const id = idArgument(args, `${type}Id`);
    return id === undefined ? [] : [{ type, id }];
  });

/**
 * Runs one call the model asked for. A service's own refusal (an analysis of another project: its 404,
 * a permission its 403) is the tool's refusal, said in the service's Korean; anything else is thrown.
 */
export async function runTool(context: ToolContext, call: ToolCall): Promise<ToolOutcome & { name: string }> {
  const tool = byName.get(call.name);
  if (!tool) return { name: call.name, ...refusedOutcome(refusals.unknownTool, s.invalid(call.name)) };
  const label = toolLabels[call.name] ?? call.name;
  const args = argumentsOf(call.arguments);
  if (args === null) return { name: call.name, ...refusedOutcome(refusals.badArguments, s.invalid(label)) };
  try {
    return { name: call.name, ...(await tool.run(context, args)) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      return { name: call.name, ...refusedOutcome(error.message, s.refused(label), namedObjects(args)) };
    throw error;
  }
}
