/**
 * Every email as its recipient reads it, previewed for two differently branded tenants in both
 * languages: the tenant's name as sender and heading, its logo and colour, its support address
 * as Reply-To, the recipient's language, and never "Portico" nor a role key. Tenant text is
 * escaped in the HTML part. The catalogue is complete in both languages, every message valid
 * ICU with English's arguments, and every message is used by some template or Slack line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser' with {
  'resolution-mode': 'import',
};
import { LOCALES } from '@portico/rules';
import { slackTextOf } from '../src/domain/slack';
import { SLACK_EVENTS } from './support/slack-events';
import { intlFor } from '../src/email/intl';
import {
  renderEmail,
  TEMPLATES,
  type Branding,
  type TemplateData,
  type TemplateName,
} from '../src/email/templates';

// ES modules only, loaded with require as src/email/intl.ts loads FormatJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser') as typeof import(
  '@formatjs/icu-messageformat-parser',
  { with: { 'resolution-mode': 'import' } }
);

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, '..', 'src', 'email', 'i18n', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;

interface Tenant {
  branding: Branding;
  /** The tenant's label for role2, as tenancy answers it. */
  clientLabel: string;
}

const TENANTS: Tenant[] = [
  {
    branding: {
      name: 'Demo Agency',
      color: '#0f766e',
      logoUrl: 'https://cdn.demo-agency.example/logo.png',
      supportEmail: 'help@demo-agency.example',
    },
    clientLabel: 'Client',
  },
  {
    branding: {
      name: 'Estudio <Luna> & Sol',
      color: '#ffd60a',
      logoUrl: 'https://luna.example/brand/logo.svg?v=2&size=s',
      supportEmail: 'hola@luna.example',
    },
    clientLabel: 'Paciente',
  },
];

const inOneDay = () => new Date(Date.now() + 24 * 3600_000).toISOString();
const PORTAL = 'https://portal.example.com';

/** Each template's data as its event gives it (roles as keys, resolved labels beside them). */
function dataFor(template: TemplateName, tenant: Tenant): TemplateData[] {
  const base: TemplateData = {
    branding: tenant.branding,
    tenantName: tenant.branding.name,
    firstName: 'Ana',
    link: `${PORTAL}/action?token=abc&step=1`,
    expiresAt: inOneDay(),
  };
  const client = { role: 'role2', roleLabel: tenant.clientLabel };
  switch (template) {
    case 'invitation':
      return [{ ...base, ...client }, { ...base }];
    case 'email_change_confirmation':
    case 'email_change_notice':
      return [{ ...base, newEmail: 'ana.new@example.com' }];
    case 'webhook_disabled':
      return [
        { ...base, url: 'https://hooks.example.com/in', reasonCode: 'gone' },
        { ...base, url: 'https://hooks.example.com/in', reasonCode: 'failing' },
        { ...base, url: 'https://hooks.example.com/in' },
      ];
    case 'file_shared':
      return [
        { ...base, title: 'Q3 <report>', message: 'See page 2 & 3' },
        { ...base, title: 'Q3 report', ...client },
        { ...base, title: 'Q3 report', role: 'all' },
        { ...base, title: '' },
      ];
    case 'task_due':
      return [
        { ...base, title: 'Upload your <logo>', dueOn: '2031-03-11', when: 'tomorrow' },
        { ...base, title: 'Upload your logo', dueOn: '2031-03-11', when: 'tomorrow', ...client },
        { ...base, title: 'Upload your logo', dueOn: '2031-03-10', when: 'today', ...client },
        { ...base, title: '', dueOn: '2031-03-10', when: 'today' },
      ];
    case 'announcement':
      return [
        { ...base, title: 'Maintenance', message: 'Tonight at 22:00.\nBack soon.' },
        { ...base, title: '' },
      ];
    case 'unread_messages': {
      const conversation = (subject: string, more: number) => ({
        subject,
        link: `${PORTAL}/messages/${subject.length}`,
        messages: [
          { sender: 'Bea', excerpt: 'Here is the <contract>', attachments: 2 },
          {
            sender: 'Carl',
            excerpt: 'Thanks',
            attachments: 0,
            notes: [{ code: 'attachments_not_added', count: 2 }],
          },
        ],
        more,
      });
      return [
        {
          ...base,
          cadence: 'batched',
          conversations: [conversation('Onboarding', 1)],
          replyTo: 'reply+abc@mail.example.com',
        },
        {
          ...base,
          cadence: 'digest',
          conversations: [conversation('Onboarding', 0), conversation('Invoices', 3)],
        },
      ];
    }
    case 'invoice_sent':
    case 'invoice_receipt':
    case 'invoice_admin': {
      const invoice = { number: 'INV-0007', amount: 123_450, currency: 'eur', dueDate: '' };
      return [
        { ...base, invoice: { ...invoice, dueDate: '2030-04-01' } },
        { ...base, invoice },
        ...(['paid', 'refunded', 'disputed'] as const).map((event) => ({
          ...base,
          invoice: { ...invoice, event },
        })),
      ];
    }
    default:
      return [base];
  }
}

const GREETING = { en: /^Hi\b/, es: /^Hola\b/ };

describe.each(TENANTS)('for $branding.name', (tenant) => {
  describe.each([...LOCALES])('in %s', (locale) => {
    it.each([...TEMPLATES])('%s carries the brand, the sender and the language', (template) => {
      for (const data of dataFor(template, tenant)) {
        const email = renderEmail(template, { ...data, locale });
        const { name, color, logoUrl, supportEmail } = tenant.branding;
        expect(email.locale).toBe(locale);
        expect(email.html).toContain(`<html lang="${locale}">`);
        expect(email.text).toMatch(GREETING[locale]);
        expect(email.fromName).toBe(name);
        expect(email.replyTo).toBe(data.replyTo ?? supportEmail);
        // The name as text in the heading, never as markup; the logo and colour as given.
        expect(email.html).toContain(
          name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
        );
        expect(email.html).not.toContain('<Luna>');
        expect(email.html).toContain(`src="${logoUrl!.replace(/&/g, '&amp;')}"`);
        expect(email.html).toContain(`border-top:4px solid ${color}`);
        expect(email.text).toContain(`— ${name}`);
        for (const part of [email.subject, email.text, email.html]) {
          expect(part).not.toMatch(/portico/i);
          expect(part).not.toMatch(/\brole\d\b/);
        }
        if (data.role === 'role2') expect(email.text).toContain(tenant.clientLabel);
        if (data.role === 'all')
          expect(email.text).toContain(locale === 'es' ? 'todos en' : 'everyone at');
      }
    });
  });
});

it.each(TENANTS)(
  'a task reminder for a role names it as the screens do, by $clientLabel',
  (tenant) => {
    const [, forRole] = dataFor('task_due', tenant);
    const read = (locale: string) => renderEmail('task_due', { ...forRole!, locale }).text;
    // Role labels are singular ("Client"): the sentence must read right with one.
    expect(read('en')).toContain(
      `Your task “Upload your logo”, for everyone who is ${tenant.clientLabel}, is due tomorrow`,
    );
    expect(read('es')).toContain(
      `Tu tarea «Upload your logo», para todos los que son ${tenant.clientLabel}, vence mañana`,
    );
  },
);

it('tells each recipient in their own language that a reply’s files were not added', () => {
  const [demo] = TENANTS;
  const [batched] = dataFor('unread_messages', demo!);
  const read = (locale: string) =>
    renderEmail('unread_messages', { ...batched!, locale }).text.split('\n');
  const after = (lines: string[], line: string) => lines[lines.indexOf(line) + 1];
  expect(after(read('en'), 'Carl: Thanks')).toBe(
    '(2 attached files were not added: attach files in the portal.)',
  );
  expect(after(read('es'), 'Carl: Thanks')).toBe(
    '(2 archivos adjuntos no se añadieron: adjunta los archivos en el portal.)',
  );
  // A code this renderer does not know says nothing rather than something wrong.
  const unknown = {
    ...batched!,
    conversations: batched!.conversations!.map((c) => ({
      ...c,
      messages: c.messages.map((m) => ({ ...m, notes: [{ code: 'newer_code', count: 1 }] })),
    })),
  };
  expect(renderEmail('unread_messages', { ...unknown, locale: 'en' }).text).not.toMatch(
    /not added|newer_code/,
  );
});

it('says the same in both languages, differently: the Spanish invitation is in Spanish', () => {
  const [demo] = TENANTS;
  const data = { ...dataFor('invitation', demo!)[0]!, locale: 'es' };
  const email = renderEmail('invitation', data);
  expect(email.subject).toBe('Te han invitado a Demo Agency');
  expect(email.text).toContain('Te han invitado a unirte a Demo Agency como Client.');
  expect(email.text).toContain('caduca dentro de 24 horas');
  expect(renderEmail('invitation', { ...data, locale: 'en' }).text).toContain(
    'You have been invited to join Demo Agency as Client.',
  );
});

it('reads the tenant name, the title and the message as text in the HTML part', () => {
  const email = renderEmail('file_shared', {
    ...dataFor('file_shared', TENANTS[1]!)[0]!,
    locale: 'en',
  });
  expect(email.html).not.toContain('<report>');
  expect(email.html).toContain('Q3 &lt;report&gt;');
  expect(email.html).toContain('See page 2 &amp; 3');
  expect(email.text).toContain('Q3 <report>');
});

it('puts dark text on a pale brand colour and keeps the heading readable', () => {
  const pale = renderEmail('password_reset', { branding: TENANTS[1]!.branding, link: PORTAL });
  expect(pale.html).toContain('background:#ffd60a;color:#111827');
  const dark = renderEmail('password_reset', { branding: TENANTS[0]!.branding, link: PORTAL });
  expect(dark.html).toContain('background:#0f766e;color:#ffffff');
  expect(dark.html).toContain('font-size:18px;color:#0f766e');
});

it('writes the heading in ink when the brand colour reads below AA on white', () => {
  // Teal #0d9488 is 3.7:1 on white: enough for a large heading, not for this 18px one.
  const teal = renderEmail('password_reset', {
    branding: { name: 'Larkspur Studio', color: '#0d9488' },
    link: PORTAL,
  });
  expect(teal.html).toContain('font-size:18px;color:#111827');
  expect(teal.html).toContain('background:#0d9488;color:#111827');
});

it('never makes a button of a link that is not http(s)', () => {
  const email = renderEmail('password_reset', {
    branding: TENANTS[0]!.branding,
    link: 'javascript:alert(1)',
  });
  expect(email.html).not.toContain('javascript:');
});

it('keeps the platform’s own email (a new workspace’s sign-up) under the product’s name', () => {
  const email = renderEmail('signup_confirmation', { link: PORTAL, locale: 'es' });
  expect(email.fromName).toBeUndefined();
  expect(email.replyTo).toBeUndefined();
  expect(email.subject).toBe('Confirma tu correo electrónico para Portico');
});

describe('the catalogue', () => {
  const english = catalogue('en');

  function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()) {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      into.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    return [...into].sort();
  }

  it.each([...LOCALES])('has every English id in %s, with the same arguments', (locale) => {
    const messages = catalogue(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(messages))
      expect([id, argumentsOf(parse(message))]).toEqual([id, argumentsOf(parse(english[id]!))]);
  });

  it('uses every message in some email or Slack line', () => {
    const used = new Set<string>();
    for (const locale of LOCALES) {
      const intl = intlFor(locale);
      // FormatJS binds formatMessage to its intl, so the original is called as it is.
      const format = intl.formatMessage as (
        descriptor: { id: string },
        values?: Record<string, unknown>,
      ) => string;
      const spy = jest.spyOn(intl, 'formatMessage').mockImplementation(((
        descriptor: { id: string },
        values?: Record<string, unknown>,
      ) => {
        used.add(descriptor.id);
        return format(descriptor, values);
      }) as typeof intl.formatMessage);
      for (const tenant of TENANTS)
        for (const template of TEMPLATES)
          for (const data of dataFor(template, tenant))
            renderEmail(template, { ...data, locale, firstName: undefined });
      for (const data of dataFor('welcome', TENANTS[0]!))
        renderEmail('welcome', { ...data, locale });
      slackTextOf(
        {
          tenantId: 'tenant',
          type: 'message.created',
          category: 'messages',
          data: {
            conversation_subject: 'Receipts',
            sender_side: 'client',
            excerpt: 'Here they are',
            notes: [{ code: 'attachments_not_added', count: 2 }],
          },
        },
        locale,
      );
      for (const event of SLACK_EVENTS) slackTextOf(event, locale);
      spy.mockRestore();
    }
    expect(Object.keys(english).filter((id) => !used.has(id))).toEqual([]);
  });
});
