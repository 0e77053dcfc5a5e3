import { z } from 'zod/mini';
import {
  allEndpoints,
  describedRoutes,
  envelope,
  errorEnvelope,
  documentedShapeOf,
  ResultCode,
  type AnyEndpoint,
  type EndpointUpload,
  type RouteDescription,
} from '@cdmnet/api/contract';
import { contentDisposition } from '../routes/files.js';
import { accessInWords, accessOfEndpoint, accessOfRoute, type Access } from './api-reference/access.js';
import { errorRepliesOf, type CallShape } from './api-reference/errors.js';
import { exampleOf } from './api-reference/examples.js';
import { introduction, replyWords, resultCodeMeanings, tagNames } from './api-reference/messages.ko.js';
import { streamExampleOf } from './api-reference/stream-examples.js';
import { throttledCalls } from './api-reference/throttled.js';

type Json = Record<string, unknown>;

/** `a` with the length bounds of `b` where they are stricter (both describe one text). */
function withLengthsOf(a: Json, b: Json) {
  if (a.type !== 'string' || b.type !== 'string') return;
  if (typeof b.minLength === 'number') a.minLength = Math.max(b.minLength, Number(a.minLength ?? 0));
  if (typeof b.maxLength === 'number') a.maxLength = Math.min(b.maxLength, Number(a.maxLength ?? Infinity));
}

const jsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
    override: ({ zodSchema, jsonSchema: shown }) => {
      // A field checked by code the document cannot show says the shape it accepts instead.
      const documented = documentedShapeOf(zodSchema);
      if (documented) {
        const { $schema: _, ...shape } = jsonSchema(documented, io);
        Object.assign(shown, shape);
        return;
      }
      const def = zodSchema._zod.def;
      if (io === 'input' && def.type === 'pipe') {
        // A body checked whole before it is parsed (a bookmark's type, said in its own words) shows
        // the shape it is parsed into: its first part is an object without fields.
        if (isBareObject(def.in)) {
          replaceWith(shown, jsonSchema(def.out, io));
          return;
        }
        // A text piped through further rules (trim, then the validators' length rules) is documented
        // with their bounds too: the document otherwise shows only a pipe's first part.
        withLengthsOf(shown, jsonSchema(def.out, io));
      }
      // A record keyed by an enumeration holds every key (OpenAPI 3.0 has no propertyNames to say so).
      if (def.type === 'record') {
        const keys = enumValues(def.keyType);
        if (keys) {
          const value = withoutDialect(jsonSchema(def.valueType, io));
          replaceWith(shown, {
            type: 'object',
            properties: Object.fromEntries(keys.map((key) => [key, value])),
            required: keys,
            additionalProperties: false,
          });
        }
      }
    },
  });

const isBareObject = (schema: z.core.$ZodType) => {
  const def = schema._zod.def;
  return def.type === 'object' && Object.keys((def as z.core.$ZodObjectDef).shape).length === 0;
};

const enumValues = (schema: z.core.$ZodType): string[] | undefined => {
  const def = schema._zod.def;
  return def.type === 'enum' ? Object.values((def as z.core.$ZodEnumDef).entries).map(String) : undefined;
};

const withoutDialect = ({ $schema: _, ...schema }: Json) => schema;

/** `shown` made to say what `schema` says instead, in place (the override's way of answering). */
function replaceWith(shown: Json, { $schema: _, ...schema }: Json) {
  for (const key of Object.keys(shown)) delete shown[key];
  Object.assign(shown, schema);
}

/** A multipart body: the contract's text fields as form fields, and the files with their limits. */
function uploadSchema(body: z.ZodMiniType, upload: EndpointUpload) {
  const fields = jsonSchema(body, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const file = {
    type: 'string',
    format: 'binary',
    maxLength: upload.maxBytesPerFile,
    ...(upload.types && { 'x-media-types': upload.types }),
  };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      [upload.field]: { type: 'array', items: file, maxItems: upload.maxFiles },
    },
    ...(fields.required && { required: fields.required }),
  };
}

const pathParameters = (params: z.ZodMiniType) =>
  Object.entries((jsonSchema(params, 'input') as { properties?: Record<string, Json> }).properties ?? {}).map(
    ([name, schema]) => ({ name, in: 'path', required: true, schema, example: exampleOf(schema, name) }),
  );

/** The failure envelope, once in the document's components: every error reply points at it. */
const FAILURE = 'Failure';
const failureSchema = { $ref: `#/components/schemas/${FAILURE}` };

/** A JSON body with its schema and an example made from it. */
const jsonBody = (schema: Json) => ({ schema, example: exampleOf(schema) });

/** The success envelope of a JSON reply, around an example of its content. */
const successExample = (content: unknown) => ({ result: true, code: ResultCode.OK, message: '', content });

/** The group of the reference a path belongs to: its first segment under /api/v1, in Korean. */
function tagOf(path: string) {
  const segment = path.split('/')[3] ?? '';
  return tagNames[segment] ?? segment;
}

/** What every operation says beside its schemas: its group, who may call it (words and `x-access`), its errors. */
function described(access: Access, path: string, shape: Omit<CallShape, 'access'>, jsonBodyLimit: number) {
  return {
    tags: [tagOf(path)],
    description: accessInWords(access),
    'x-access': access,
    errors: errorRepliesOf({ ...shape, access }, failureSchema, jsonBodyLimit),
  };
}

function operation(endpoint: AnyEndpoint, jsonBodyLimit: number) {
  const query = jsonSchema(endpoint.query, 'input') as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  const parameters = [
    ...pathParameters(endpoint.params),
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
      example: exampleOf(schema, name),
    })),
  ];
  const hasBody = !(endpoint.body instanceof z.ZodMiniUndefined);
  const access = accessOfEndpoint(endpoint);
  const { errors, ...about } = described(
    access,
    endpoint.path,
    {
      method: endpoint.method,
      namesRecord: endpoint.path.includes(':'),
      body: endpoint.upload ? 'multipart' : hasBody ? 'json' : 'none',
      ...(endpoint.upload && { maxFileBytes: endpoint.upload.maxBytesPerFile }),
      throttled: throttledCalls.has(endpoint),
      usesDatabase: true,
    },
    jsonBodyLimit,
  );
  const content = jsonSchema(endpoint.content, 'output');
  return {
    summary: endpoint.summary,
    ...about,
    security: endpoint.auth === 'public' ? [] : [{ session: [] }],
    ...(endpoint.roles && { 'x-roles': endpoint.roles }),
    parameters,
    ...(endpoint.upload
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': jsonBody(uploadSchema(endpoint.body, endpoint.upload)) },
          },
        }
      : hasBody && {
          requestBody: {
            required: true,
            content: { 'application/json': jsonBody(jsonSchema(endpoint.body, 'input')) },
          },
        }),
    responses: {
      200: endpoint.replyIsFile
        ? {
            description: replyWords.file,
            headers: {
              'Content-Disposition': {
                description: replyWords.fileHeader,
                schema: { type: 'string' },
                example: contentDisposition('attachment', replyWords.sampleFileName),
              },
            },
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: replyWords.success,
            content: {
              'application/json': {
                schema: jsonSchema(envelope(endpoint.content), 'output'),
                example: successExample(exampleOf(content)),
              },
            },
          },
      ...errors,
    },
  };
}

/** A multipart body of a described route: its fields, object ones as JSON parts, and any file parts. */
function describedMultipart(schema: z.ZodMiniType, files: string | undefined) {
  const fields = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const properties = fields.properties ?? {};
  const jsonParts = Object.keys(properties).filter((name) => properties[name]?.type === 'object');
  return {
    schema: {
      ...fields,
      ...(files && { additionalProperties: { type: 'string', format: 'binary', description: files } }),
    },
    encoding: Object.fromEntries(jsonParts.map((name) => [name, { contentType: 'application/json' }])),
  };
}

/** A route registered outside the endpoints, from its description in the contract. */
function describedOperation(route: RouteDescription, jsonBodyLimit: number) {
  const { body, reply } = route;
  const access = accessOfRoute(route);
  const { errors, ...about } = described(
    access,
    route.path,
    {
      method: route.method,
      namesRecord: route.path.includes(':'),
      body: !body ? 'none' : body.mediaType === 'multipart/form-data' ? 'multipart' : 'json',
      throttled: false,
      // The document and the liveness probe ask no database; every other route does.
      usesDatabase: route.auth !== 'public',
    },
    jsonBodyLimit,
  );
  const multipart = (schema: z.ZodMiniType, files: string | undefined) => {
    const part = describedMultipart(schema, files);
    return { ...part, example: exampleOf(part.schema) };
  };
  return {
    summary: route.summary,
    ...about,
    security: route.auth === 'session' ? [{ session: [] }] : [],
    parameters: route.params ? pathParameters(route.params) : [],
    ...(body && {
      requestBody: {
        required: true,
        content: {
          [body.mediaType]:
            body.mediaType === 'multipart/form-data'
              ? multipart(body.schema, body.files)
              : jsonBody(jsonSchema(body.schema, 'input')),
        },
      },
    }),
    responses: {
      200: {
        description: reply.description,
        content: {
          [reply.mediaType]: reply.schema
            ? jsonBody(jsonSchema(reply.schema, 'output'))
            : reply.mediaType === 'text/event-stream'
              ? { schema: { type: 'string' }, example: streamExampleOf(route.path) }
              : // Only the document itself is any JSON: its opening is its example.
                { schema: { type: 'object' }, example: { openapi: OPENAPI_VERSION, info: INFO, paths: {} } },
        },
      },
      ...errors,
    },
  };
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A name for the call that code generators and the reference's links use: the method and the path's
 * words after /api/v1 in camel case, a parameter as `By…` (`GET /orgs/:id/domains` → getOrgsByIdDomains).
 */
const operationIdOf = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api\/v1\//, '')
    .split(/[/.\-_]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capitalized(word.slice(1))}` : capitalized(word)))
    .join('');

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

const OPENAPI_VERSION = '3.0.3';
const INFO = { title: 'CDMNet API', version: '1' };

/** The result codes as the introduction's table rows, from the contract's catalogue. */
const codeRows = () =>
  (Object.entries(ResultCode) as [keyof typeof ResultCode, number][])
    .sort(([, a], [, b]) => a - b)
    .map(([name, code]) => `| ${code} \`${name}\` | ${resultCodeMeanings[name]} |`)
    .join('\n');

export interface OpenApiOptions {
  /** The server's limit on a JSON body (Fastify's bodyLimit): a larger one is refused with 413. */
  jsonBodyLimit: number;
}

/**
 * The OpenAPI document of every route the server registers: the contract's endpoints, built from the
 * same declarations as the routes, and the routes described beside them (the live event stream, the
 * engines' call-backs, this document). Each operation says who may call it, the errors it may answer
 * (api-reference/errors.ts) and examples made from its schemas; the reference page renders it.
 */
export function buildOpenApiDocument({ jsonBodyLimit }: OpenApiOptions) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  const add = (path: string, method: string, op: { tags: string[] }) => {
    const key = openApiPath(path);
    paths[key] = {
      ...paths[key],
      [method.toLowerCase()]: { operationId: operationIdOf(method, path), ...op },
    };
    op.tags.forEach((tag) => tags.add(tag));
  };
  for (const endpoint of allEndpoints)
    add(endpoint.path, endpoint.method, operation(endpoint, jsonBodyLimit));
  for (const route of describedRoutes)
    add(route.path, route.method, describedOperation(route, jsonBodyLimit));
  return {
    openapi: OPENAPI_VERSION,
    info: { ...INFO, description: introduction(codeRows()) },
    tags: [...tags].map((name) => ({ name })),
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cdmnet_session' } },
      schemas: { [FAILURE]: withoutDialect(jsonSchema(errorEnvelope, 'output')) },
    },
    paths,
  };
}
