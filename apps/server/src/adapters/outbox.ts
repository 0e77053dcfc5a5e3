import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

/**
 * Where mail and SMS go when no real gateway is configured: one JSON file per message under
 * `<dataDir>/outbox/`, and a log line, so a developer (and the end-to-end tests) can read the codes.
 */
export function createOutbox(folder: string, log: (line: string) => void = console.log) {
  return async (message: OutboxMessage): Promise<void> => {
    await mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.channel}-${randomBytes(3).toString('hex')}.json`;
    await writeFile(
      path.join(folder, name),
      JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2),
    );
    log(`[outbox] ${message.channel} to ${message.to}: ${message.subject ?? message.text}`);
  };
}
