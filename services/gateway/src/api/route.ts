/**
 * One declaration per gateway route: who may call it, what it takes and answers (zod), its
 * rate-limit class and its handler. The Express route, the guard's rule, request validation
 * and the OpenAPI document all come from these declarations, so they cannot drift apart.
 */
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Allow, Method } from '../auth/permissions';
import type { RATE_LIMITS } from '../auth/rateLimit';
import type { GatewayDeps } from '../deps';

export type { Method } from '../auth/permissions';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<R> = R extends z.ZodType ? z.input<R> : void;

/** What a handler receives: the validated input, the request and response, the gateway's deps. */
export interface RouteInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  req: Request;
  res: Response;
  deps: GatewayDeps;
}

/**
 * A route whose bytes are streamed, never held whole: the handler writes the answer itself (the
 * machinery sends nothing after it), and with `in` it reads the request body as a stream (the
 * JSON body check stands aside). The media types are for the document.
 */
export interface Streams {
  /** The request body's media type, e.g. `application/offset+octet-stream`. */
  in?: string;
  /** The success answer's media type, e.g. `application/octet-stream`. */
  out?: string;
}

export interface RouteSpec<
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType | undefined,
> {
  method: Method;
  /** Express style, `:name` for a path parameter; the document shows it as `{name}`. */
  path: string;
  /** One line for the document. */
  summary: string;
  /** The feature the route belongs to (the document's tag). */
  tag: string;
  /** Stable name for generated clients; derived from method and path when omitted. */
  operationId?: string;
  allow: Allow;
  /** False for what must stay the real user's while a super admin impersonates them. */
  duringImpersonation?: boolean;
  /**
   * True for what a session may call before its user has enrolled in two-factor sign-in when
   * the platform requires it (auth/twoFactorGate.ts): the session, who is signed in, enrolment.
   */
  beforeTwoFactor?: boolean;
  /** A policy of auth/rateLimit.ts, by name. */
  rateLimit?: keyof typeof RATE_LIMITS;
  params?: P;
  query?: Q;
  /** The JSON body; writes without one refuse any field. */
  body?: B;
  /** Bytes instead of JSON (uploads, downloads): see {@link Streams}. */
  streams?: Streams;
  /** A `text/event-stream` answer: the data of each event, for the document. */
  events?: z.ZodType;
  /**
   * A browser navigation answered with a 302 the handler sends itself (a sign-in provider's
   * start and callback): the machinery sends nothing after it.
   */
  redirects?: true;
  /**
   * The request body exactly as received, as a Buffer in `req.body` (for signatures over the
   * bytes, e.g. a payment provider's webhook): the JSON parser stands aside for this route.
   * The value is the body's media type, for the document.
   */
  rawBody?: string;
  /** The success answer's body; none: 204 No Content. */
  response?: R;
  /** Success status when it is not 200 (201 for creations). */
  status?: 200 | 201;
  /** Returns the body of the success answer (the machinery sends it with `status`). */
  handler: (input: RouteInput<P, Q, B>) => Promise<Answer<R>> | Answer<R>;
}

/** A declaration with its schema types erased, as the route lists hold them. */
export interface Route {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  operationId: string;
  allow: Allow;
  duringImpersonation?: boolean;
  beforeTwoFactor?: boolean;
  rateLimit?: keyof typeof RATE_LIMITS;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  streams?: Streams;
  events?: z.ZodType;
  redirects?: true;
  rawBody?: string;
  response?: z.ZodType;
  status: 200 | 201 | 204;
  handler: (input: AnyRouteInput) => unknown;
}

/** The handler's input once the schema types are erased. */
export interface AnyRouteInput extends Omit<
  RouteInput<undefined, undefined, undefined>,
  'params' | 'query' | 'body'
> {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** `POST /api/public/invitations/accept` → `postPublicInvitationsAccept`. */
export function operationIdOf(method: Method, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/\-_.]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'));
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

export function route<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, B, R>): Route {
  return {
    ...spec,
    operationId: spec.operationId ?? operationIdOf(spec.method, spec.path),
    status: spec.response || spec.events ? (spec.status ?? 200) : 204,
  } as unknown as Route;
}
