import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON replies above 1 KB compressed for browsers that accept it (a list of announcements or
 * organisations shrinks five- to tenfold). Brotli at a low quality: per-request compression must stay
 * cheap. The web app's own files are precompressed at build (web-app.ts), so only JSON is done here.
 */
export async function compressJsonReplies(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    customTypes: /^application\/json\b/,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
