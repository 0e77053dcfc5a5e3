import { describe, expect, it } from 'vitest';
import { siteNamed } from './helpers.js';

// The read-only ATLAS page each WebAPI port serves at /atlas (what the platform's "ATLAS에서 열기"
// opens): one static HTML shell, its script, messages and style, all under a strict CSP, over real HTTP.

const origin = () => new URL(siteNamed('hanbit_cdm').webapi).origin;
const get = (path: string) => fetch(`${origin()}${path}`);

/** Each directive of a Content-Security-Policy header, by name. */
const directives = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );

const expectStrictPolicy = (response: Response) => {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toBe("'none'");
  expect(csp.get('script-src')).toBe("'self'");
  expect(csp.get('style-src')).toBe("'self'");
  expect(csp.get('connect-src')).toBe("'self'");
  expect(csp.get('base-uri')).toBe("'none'");
  expect(csp.get('frame-ancestors')).toBe("'none'");
  expect(csp.has('require-trusted-types-for')).toBe(true);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
};

describe('the ATLAS page', () => {
  it('serves the page at /atlas and /atlas/ as Korean HTML under a strict CSP', async () => {
    for (const path of ['/atlas', '/atlas/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectStrictPolicy(response);
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html>/i);
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('<script type="module" src="/atlas/app.js"></script>');
      expect(html).toContain('<link rel="stylesheet" href="/atlas/style.css" />');
    }
  });

  it('has no inline script or style and loads nothing from elsewhere', async () => {
    const html = await (await get('/atlas')).text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    for (const tag of scripts) expect(tag).toMatch(/ src="\/atlas\//);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('answers the page for any sub-path, since the page routes by its hash', async () => {
    const page = await (await get('/atlas')).text();
    for (const path of ['/atlas/concept/192671', '/atlas/index.html', '/atlas/a/b/c?x=1']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expectStrictPolicy(response);
      expect(await response.text()).toBe(page);
    }
  });

  it('serves its script, messages and style with their content types under the same CSP', async () => {
    for (const [path, type] of [
      ['/atlas/app.js', 'text/javascript; charset=utf-8'],
      ['/atlas/messages.ko.js', 'text/javascript; charset=utf-8'],
      ['/atlas/style.css', 'text/css; charset=utf-8'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expectStrictPolicy(response);
      expect((await response.text()).length, path).toBeGreaterThan(100);
    }
  });

  it('writes text only as text: the scripts never parse strings as HTML or code', async () => {
    for (const path of ['/atlas/app.js', '/atlas/messages.ko.js']) {
      const script = await (await get(path)).text();
      expect(script, path).not.toMatch(
        /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|setHTML|createContextualFragment|srcdoc/,
      );
    }
    const app = await (await get('/atlas/app.js')).text();
    expect(app).toContain('textContent');
    // It calls only its own node's WebAPI, by absolute path on the same origin.
    expect(app).not.toMatch(/https?:\/\//);
    expect(app).toContain("'/WebAPI/source/sources'");
  });

  it('keeps the WebAPI and the JSON 404 for other paths as they were', async () => {
    expect((await get('/WebAPI/info')).status).toBe(200);
    const other = await get('/atlasx');
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await fetch(`${origin()}/atlas`, { method: 'POST' })).status).toBe(404);
  });
});
