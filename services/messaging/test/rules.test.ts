/** Messaging's pure rules, table by table: no database, no network. */
import { isDomainError } from '@portico/kit';
import { assertChangeable, editableUntil } from '../src/domain/editWindow';
import {
  cleanBody,
  excerpt,
  markdownProblem,
  MESSAGE_RULES,
  plainText,
} from '../src/domain/markdown';
import { ownWords } from '../src/domain/replies';
import {
  hashReplyToken,
  mintReplyToken,
  replyAddress,
  tokenOfAddress,
} from '../src/domain/replyTokens';
import { messageDaysIn } from '../src/domain/retention';
import { canSeeConversation, isStaff, sideOf } from '../src/domain/sides';
import { displayName, nextDigestAt, threadUrl } from '../src/domain/unreadEmails';

const reason = (fn: () => unknown) => {
  try {
    fn();
    return 'accepted';
  } catch (error) {
    return isDomainError(error) ? `${error.code}: ${error.message}` : String(error);
  }
};

describe('sides', () => {
  it.each([
    [['admin'], 'team'],
    [['owner'], 'team'],
    [['role1'], 'team'],
    [['recruitpro'], 'team'],
    [['client', 'super_admin'], 'team'],
    [['role2'], 'client'],
    [['role3'], 'client'],
    [['client'], 'client'],
    [['jobseeker'], 'client'],
    [['my-custom-role'], 'client'],
    [[], 'client'],
  ])('%j answers for the %s side', (roles, side) => {
    expect(sideOf(roles)).toBe(side);
    expect(isStaff(roles)).toBe(side === 'team');
  });

  it('lets staff see any conversation of the tenant, a client only one they take part in', () => {
    expect(canSeeConversation('team', false)).toBe(true);
    expect(canSeeConversation('client', true)).toBe(true);
    expect(canSeeConversation('client', false)).toBe(false);
  });
});

describe('message bodies', () => {
  it.each([
    ['', 'INVALID_ARGUMENT: Write a message before sending'],
    ['   \n  ', 'INVALID_ARGUMENT: Write a message before sending'],
    ['x'.repeat(10_001), 'INVALID_ARGUMENT: A message can have at most 10,000 characters'],
    [
      '<img src=x onerror=alert(1)>',
      'INVALID_ARGUMENT: Messages cannot contain HTML. Use Markdown for bold, lists and links.',
    ],
    [
      '<!-- hidden -->',
      'INVALID_ARGUMENT: Messages cannot contain HTML. Use Markdown for bold, lists and links.',
    ],
    [
      '[a](JAVASCRIPT:alert(1))',
      'INVALID_ARGUMENT: Links must start with http://, https:// or mailto:',
    ],
    [
      '[a][r]\n\n[r]: vbscript:x',
      'INVALID_ARGUMENT: Links must start with http://, https:// or mailto:',
    ],
    [
      '[a](/api/auth/logout)',
      'INVALID_ARGUMENT: Links must start with http://, https:// or mailto:',
    ],
    [
      '![](https://x.test/p.gif)',
      'INVALID_ARGUMENT: Images cannot be embedded in a message. Attach the file instead.',
    ],
  ])('refuses %j', (body, refusal) => {
    expect(reason(() => cleanBody(body))).toBe(refusal);
  });

  it('counts characters, not UTF-16 units: 10,000 emoji are accepted', () => {
    expect(cleanBody('🎉'.repeat(10_000))).toHaveLength(20_000);
  });

  it('accepts an empty body when files come with it', () => {
    expect(cleanBody('  ', { hasAttachments: true })).toBe('');
  });

  it.each([
    '**bold**, _italic_ and `a < b`',
    '- one\n- two\n\n1. first',
    'See [the site](https://example.com) or www.example.com or mail <mailto:a@b.test>',
    'if a < b and c > d',
    '```\n<script>shown as code</script>\n```',
  ])('keeps %j as written', (body) => {
    expect(markdownProblem(body)).toBeUndefined();
    expect(cleanBody(body)).toBe(body);
  });

  it('normalises line endings and drops NUL characters', () => {
    expect(cleanBody('a\r\nb\u0000c\r')).toBe('a\nbc');
  });

  it('reads as plain text for email, with link addresses kept and lists bulleted', () => {
    expect(plainText('Hi **Ann**,\n\n- [form](https://f.test/a)\n- item\n\n2. two')).toBe(
      'Hi Ann,\n• form (https://f.test/a)\n• item\n2. two',
    );
    expect(excerpt('word '.repeat(100), 20)).toBe('word word word word…');
  });

  it('reads each body as itself, one after another (a post checks, then excerpts, its body)', () => {
    expect(cleanBody('**First** message')).toBe('**First** message');
    expect(excerpt('**First** message')).toBe('First message');
    expect(excerpt('- second')).toBe('• second');
    expect(markdownProblem('<i>third</i>')).toBe(MESSAGE_RULES.html);
    expect(excerpt('**First** message')).toBe('First message');
  });
});

describe('the edit window', () => {
  const sentAt = new Date('2026-12-01T10:00:00Z');
  const message = { sender_id: 'ann', created_at: sentAt, deleted_at: null };

  it('closes 15 minutes after sending', () => {
    expect(editableUntil(sentAt).toISOString()).toBe('2026-12-01T10:15:00.000Z');
    expect(reason(() => assertChangeable(message, 'ann', new Date('2026-12-01T10:15:00Z')))).toBe(
      'accepted',
    );
    expect(
      reason(() => assertChangeable(message, 'ann', new Date('2026-12-01T10:15:00.001Z'))),
    ).toBe('FAILED_PRECONDITION: Messages can be edited or deleted for 15 minutes after sending');
  });

  it('is the sender’s alone, and over once deleted', () => {
    expect(reason(() => assertChangeable(message, 'bob', sentAt))).toBe(
      'PERMISSION_DENIED: You can only change your own messages',
    );
    expect(reason(() => assertChangeable({ ...message, deleted_at: sentAt }, 'ann', sentAt))).toBe(
      'FAILED_PRECONDITION: This message was deleted',
    );
  });
});

describe('reply addresses', () => {
  it('carry 192 random bits, only their hash is kept, and any case of the address works', () => {
    const { token, hash } = mintReplyToken();
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(hash).toBe(hashReplyToken(token));
    expect(hash).not.toContain(token);
    const address = replyAddress(token, 'reply.example.test');
    expect(tokenOfAddress(address.toUpperCase(), 'reply.example.test')).toBe(token);
    expect(mintReplyToken().token).not.toBe(token);
  });

  it.each([
    'reply+abc@reply.example.test',
    `reply+${'a'.repeat(48)}@elsewhere.test`,
    `someone@reply.example.test`,
    `reply+${'g'.repeat(48)}@reply.example.test`,
  ])('find no token in %s', (address) => {
    expect(tokenOfAddress(address, 'reply.example.test')).toBeUndefined();
  });
});

describe('what is left of a reply', () => {
  it.each([
    [
      'Yes, Friday works.\n\nOn Tue, Dec 1, 2026 at 9:00 AM Acme <r@x.test> wrote:\n> When?',
      'Yes, Friday works.',
    ],
    ['Done.\n\n-- \nAnn\nAnn & Co', 'Done.'],
    ['Will do\n\nSent from my iPhone', 'Will do'],
    ['> only a quote', ''],
  ])('%j leaves %j', (text, own) => {
    expect(ownWords(text)).toBe(own);
  });
});

describe('email timing and links', () => {
  it('sends digests at the configured hour (UTC): today if still ahead, else tomorrow', () => {
    expect(nextDigestAt(new Date('2026-12-01T06:30:00Z'), 8).toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-12-01T08:00:00Z'), 8).toISOString()).toBe(
      '2026-12-02T08:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-12-31T23:00:00Z'), 8).toISOString()).toBe(
      '2027-01-01T08:00:00.000Z',
    );
  });

  it('links to the thread in its workspace on the portal’s address', () => {
    expect(threadUrl('https://portal.example.test/', 't-1', 'c-1')).toBe(
      'https://portal.example.test/messages?conversation=c-1&tenant_id=t-1',
    );
  });

  it('names a sender by name, else address, else by side', () => {
    expect(
      displayName({ userId: 'u', email: 'a@b.test', firstName: 'Ann', lastName: '' }, 'client'),
    ).toBe('Ann');
    expect(
      displayName({ userId: 'u', email: 'a@b.test', firstName: '', lastName: '' }, 'client'),
    ).toBe('a@b.test');
    expect(displayName(undefined, 'team')).toBe('The team');
  });
});

describe('message retention days', () => {
  it.each([
    ['{"retention":{"messageDays":90}}', 90],
    ['{"retention":{"messageDays":0}}', 0],
    ['{"retention":{"auditDays":365}}', undefined],
    ['{"retention":{"messageDays":-1}}', undefined],
    ['{"retention":{"messageDays":"90"}}', undefined],
    ['not json', undefined],
  ])('%s gives %s', (json, days) => {
    expect(messageDaysIn(json)).toBe(days);
  });
});
