import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The node's read-only ATLAS page at /atlas on each WebAPI port: what the platform's "ATLAS에서 열기"
// opens (`{atlasHref}/#/concept/{id}`, as a real ATLAS's concept address reads) when the hospital's
// ATLAS is this node. The page is static files from ../../atlas/ (the same path from src/ and dist/),
// read once at start; the browser script reads the hash and calls this port's own /WebAPI.

/**
 * Nothing but the node's own files may load or be called, nothing inline runs, and Trusted Types
 * make any HTML-parsing sink throw: text a CDM stores (concept names, synonyms) can never execute.
 */
export const ATLAS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types',
].join('; ');

const asset = (name: string) => readFileSync(new URL(`../../atlas/${name}`, import.meta.url), 'utf8');

const HTML = 'text/html; charset=utf-8';
const JAVASCRIPT = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

export function registerAtlasPage(app: FastifyInstance) {
  const page = asset('index.html');
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply
      .header('content-type', type)
      .header('content-security-policy', ATLAS_PAGE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      // Files change only with the node's version; a reload picks up a new one.
      .header('cache-control', 'no-cache')
      .send(body);

  for (const [name, type] of [
    ['app.js', JAVASCRIPT],
    ['messages.ko.js', JAVASCRIPT],
    ['style.css', CSS],
  ] as const) {
    const body = asset(name);
    app.get(`/atlas/${name}`, (_request, reply) => send(reply, type, body));
  }
  // The page routes by its hash, so any other path under /atlas answers the page itself.
  app.get('/atlas', (_request, reply) => send(reply, HTML, page));
  app.get('/atlas/*', (_request, reply) => send(reply, HTML, page));
}
