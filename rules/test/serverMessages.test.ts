/**
 * The server's messages in another language: exact entries, entries with values, the most
 * specific pattern first, a value translated inside another message, English untouched.
 */
import { translateServerMessage as inSpanish } from '../src';

const es = (message: string) => inSpanish(message, 'es');

it('translates a message stated once, and leaves English as written', () => {
  expect(es('Write a message before sending')).toBe('Escribe un mensaje antes de enviarlo');
  expect(inSpanish('Write a message before sending', 'en')).toBe('Write a message before sending');
});

it('fills the values of a parameterized message into its translation', () => {
  expect(es('A conversation can have at most 12 people')).toBe(
    'Una conversación puede tener como máximo 12 personas',
  );
  expect(es('Language must be one of: en, es')).toBe('El idioma debe ser uno de: en, es');
  expect(
    es(
      'All 4 admin seats of your plan are taken. Buy more seats in Billing → Seats & Upgrades to add admins.',
    ),
  ).toBe(
    'Los 4 puestos de administración de tu plan están ocupados. Compra más puestos en Facturación → Puestos y mejoras de plan para añadir administradores.',
  );
});

it('writes a number that English grouped with commas the way Spanish reads it', () => {
  expect(es('A message can have at most 10,000 characters')).toBe(
    'Un mensaje puede tener como máximo 10.000 caracteres',
  );
  expect(es('Search for at most 200 characters')).toBe('Busca como máximo 200 caracteres');
});

it('prefers the most specific entry, and a field placeholder takes one word only', () => {
  expect(es('tenant_id must be a uuid')).toBe('El campo «tenant_id» debe ser un UUID');
  expect(es('title must be a string')).toBe('El campo «title» debe ser de tipo string');
  // Exact entries win over `{field} is required`.
  expect(es('Email is required')).toBe('El correo electrónico es obligatorio');
  expect(es('The request must be an object')).toBe('La solicitud debe ser un objeto');
});

it('translates a known value inside a message, and keeps an unknown one', () => {
  expect(es('Favicon must be a PNG, JPEG, WebP or ICO image')).toBe(
    'El favicon debe ser una imagen PNG, JPEG, WebP o ICO',
  );
  expect(es('"Budget": at most 1000 characters')).toBe('«Budget»: como máximo 1000 caracteres');
  expect(es('"Budget": something new')).toBe('«Budget»: something new');
});

it('leaves a message with no entry in English', () => {
  expect(es('A refusal written yesterday')).toBe('A refusal written yesterday');
});
