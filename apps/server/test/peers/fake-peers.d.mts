// Types of fake-peers.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface FakePeer {
  /** `http://127.0.0.1:{port}` */
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startFakeEngine(options?: {
  restart?: boolean;
  busy?: number;
}): Promise<FakePeer & { restarts: ('atlas' | 'dqd')[] }>;
export function startFakeWebApi(options?: { version?: string }): Promise<FakePeer>;
export function startFakeHttp(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<FakePeer>;
export function startSilentTcp(): Promise<FakePeer>;
