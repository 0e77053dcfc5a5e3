import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_REFERENCE_PATH } from '@cdmnet/api/contract';
import { buildOpenApiDocument } from '../openapi.js';
import { apiReferencePolicy, initializerScript, pageHtml, pageStyles } from './page.js';

// Serves the OpenAPI document and the page that renders it (Swagger UI, from the swagger-ui-dist
// package: no network at run time). The renderer's files are read and compressed once per process, on
// the first visit, so starting a server (and every test app) costs nothing for them.

const require = createRequire(import.meta.url);

interface Asset {
  type: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A short hash of the body: the version in the page's links and the ETag. */
  version: string;
}

const sources: Record<string, { type: string; read: () => Promise<Buffer> }> = {
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFile(require.resolve('swagger-ui-dist/swagger-ui-bundle.js')),
  },
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => readFile(require.resolve('swagger-ui-dist/swagger-ui.css')),
  },
  'api-reference.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => Promise.resolve(Buffer.from(initializerScript)),
  },
  'api-reference.css': {
    type: 'text/css; charset=utf-8',
    read: () => Promise.resolve(Buffer.from(pageStyles)),
  },
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function load(type: string, read: () => Promise<Buffer>): Promise<Asset> {
  const body = await read();
  const [br, gz] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    compressGzip(body, { level: 9 }),
  ]);
  const version = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { type, body, br, gzip: gz, version };
}

let loaded: Promise<Record<string, Asset>> | undefined;
function assets(): Promise<Record<string, Asset>> {
  loaded ??= Promise.all(
    Object.entries(sources).map(async ([name, { type, read }]) => [name, await load(type, read)] as const),
  ).then(Object.fromEntries);
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** Sends a body compressed as the browser accepts, with the page's own policy. */
function send(request: FastifyRequest, reply: FastifyReply, asset: Omit<Asset, 'version'>, cache: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? ['br', asset.br]
    : /\bgzip\b/.test(accepts)
      ? ['gzip', asset.gzip]
      : [undefined, asset.body];
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .header('Vary', 'Accept-Encoding')
    .header('Cache-Control', cache)
    .header('Content-Security-Policy', apiReferencePolicy)
    .type(asset.type)
    .send(body);
}

let page: Promise<Omit<Asset, 'version'>> | undefined;

/** The document, built on its first request (a fifth of a second) and kept: it changes only with the code. */
const documents = new Map<number, ReturnType<typeof buildOpenApiDocument>>();
function documentFor(jsonBodyLimit: number) {
  let document = documents.get(jsonBodyLimit);
  if (!document) documents.set(jsonBodyLimit, (document = buildOpenApiDocument({ jsonBodyLimit })));
  return document;
}

/**
 * Registers GET /api/v1/openapi.json and the reference page at /api/docs/ with its files. The page
 * carries a policy of its own (page.ts); every other page keeps the app's.
 */
export function serveApiReference(app: FastifyInstance) {
  const jsonBodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  app.get('/api/v1/openapi.json', (_request, reply) => reply.send(documentFor(jsonBodyLimit)));

  // Without the slash the page's relative links would resolve one level up.
  app.get(API_REFERENCE_PATH.slice(0, -1), (_request, reply) => reply.redirect('docs/', 301));

  app.get(API_REFERENCE_PATH, async (request, reply) => {
    page ??= assets().then((files) =>
      load('text/html; charset=utf-8', () =>
        Promise.resolve(Buffer.from(pageHtml((name) => `./${name}?v=${files[name]?.version ?? ''}`))),
      ),
    );
    page.catch(() => (page = undefined));
    return send(request, reply, await page, 'no-cache');
  });

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    `${API_REFERENCE_PATH}:file`,
    async (request, reply) => {
      const asset = Object.hasOwn(sources, request.params.file)
        ? (await assets())[request.params.file]
        : undefined;
      if (!asset) return reply.callNotFound();
      // The page links each file with its version: such an address never changes its content.
      const versioned = request.query.v === asset.version;
      return send(request, reply, asset, versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  );
}
