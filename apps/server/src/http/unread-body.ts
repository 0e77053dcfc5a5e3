import type { FastifyRequest } from 'fastify';

/**
 * The most of a refused body the server reads and drops so that its sender can finish and read the
 * refusal. Above the largest upload a route takes (an engine's results, 100 MB per file, arrive in
 * parts well under this): a larger body is closed on instead of read for nothing.
 */
export const DRAIN_LIMIT_BYTES = 128 * 1024 * 1024;

/**
 * Reads and drops what is left of the request's body: a refusal settled before the body was read (the
 * session, the role, a malformed id) or one that stopped reading midway left it on the wire. Unread, the
 * sender's upload stalls until a timeout cuts it off; and a reply sent while it still arrives is followed
 * by Node closing the socket on a client that asked for `Connection: close` (a browser, curl), whose
 * writes then fail (EPIPE) before it reads the reply. Answers 'read' once the body has ended, or
 * 'too-large' when it is declared or runs larger than DRAIN_LIMIT_BYTES: then the reply should close the
 * connection instead.
 */
export function drainUnreadBody(request: FastifyRequest): Promise<'read' | 'too-large'> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve('read');
  const declared = Number(raw.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT_BYTES) return Promise.resolve('too-large');
  return new Promise((resolve) => {
    let read = 0;
    const settle = (outcome: 'read' | 'too-large') => {
      raw.off('data', count);
      raw.off('end', ended);
      raw.off('close', ended);
      resolve(outcome);
    };
    const ended = () => settle('read');
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read <= DRAIN_LIMIT_BYTES) return;
      raw.pause();
      settle('too-large');
    };
    raw.on('data', count);
    raw.once('end', ended);
    raw.once('close', ended);
    raw.resume();
  });
}
