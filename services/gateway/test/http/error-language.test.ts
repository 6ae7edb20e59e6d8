/**
 * The error handler's words in the caller's language, for what the services send (their
 * DomainError messages, with values filled in) and for the gateway's own 5xx and 501 answers:
 * Spanish for a Spanish Accept-Language, English otherwise, codes, reasons and request ids
 * as they were.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { DomainError, invalid, precondition, UNIMPLEMENTED_REASON } from '@portico/kit';
import { errorHandler } from '../../src/http/errors';

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use((req, _res, next) => {
    req.log = pino({ level: 'silent' });
    (req as { id?: string }).id = 'req-1';
    next();
  });
  const fail = (error: unknown) => () => {
    throw error;
  };
  // As messaging, tenancy and rules word them (a service's message reaches the gateway as is).
  app.get('/too-many', fail(invalid('A conversation can have at most 50 people')));
  app.get(
    '/in-use',
    fail(
      precondition(
        'Role "vip" is still assigned to 3 member(s); change their role first',
        'role_in_use',
      ),
    ),
  );
  app.get('/logo', fail(invalid('Logo must be 200 KB or smaller', 'too_large')));
  app.get('/answer', fail(invalid('"Your budget": at most 1000 characters', 'invalid_answer')));
  app.get(
    '/stripe',
    fail(
      precondition(
        'The payment provider refused: Your card was declined.',
        'provider_card_declined',
      ),
    ),
  );
  app.get('/new', fail(invalid('A message no catalogue has yet')));
  app.get('/broken', fail(new Error('socket hang up at 10.0.0.7')));
  app.get('/down', fail(new DomainError('UNAVAILABLE', 'connect ECONNREFUSED messaging:50051')));
  app.get('/later', fail(new DomainError('INTERNAL', 'x', UNIMPLEMENTED_REASON)));
  app.use(errorHandler);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, language: string) {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-language': language } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it.each([
  [
    '/too-many',
    'Una conversación puede tener como máximo 50 personas',
    'INVALID_ARGUMENT',
    undefined,
  ],
  [
    '/in-use',
    'El rol «vip» sigue asignado a 3 miembro(s); primero cambia su rol',
    'FAILED_PRECONDITION',
    'role_in_use',
  ],
  ['/logo', 'El logotipo debe ocupar 200 KB o menos', 'INVALID_ARGUMENT', 'too_large'],
  ['/answer', '«Your budget»: como máximo 1000 caracteres', 'INVALID_ARGUMENT', 'invalid_answer'],
  // The provider's own reason stays as the provider wrote it.
  [
    '/stripe',
    'El proveedor de pagos rechazó la operación: Your card was declined.',
    'FAILED_PRECONDITION',
    'provider_card_declined',
  ],
])('%s: a service message with its values, in Spanish', async (path, error, code, reason) => {
  const { body } = await get(path, 'es-MX');
  expect(body).toEqual({ error, code, ...(reason ? { reason } : {}) });
});

it('keeps English for a message the catalogue lacks rather than sending nothing', async () => {
  expect((await get('/new', 'es')).body.error).toBe('A message no catalogue has yet');
});

it.each([
  ['/broken', 500, 'Algo salió mal. Inténtalo de nuevo.', 'INTERNAL'],
  [
    '/down',
    503,
    'Este servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    'UNAVAILABLE',
  ],
])(
  '%s: the generic %d message in Spanish, with the request id',
  async (path, status, error, code) => {
    expect(await get(path, 'es')).toEqual({ status, body: { error, code, request_id: 'req-1' } });
  },
);

it('says a feature is not available yet in Spanish', async () => {
  expect(await get('/later', 'es-AR')).toEqual({
    status: 501,
    body: { error: 'Esta función aún no está disponible.', code: 'UNIMPLEMENTED' },
  });
});

it('answers a language Portico lacks in English', async () => {
  expect((await get('/too-many', 'pt-BR')).body.error).toBe(
    'A conversation can have at most 50 people',
  );
  expect((await get('/broken', 'de')).body.error).toBe('Something went wrong. Please try again.');
});
