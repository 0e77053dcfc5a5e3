import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

// Structured logs (README "Running it in production"): one JSON line per event from pino, each request's
// lines carrying its `requestId`. The id a proxy sent (nginx's $request_id as X-Request-Id) is kept, so
// one request is found in the proxy's log and in the instance's; it is echoed back to the caller.

const REQUEST_ID_HEADER = 'x-request-id';
/** An id we accept from outside: short and plain, so a caller cannot write into our log lines. */
const ACCEPTABLE_ID = /^[\w.:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Path secrets (an engine's call-back password) never reach a log line. */
export const loggableUrl = (url: string) =>
  url.replace(/(\/engine-callbacks\/[^/]+\/(?:status|result)\/)[^/?#]+/, '$1[hidden]');

export type LogSetting = false | { level: string };

/** The log setting from the environment: LOG_LEVEL, else `info` in production; LOG_REQUESTS=1 in development. */
export function logSettingFrom(env: NodeJS.ProcessEnv): LogSetting {
  if (env.LOG_LEVEL) return env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL };
  if (env.NODE_ENV === 'production' || env.LOG_REQUESTS === '1') return { level: 'info' };
  return false;
}

/** Fastify's options for the logger and request ids. */
export function loggingOptions(setting: LogSetting): Partial<FastifyServerOptions> {
  return {
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    logger: setting && {
      level: setting.level,
      // The default request serializer logs the URL as sent: ours hides path secrets. Headers (cookies)
      // are never logged.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: loggableUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
  };
}

/** Every reply names its request, for a user's or an operator's report to point at the log lines. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
