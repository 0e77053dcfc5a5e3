import { envelope, errorEnvelope, USER_COOKIE, type AnyEndpoint } from '@cdmnet/api/contract';

// What the contract tests share: a client that plays steps against one origin (the MSW handlers or the
// real server) as a browser would, checks every reply against the contract's schemas, and records what
// each step answered.

/** What a step's reply is compared on. */
export interface Outcome {
  step: string;
  status: number;
  result: boolean;
  code: number;
  message: string;
  /** Whether the browser holds the readable USER cookie after the reply. */
  signedInCookie: boolean;
}

/** Carries Set-Cookie name=value pairs to the next request, as a browser would; a cleared cookie is dropped. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /;\s*max-age=0\b/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line);
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  has(name: string) {
    return this.#cookies.has(name);
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A client for one scenario: `send` plays a step; `outcomes` lists what every step answered. */
export function scenarioClient(origin: string) {
  const jar = new CookieJar();
  const outcomes: Outcome[] = [];

  async function send<E extends AnyEndpoint>(
    step: string,
    endpoint: E,
    body?: unknown,
    input: { query?: Record<string, string>; params?: Record<string, string | number> } = {},
  ) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(input.params?.[name]));
    const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
    const response = await fetch(`${origin}${path}${query}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar.store(response);
    const json: unknown = await response.json();
    const succeeded = (json as { result?: unknown } | null)?.result === true;
    const reply = succeeded
      ? envelope(endpoint.content as E['content']).parse(json)
      : errorEnvelope.parse(json);
    outcomes.push({
      step,
      status: response.status,
      result: reply.result,
      code: reply.code,
      message: reply.message,
      signedInCookie: jar.has(USER_COOKIE),
    });
    return reply;
  }

  return { send, outcomes };
}
