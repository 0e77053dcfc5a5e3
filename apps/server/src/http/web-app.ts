import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ResultCode, replyMessages } from '@cdmnet/api/contract';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Serves the built web app: hashed assets cached for good and sent precompressed (brotli or gzip, as
 * the browser accepts), every other GET falls back to index.html (the SPA routes it), and `/api/*`
 * never answers with HTML.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
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
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ result: false, code: ResultCode.NOT_FOUND, message: replyMessages.notFound, content: null });
  });
}
