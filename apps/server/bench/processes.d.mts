// Types of processes.mjs for the TypeScript tests.

export function onCleanup(action: () => unknown): void;
/** Stops everything started, last first. */
export function cleanUp(): Promise<void>;
export function startNode(
  name: string,
  args: string[],
  options: { env?: Record<string, string>; ready: string; timeoutMs?: number },
): Promise<{ stop(): Promise<void>; pid: number; output(): string }>;
