import nodemailer from 'nodemailer';
import { createOutbox } from './outbox.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The rest of the server knows only this port. */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}

/** SMTP (nodemailer) when `smtpUrl` is set, e.g. `smtps://user:pass@smtp.example.kr`; the dev outbox otherwise. */
export function createMailPort(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
}): MailPort {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = createOutbox(options.outboxDir);
  return { send: (mail) => outbox({ channel: 'mail', ...mail }) };
}
