/**
 * The literals a one-message read writes in place of bound values (one-message.ts). Whether
 * PostgreSQL reads them back as the bound values is the contract's test (scoped-reads.ts);
 * this one pins what is written, and what is refused before anything is sent.
 */
import { executeStatement, sqlLiteral } from '../../src/db/one-message';

describe('a read written as one message', () => {
  it.each([
    ['text', 'plain', `'plain'`],
    ['a quote and a semicolon', `it's; DROP TABLE notes; --`, `'it''s; DROP TABLE notes; --'`],
    ['a backslash', 'back\\slash', ` E'back\\\\slash'`],
    ['a number', 42, `'42'`],
    ['a boolean', false, `'false'`],
    ['null', null, 'NULL'],
    ['undefined', undefined, 'NULL'],
    ['an array with a quote and a null', [`it's`, null], `'{"it''s",NULL}'`],
    ['a timestamp', new Date('2024-02-29T10:30:00Z'), expect.stringMatching(/^'2024-02-29T/)],
    ['bytes', Buffer.from([0, 255]), ` E'\\\\x00ff'`],
    ['an object', { plan: 'pro' }, `'{"plan":"pro"}'`],
  ])('writes %s as the literal PostgreSQL reads back', (_, value, literal) => {
    expect(sqlLiteral(value)).toEqual(literal);
  });

  it('refuses a NUL character, which would end the message inside the literal', () => {
    expect(() => sqlLiteral('a\u0000b')).toThrow(/NUL/);
    expect(() => executeStatement('files.list', ['x', ['a\u0000']])).toThrow(/NUL/);
  });

  it('names the statement as a quoted identifier, without parentheses when it takes nothing', () => {
    expect(executeStatement('forms.list_to_fill', ['u', 3])).toBe(
      `EXECUTE "forms.list_to_fill"('u', '3')`,
    );
    expect(executeStatement('kit.ping', [])).toBe('EXECUTE "kit.ping"');
    expect(executeStatement('odd"name', [])).toBe('EXECUTE "odd""name"');
  });
});
