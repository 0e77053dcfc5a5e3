// Whether an error means the database cannot be reached now (stopped, restarting, the network gone),
// as opposed to a query of ours being wrong: the first is answered 503 "try again", the second is a bug.

/** SQLSTATE classes 08 (connection exception) and 57P0x (the server shutting down or starting up). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3])$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

/** Walks the error and its causes (Drizzle wraps the driver's error as `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.some((text) => e instanceof Error && e.message.includes(text))) return true;
  }
  return false;
}
