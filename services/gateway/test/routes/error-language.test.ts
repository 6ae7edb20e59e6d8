/**
 * Error bodies in the caller's language: a request whose Accept-Language names Spanish (any
 * region, by preference) gets `error` and every `fields` message in Spanish from the rules'
 * catalogue; any other language, or none, gets the English the tests elsewhere assert. Codes,
 * reasons and field paths never change: clients key on them.
 */
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;

beforeAll(async () => {
  api = await startRoutesHarness({ 'user-1': { 'tenant-1': 'admin' } });
});
afterAll(() => api.close());

const signUp = (body: unknown, language?: string) =>
  api.call('POST', '/api/auth/signup', {
    body,
    headers: language ? { 'accept-language': language } : {},
  });

describe('a bad body', () => {
  it('is refused in Spanish for es-MX, with the same code and field paths', async () => {
    const response = await signUp(
      { email: 'a@b.co', password: 'correct horse', isSuperAdmin: true },
      'es-MX,es;q=0.9,en;q=0.8',
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Campo desconocido: isSuperAdmin',
      code: 'INVALID_ARGUMENT',
      fields: { isSuperAdmin: 'Campo desconocido: isSuperAdmin' },
    });
  });

  it('fills a message that carries a value (a limit) into its Spanish', async () => {
    const response = await signUp(
      { email: 'a@b.co', password: 'correct horse', name: 'x'.repeat(201) },
      'es-MX',
    );
    expect(response.body).toMatchObject({
      error: 'El campo «name» puede tener como máximo 200 caracteres',
      code: 'INVALID_ARGUMENT',
      fields: { name: 'El campo «name» puede tener como máximo 200 caracteres' },
    });
  });

  it("translates each field's message, the spec's words included", async () => {
    const response = await signUp({ name: 'A B' }, 'es');
    expect(response.body).toMatchObject({
      error: 'Introduce un correo electrónico o un número de teléfono, y una contraseña',
      code: 'INVALID_ARGUMENT',
    });
    expect(Object.values(response.body.fields as object)).toEqual(
      expect.arrayContaining([
        'Introduce un correo electrónico o un número de teléfono, y una contraseña',
      ]),
    );
  });

  it('picks the first language Portico has, by preference', async () => {
    const response = await signUp({}, 'fr-FR, es;q=0.7, en;q=0.5');
    expect(response.body.error).toBe(
      'Introduce un correo electrónico o un número de teléfono, y una contraseña',
    );
  });

  it.each([['fr-FR, de;q=0.9'], ['en-GB'], [undefined]])(
    'stays English for %s',
    async (language) => {
      const response = await signUp({}, language);
      expect(response.body).toMatchObject({
        error: 'You must provide either an email or phone number and a password',
        code: 'INVALID_ARGUMENT',
      });
    },
  );

  it('refuses malformed JSON in Spanish, and says the answer varies by language', async () => {
    const response = await fetch(`${api.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-ES' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(await response.json()).toEqual({
      error: 'El cuerpo de la solicitud no es válido',
      code: 'INVALID_ARGUMENT',
    });
  });
});

it('answers an unknown path in Spanish with the same code', async () => {
  const response = await api.call('GET', '/api/no-such-thing', {
    headers: { 'accept-language': 'es' },
  });
  expect(response).toEqual({ status: 404, body: { error: 'No encontrado', code: 'NOT_FOUND' } });
});
