import { createOutbox } from './outbox.js';

export interface SmsPort {
  send(message: { to: string; text: string }): Promise<void>;
}

/**
 * SMS goes to the dev outbox: no SMS gateway is wired yet. A gateway adapter implements SmsPort and is
 * chosen here by configuration, as createMailPort does for SMTP.
 */
export function createSmsPort(options: { outboxDir: string }): SmsPort {
  const outbox = createOutbox(options.outboxDir);
  return { send: (message) => outbox({ channel: 'sms', ...message }) };
}
