import { z } from 'zod/mini';
import {
  allEndpoints,
  describedRoutes,
  envelope,
  errorEnvelope,
  documentedShapeOf,
  type AnyEndpoint,
  type EndpointUpload,
  type RouteDescription,
} from '@cdmnet/api/contract';

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
      // A text piped through further rules (trim, then the validators' length rules) is documented
      // with their bounds too: the document otherwise shows only a pipe's first part.
      const def = zodSchema._zod.def;
      if (io === 'input' && def.type === 'pipe') withLengthsOf(shown, jsonSchema(def.out, io));
    },
  });

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
  Object.entries(
    (jsonSchema(params, 'input') as { properties?: Record<string, unknown> }).properties ?? {},
  ).map(([name, schema]) => ({ name, in: 'path', required: true, schema }));

const failureReply = {
  description: 'Failure',
  content: { 'application/json': { schema: jsonSchema(errorEnvelope, 'output') } },
};

function operation(endpoint: AnyEndpoint) {
  const query = jsonSchema(endpoint.query, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const parameters = [
    ...pathParameters(endpoint.params),
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
    })),
  ];
  const hasBody = !(endpoint.body instanceof z.ZodMiniUndefined);
  return {
    summary: endpoint.summary,
    security: endpoint.auth === 'public' ? [] : [{ session: [] }],
    ...(endpoint.roles && { 'x-roles': endpoint.roles }),
    parameters,
    ...(endpoint.upload
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: uploadSchema(endpoint.body, endpoint.upload) } },
          },
        }
      : hasBody && {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }),
    responses: {
      200: endpoint.replyIsFile
        ? {
            description: 'The file itself',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchema(envelope(endpoint.content), 'output') } },
          },
      default: failureReply,
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
function describedOperation(route: RouteDescription) {
  const { body, reply } = route;
  return {
    summary: route.summary,
    security: route.auth === 'session' ? [{ session: [] }] : [],
    parameters: route.params ? pathParameters(route.params) : [],
    ...(body && {
      requestBody: {
        required: true,
        content: {
          [body.mediaType]:
            body.mediaType === 'multipart/form-data'
              ? describedMultipart(body.schema, body.files)
              : { schema: jsonSchema(body.schema, 'input') },
        },
      },
    }),
    responses: {
      200: {
        description: reply.description,
        content: {
          [reply.mediaType]: {
            schema: reply.schema
              ? jsonSchema(reply.schema, 'output')
              : reply.mediaType === 'text/event-stream'
                ? { type: 'string' }
                : { type: 'object' },
          },
        },
      },
      default: failureReply,
    },
  };
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * The OpenAPI document of every route the server registers: the contract's endpoints, built from the
 * same declarations as the routes, and the routes described beside them (the live event stream, the
 * engines' call-backs, this document).
 */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  for (const route of describedRoutes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: describedOperation(route) };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'CDMNet API', version: '1' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cdmnet_session' } } },
    paths,
  };
}
