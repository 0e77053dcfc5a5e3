import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** One mail or SMS the server wrote to its dev outbox (apps/server/src/adapters/outbox.ts). */
export interface OutboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  sentAt: string;
}

const outboxDir = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dataDir, 'outbox');
};

/** A file the server is still writing does not parse yet: it is read on the next poll. */
async function readMessage(file: string): Promise<OutboxMessage | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as OutboxMessage;
  } catch {
    return undefined;
  }
}

async function readOutbox(): Promise<OutboxMessage[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const messages = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map((name) => readMessage(path.join(outboxDir(), name))),
  );
  return messages.filter((message) => message !== undefined).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * The newest message to an address or number sent after `since`, waiting for it to be written: a person
 * opening their mailbox after asking for a code.
 */
export async function newestMessage(
  to: string,
  {
    since = new Date(0),
    channel,
    timeout = 10_000,
  }: { since?: Date; channel?: OutboxMessage['channel']; timeout?: number } = {},
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox())
          .filter((m) => m.to === to && (!channel || m.channel === channel))
          .filter((m) => Date.parse(m.sentAt) >= since.getTime())
          .at(-1);
        return found !== undefined;
      },
      { message: `a message to ${to} in the outbox`, timeout },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit verification code of the newest mail or SMS to `to`. */
export async function verificationCode(to: string, since?: Date): Promise<string> {
  const { text } = await newestMessage(to, { since });
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no 6-digit code in the message to ${to}: ${text}`);
  return code;
}
