import type { QueryClient } from '@tanstack/react-query';
import { executionEvent, executionsKeys, invalidateForEvent, type ExecutionEvent } from '@cdmnet/api';

// What the live stream's events do (app/live-events.ts loads this on the first one): the contract's
// event schema and the executions' query keys come with it, not with every signed-in page.

/** An `execution` event's data, or null for anything the contract does not describe. */
export function parseExecutionEvent(data: unknown): ExecutionEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = executionEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Makes stale what the event touched: its execution, its analysis's list and the project's list. */
export async function onExecutionEvent(queryClient: QueryClient, data: unknown): Promise<void> {
  const event = parseExecutionEvent(data);
  if (event) await invalidateForEvent(queryClient, event);
}

// The key segment every executions list and page lives under, read from the factory.
const executionsSegment = executionsKeys.project(0).at(-1);

/** After a drop, moves made meanwhile were not heard: whatever shows executions asks again. */
export async function refreshExecutions(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(executionsSegment) });
}
