/**
 * The OpenAPI 3.1 document of the gateway, built from the route declarations (served at
 * GET /api/openapi.json and written into frontends/kit by `npm run api:gen`).
 */
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { needsTenant } from '../auth/permissions';
import type { Route } from './route';
import { ErrorSchema } from './schemas';

export const API_TITLE = 'Portico API';
export const API_VERSION = '1';

/** `/api/users/:id` → `/api/users/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const errorAnswer = (description: string): ResponseConfig => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

/** A body of raw bytes. */
const BYTES = z.string().meta({ format: 'binary' });

function responsesOf(route: Route): RouteConfig['responses'] {
  if (route.redirects) {
    return {
      302: {
        description:
          'Redirects the browser (Location); failures too, as /login?error=<code>, the rate limit as /login?error=rate_limited',
      },
      400: errorAnswer('The request failed validation (an unknown provider)'),
      default: errorAnswer('Any other failure, as { error, code }'),
    };
  }
  const responses: RouteConfig['responses'] = {
    [route.status]: route.streams?.out
      ? route.events
        ? {
            description: 'Success: server-sent events, each one’s data as below',
            content: { [route.streams.out]: { schema: route.events } },
          }
        : { description: 'Success: the bytes', content: { [route.streams.out]: { schema: BYTES } } }
      : route.response
        ? { description: 'Success', content: { 'application/json': { schema: route.response } } }
        : { description: 'Done, no content' },
    400: errorAnswer('The request failed validation, or the service refused its input'),
  };
  if (route.allow !== 'public') {
    responses[401] = errorAnswer('Not signed in, or the session has ended');
    responses[403] = errorAnswer('Not allowed to do this (role, tenant or impersonation)');
  }
  if (route.rateLimit) responses[429] = errorAnswer('Too many attempts; see Retry-After');
  responses.default = errorAnswer('Any other failure, as { error, code }');
  return responses;
}

function securityOf(route: Route): RouteConfig['security'] {
  if (route.allow === 'public') return [];
  if (route.allow === 'apiKey') return [{ apiKeyBearer: [], tenant: [] }];
  return needsTenant(route) ? [{ bearer: [], tenant: [] }] : [{ bearer: [] }];
}

export function buildOpenApiDocument(routes: readonly Route[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from sign-in or refresh',
  });
  registry.registerComponent('securitySchemes', 'apiKeyBearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ptk_…',
    description: 'A tenant API key (Integrations page), for the public API under /api/v1',
  });
  registry.registerComponent('securitySchemes', 'tenant', {
    type: 'apiKey',
    in: 'header',
    name: 'x-tenant-id',
    description: 'The active tenant of the request',
  });
  for (const route of routes) {
    registry.registerPath({
      method: route.method.toLowerCase() as RouteConfig['method'],
      path: openApiPath(route.path),
      operationId: route.operationId,
      summary: route.summary,
      tags: [route.tag],
      security: securityOf(route),
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(route.body
          ? { body: { required: true, content: { 'application/json': { schema: route.body } } } }
          : {}),
        ...(route.streams?.in
          ? { body: { required: true, content: { [route.streams.in]: { schema: BYTES } } } }
          : {}),
        ...(route.rawBody
          ? { body: { required: true, content: { [route.rawBody]: { schema: BYTES } } } }
          : {}),
      },
      responses: responsesOf(route),
      'x-portico-allow': typeof route.allow === 'string' ? route.allow : [...route.allow],
      'x-portico-during-impersonation': route.duringImpersonation !== false,
      ...(route.rateLimit ? { 'x-portico-rate-limit': route.rateLimit } : {}),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description: 'The gateway API of Portico, generated from its route declarations.',
    },
  });
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
