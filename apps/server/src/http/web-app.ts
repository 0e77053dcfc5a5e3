import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ResultCode, replyMessages, USER_COOKIE } from '@cdmnet/api/contract';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

type Audience = 'visitors' | 'members';

/**
 * The pages the build wrote an HTML of their own for, by audience (web's build/pages.mjs):
 * `/login` → `pages/visitors/login.html`, `/` → `pages/members/index.html`.
 */
function pagesOf(webDist: string, audience: Audience): Map<string, string> {
  const dir = path.join(webDist, 'pages', audience);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => {
        const page = name.slice(0, -'.html'.length);
        return [page === 'index' ? '/' : `/${page}`, `pages/${audience}/${name}`];
      }),
  );
}

/**
 * Serves the built web app: hashed assets cached for good and sent precompressed (brotli or gzip, as
 * the browser accepts), every other GET falls back to index.html (the SPA routes it) or, for a page
 * the build wrote an HTML of its own for, to that (for visitors or for signed-in members, by the USER
 * cookie); `/api/*` never answers with HTML.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  const pages: Record<Audience, Map<string, string>> = {
    visitors: hasWeb ? pagesOf(webDist, 'visitors') : new Map<string, string>(),
    members: hasWeb ? pagesOf(webDist, 'members') : new Map<string, string>(),
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build wrote .br and .gz beside each text asset: sent as they are, by what the browser accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (hasWeb && !isApi(url) && (request.method === 'GET' || request.method === 'HEAD')) {
      // A signed-in user would only be sent on from a visitors' page: no use painting it first.
      const page = pages[request.cookies[USER_COOKIE] ? 'members' : 'visitors'].get(url);
      return reply.header('Cache-Control', 'no-cache').sendFile(page ?? 'index.html');
    }
    return reply
      .status(404)
      .send({ result: false, code: ResultCode.NOT_FOUND, message: replyMessages.notFound, content: null });
  });
}
