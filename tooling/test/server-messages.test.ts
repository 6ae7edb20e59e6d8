/**
 * Every message the server can put in an error body has Spanish (tooling/i18n/serverMessages,
 * part of `npm run lint`): what the collector reads from a service's source, that it fails on a
 * message with no translation, and the repository's own messages, the collector's findings
 * cross-checked against message constants imported as the services use them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BRAND_IMAGE_KINDS,
  BRAND_IMAGE_MESSAGES,
  LOCALE_MESSAGE,
  PASSWORD_COMPLEXITY_MESSAGES,
  SESSION_LIMIT_MESSAGES,
  translateServerMessage,
} from '../../rules/src';
import { INVOICE_MESSAGES } from '../../services/billing/src/domain/invoiceRules';
import {
  NOT_AVAILABLE,
  SOMETHING_WRONG,
  UNAVAILABLE,
} from '../../services/gateway/src/http/errors';
import { MESSAGES as IDENTITY_MESSAGES } from '../../services/identity/src/domain/messages';
import { MESSAGE_RULES } from '../../services/messaging/src/domain/markdown';
import { checkServerMessages, serverMessages, serverMessagesOf } from '../i18n/serverMessages';

const repository = path.resolve(__dirname, '../..');

describe('the collector', () => {
  const texts = (source: string) =>
    serverMessagesOf('services/x/src/domain/x.ts', source).map((m) => m.text);

  it("reads message constants, the kit's helpers, DomainError, RequestRefused and error bodies", () => {
    expect(
      texts(`
        export const THING_MESSAGES = { a: 'Thing A', b: (n: number) => \`At most \${n} things\` };
        export const LOOSE_MESSAGE = 'Loose words';
        const REFUSED = 'Named refusal';
        throw invalid('Helper words', 'reason');
        throw notFound(REFUSED);
        throw new DomainError('NOT_FOUND', cond ? 'Either this' : 'or that');
        throw new RequestRefused('Refused words');
        res.json({ error: 'Body words', code: 'X' });
        function limit(message = REFUSED) { throw rateLimited(message, 1); }
        const unrelated = 'Not a message';
        log.info('Not a message either');
      `),
    ).toEqual([
      'Thing A',
      'At most {0} things',
      'Loose words',
      'Helper words',
      'Either this',
      'or that',
      'Refused words',
      'Body words',
      'Named refusal',
      'Named refusal',
    ]);
  });

  it("reads a route schema's zod messages, not its values", () => {
    expect(
      texts(`
        import { z } from 'zod';
        const body = z.object({
          name: z.string().min(1, 'Give it a name').max(40, { message: 'At most 40' }),
          kind: z.enum(['a', 'b'], { error: 'Choose a or b' }),
          status: z.literal('pending'),
        });
      `),
    ).toEqual(expect.arrayContaining(['Give it a name', 'At most 40', 'Choose a or b']));
    expect(texts(`import { z } from 'zod'; z.literal('pending'); z.enum(['open']);`)).toEqual([]);
  });
});

describe('the check', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'server-messages-'));
    mkdirSync(path.join(root, 'services', 'x', 'src'), { recursive: true });
    mkdirSync(path.join(root, 'rules', 'src'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const withSource = (source: string) => {
    writeFileSync(path.join(root, 'services', 'x', 'src', 'rule.ts'), source);
    return checkServerMessages(root).filter((p) => p.file.startsWith('services/'));
  };

  it('refuses a new message with no Spanish, naming where it is', () => {
    expect(withSource(`\nthrow invalid('A refusal nobody translated');`)).toEqual([
      {
        file: 'services/x/src/rule.ts:2',
        message: expect.stringContaining('"A refusal nobody translated" has no es translation'),
      },
    ]);
  });

  it('passes a message with values that a parameterized entry answers', () => {
    expect(withSource('throw invalid(`A conversation can have at most ${MAX} people`);')).toEqual(
      [],
    );
  });
});

it("translates every message the repository's services and rules can send", () => {
  const messages = serverMessages(repository);
  const services = new Set(messages.map((m) => m.file.split('/')[1]));
  for (const service of ['billing', 'content', 'forms', 'gateway', 'identity', 'messaging'])
    expect(services).toContain(service);
  expect(checkServerMessages(repository, messages)).toEqual([]);
});

it('translates the message constants as the services build them at run time', () => {
  const sent = [
    ...Object.values(MESSAGE_RULES),
    ...Object.values(IDENTITY_MESSAGES),
    ...Object.values(INVOICE_MESSAGES).map((m) => (typeof m === 'function' ? m('chf') : m)),
    ...Object.values(SESSION_LIMIT_MESSAGES),
    ...Object.values(PASSWORD_COMPLEXITY_MESSAGES),
    ...BRAND_IMAGE_KINDS.flatMap((kind) => [
      BRAND_IMAGE_MESSAGES.type(kind),
      BRAND_IMAGE_MESSAGES.size(kind),
    ]),
    LOCALE_MESSAGE,
    SOMETHING_WRONG,
    UNAVAILABLE,
    NOT_AVAILABLE,
  ];
  const untranslated = sent.filter((message) => translateServerMessage(message, 'es') === message);
  expect(untranslated).toEqual([]);
});
