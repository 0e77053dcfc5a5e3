import { z } from 'zod/mini';
import type { ProjectPermission, UserPriv } from './enums.js';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * One call of the API, declared once as data. The client function, the MSW handler and the
 * server route are all derived from it, so the three cannot drift apart.
 * Paths use `:name` placeholders, which the client, MSW and Fastify all understand.
 */
export type EndpointAuth = 'public' | 'session';

/** A multipart call: its body's fields travel as form fields, its files under `field`. */
export interface EndpointUpload {
  field: string;
  maxFiles: number;
  maxBytesPerFile: number;
  /** The media types accepted; absent for any. */
  types?: readonly string[];
}

/** A project call's requirement beyond accepted membership (managers hold every permission). */
export type ProjectNeed = 'MANAGER' | ProjectPermission;

export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Content extends z.ZodMiniType = z.ZodMiniType,
  Auth extends EndpointAuth = EndpointAuth,
> {
  method: Method;
  path: Path;
  params: Params;
  query: Query;
  body: Body;
  content: Content;
  /** Why the call exists, for the OpenAPI document and readers of the contract. */
  summary: string;
  /** Public calls need no session; every other call answers SESSION_EXPIRED without one. */
  auth: Auth;
  /**
   * The privileges that may make a session call; absent for every signed-in user. Anyone else is
   * refused with 403 before the input is looked at.
   */
  roles?: readonly UserPriv[];
  /**
   * The path parameter naming an organisation whose admins (ORG_ADMIN there) may make the call;
   * platform admins may too. Anyone else is refused with 403 before the input is looked at.
   */
  orgAdminOf?: string;
  /**
   * The path parameter naming a project whose accepted members may make the call (domain.md: only
   * they see its tabs). Anyone else, platform admins included, is refused with 403 before the input.
   */
  projectOf?: string;
  /** What the member needs beyond membership: to manage the project, or one of its permissions. */
  projectNeeds?: ProjectNeed;
  /** Set for a multipart call. */
  upload?: EndpointUpload;
  /** The reply is the file itself (an envelope only when it fails). */
  replyIsFile?: boolean;
}

const none = z.strictObject({});
const noBody = z.undefined();

type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's placeholders, so a params schema that forgets one fails to compile. */
type ParamsShapeFor<Path extends string> = { [K in PathParamNames<Path>]: z.ZodMiniType };

interface EndpointInput<
  Method extends HttpMethod,
  Path extends string,
  Params extends z.ZodMiniType,
  Query extends z.ZodMiniType,
  Body extends z.ZodMiniType,
  Content extends z.ZodMiniType,
  Auth extends EndpointAuth,
> {
  method: Method;
  path: Path;
  params?: Params & z.ZodMiniObject<ParamsShapeFor<Path>>;
  query?: Query;
  body?: Body;
  content: Content;
  summary: string;
  /** Default 'session'. */
  auth?: Auth;
  roles?: readonly UserPriv[];
  orgAdminOf?: PathParamNames<Path>;
  projectOf?: PathParamNames<Path>;
  projectNeeds?: ProjectNeed;
  upload?: EndpointUpload;
  replyIsFile?: boolean;
}

export function endpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Content extends z.ZodMiniType,
  Params extends z.ZodMiniType = typeof none,
  Query extends z.ZodMiniType = typeof none,
  Body extends z.ZodMiniType = typeof noBody,
  const Auth extends EndpointAuth = 'session',
>(
  input: EndpointInput<Method, Path, Params, Query, Body, Content, Auth>,
): Endpoint<Method, Path, Params, Query, Body, Content, Auth> {
  return {
    method: input.method,
    path: input.path,
    params: (input.params ?? none) as unknown as Params,
    query: (input.query ?? none) as unknown as Query,
    body: (input.body ?? noBody) as unknown as Body,
    content: input.content,
    summary: input.summary,
    auth: input.auth ?? ('session' as Auth),
    ...(input.roles && { roles: input.roles }),
    ...(input.orgAdminOf && { orgAdminOf: input.orgAdminOf }),
    ...(input.projectOf && { projectOf: input.projectOf }),
    ...(input.projectNeeds && { projectNeeds: input.projectNeeds }),
    ...(input.upload && { upload: input.upload }),
    ...(input.replyIsFile && { replyIsFile: true }),
  };
}

// Any endpoint, whatever its schemas: for code that handles endpoints generically.
export type AnyEndpoint = Endpoint<
  HttpMethod,
  string,
  z.ZodMiniType,
  z.ZodMiniType,
  z.ZodMiniType,
  z.ZodMiniType,
  EndpointAuth
>;

export type ParamsOf<E extends AnyEndpoint> = z.input<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<E['body']>;
export type ContentOf<E extends AnyEndpoint> = z.output<E['content']>;

/** What a caller passes: only the parts the endpoint declares. */
export type CallInput<E extends AnyEndpoint> = (Record<string, never> extends ParamsOf<E>
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (Record<string, never> extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> }) &
  (undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> });

/** `/orgs/:id` + `{ id: 3 }` → `/orgs/3`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new Error(`Path parameter "${name}" of ${path} must be a string or a number`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * A route the server registers outside `endpoint()`, because what travels is not the JSON envelope the
 * typed client speaks: the live event stream, the engines' call-backs, the OpenAPI document itself.
 * Declared as data too, so the OpenAPI document publishes every route the server answers.
 */
export interface RouteDescription {
  method: HttpMethod;
  path: string;
  summary: string;
  /** 'path-secret': no session; a secret in the path admits the caller (an engine's call-back password). */
  auth: EndpointAuth | 'path-secret';
  params?: z.ZodMiniType;
  body?: {
    mediaType: 'application/json' | 'multipart/form-data';
    /** For multipart: the form's fields; a field holding an object travels as a JSON part. */
    schema: z.ZodMiniType;
    /** For multipart: what the file parts carry (any field name). */
    files?: string;
  };
  reply: {
    mediaType: 'application/json' | 'text/event-stream';
    description: string;
    /** Absent: any JSON (the document), or a stream of events the description names. */
    schema?: z.ZodMiniType;
  };
}
