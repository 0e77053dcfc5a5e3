import { http, HttpResponse } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { contactMessages as t } from '../contract/contact.ko.js';
import { contactApi } from '../contract/index.js';
import { replyMessages } from '../contract/messages.ko.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mockFor, requireUser } from './session.js';

/** The server's limit (apps/server/src/policies/contact.ts): five requests an hour from one address. */
const perHour = 5;
const hour = 3_600_000;

/** The contact form and the master's inbox, as the server answers them. */
export const contactHandlers = (db: MockDb) => {
  const mock = mockFor(db);
  const requireMaster = () => {
    const user = requireUser(db);
    if (user.priv !== 'MASTER') throw new MockFailure(403, ResultCode.FORBIDDEN, replyMessages.forbidden);
    return user;
  };
  return [
    // Like the server's limiter, this counts every request, valid or not, before the input is read;
    // under the limit it answers nothing and MSW goes on to the next handler.
    http.post(`*${contactApi.sendContactMessage.path}`, () => {
      const now = Date.now();
      db.contactSentAt = db.contactSentAt.filter((at) => now - at < hour);
      if (db.contactSentAt.length >= perHour) {
        const seconds = Math.ceil((hour - (now - (db.contactSentAt[0] ?? now))) / 1000);
        return HttpResponse.json(
          { result: false, code: ResultCode.TOO_MANY_REQUESTS, message: t.tooMany(seconds), content: null },
          { status: 429, headers: { 'Retry-After': String(seconds) } },
        );
      }
      db.contactSentAt.push(now);
      return undefined;
    }),
    mock(contactApi.sendContactMessage, ({ body }) => {
      const now = Date.now();
      const id = Math.max(0, ...db.contactMessages.map((m) => m.id)) + 1;
      const { consent: _consent, ...fields } = body;
      db.contactMessages.unshift({
        id,
        ...fields,
        createdAt: new Date(now).toISOString(),
        handledAt: null,
        handledByName: null,
      });
      return { content: null, message: t.received };
    }),
    mock(contactApi.listContactMessages, () => {
      requireMaster();
      return { content: db.contactMessages };
    }),
    mock(contactApi.markContactHandled, ({ params }) => {
      const master = requireMaster();
      const found = db.contactMessages.find((m) => m.id === params.id);
      if (!found) throw new MockFailure(404, ResultCode.NOT_FOUND, replyMessages.notFound);
      if (found.handledAt === null) {
        found.handledAt = new Date().toISOString();
        found.handledByName = master.name;
      }
      return { content: found, message: t.handled };
    }),
  ];
};
