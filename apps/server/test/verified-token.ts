import type { Envelope } from '@cdmnet/api/contract';
import type { TestApp } from './test-app.js';

let requests = 0;

/**
 * Proves an email address or a phone number as a screen does: asks for a code, reads it from what the
 * server sent, and answers it. Each call asks from its own address, clear of the per-address limits
 * (those are tested in verification.test.ts).
 */
export async function verifiedToken(t: TestApp, channel: 'email' | 'phone', target: string): Promise<string> {
  const field = channel === 'email' ? 'email' : 'phoneNumber';
  const url = `/api/v1/account/${channel}/verify`;
  const ask = await t.app.inject({
    method: 'GET',
    url: `${url}?${field}=${encodeURIComponent(target)}`,
    remoteAddress: `10.77.${Math.floor(++requests / 250) % 250}.${requests % 250}`,
  });
  if (ask.statusCode !== 200) throw new Error(`asking a code for ${target} failed: ${ask.body}`);
  const code = /\d{6}/.exec([...t.sent].reverse().find((m) => m.to === target)?.text ?? '')?.[0];
  const answer = await t.app.inject({ method: 'POST', url, payload: { [field]: target, code } });
  if (answer.statusCode !== 200) throw new Error(`verifying ${target} failed: ${answer.body}`);
  return answer.json<Envelope<{ verifiedToken: string }>>().content.verifiedToken;
}
