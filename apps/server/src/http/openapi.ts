import { z } from 'zod/mini';
import {
  allEndpoints,
  envelope,
  errorEnvelope,
  type AnyEndpoint,
  type EndpointUpload,
} from '@cdmnet/api/contract';

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

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

function operation(endpoint: AnyEndpoint) {
  const params = jsonSchema(endpoint.params, 'input') as { properties?: Record<string, unknown> };
  const query = jsonSchema(endpoint.query, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const parameters = [
    ...Object.entries(params.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema,
    })),
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
      default: {
        description: 'Failure',
        content: { 'application/json': { schema: jsonSchema(errorEnvelope, 'output') } },
      },
    },
  };
}

/** The OpenAPI document of every contract endpoint: built from the same declarations as the routes. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints) {
    const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'CDMNet API', version: '1' },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cdmnet_session' } } },
    paths,
  };
}
