/**
 * The emails, each with an HTML and a plain-text part, in the recipient's language (intl.ts)
 * and under the brand of the tenant the email speaks for: its name as sender and heading, its
 * logo and colour, its support address as Reply-To. An email no tenant speaks for (a new
 * workspace's sign-up) carries the product's. What each says is here; how it looks is
 * layout.ts. Links are the ones the event carried: identity and tenancy build them from
 * PUBLIC_URL, never from a request's Host header.
 */
import type { IntlShape } from '@formatjs/intl' with { 'resolution-mode': 'import' };
import { PLATFORM_BRAND_COLOR } from '@portico/rules';
import { intlFor } from './intl';
import { renderLayout, safeLink, type Content } from './layout';

export const TEMPLATES = [
  'signup_confirmation',
  'invitation',
  'password_reset',
  'email_change_confirmation',
  'email_change_notice',
  'welcome',
  'account_setup',
  'webhook_disabled',
  'file_shared',
  'announcement',
  'unread_messages',
  'invoice_sent',
  'invoice_receipt',
  'invoice_admin',
  'task_due',
] as const;

export type TemplateName = (typeof TEMPLATES)[number];

export interface Branding {
  /** The tenant's name, or the product's. */
  name: string;
  /** A #rrggbb colour for the heading and the button. */
  color: string;
  /** The tenant's logo as an absolute http(s) URL (mail clients have no page to resolve from). */
  logoUrl?: string;
  /** Where replies go (Brand & Legal's support address). */
  supportEmail?: string;
}

export const PRODUCT_BRANDING: Branding = { name: 'Portico', color: PLATFORM_BRAND_COLOR };

/** What a template is rendered from; each template reads the fields it needs. */
export interface TemplateData {
  /** The tenant's brand; absent for the platform's own email. */
  branding?: Branding;
  /** The recipient's language (en or es): theirs, else their tenant's, else English. */
  locale?: string;
  firstName?: string;
  /** The one action link of the email. */
  link?: string;
  expiresAt?: string;
  newEmail?: string;
  tenantName?: string;
  /** A role key (never shown) and the tenant's label for it (shown); `all` is everyone. */
  role?: string;
  roleLabel?: string;
  /** webhook_disabled: the endpoint's URL and why it was disabled (gone or failing). */
  url?: string;
  reason?: string;
  reasonCode?: 'gone' | 'failing';
  /** file_shared: the file's title and the uploader's message; announcement: its own. */
  title?: string;
  message?: string;
  /** announcement: which one, so the history can count its emails. */
  announcementId?: string;
  /** unread_messages: batched (one conversation) or digest (one or more). */
  cadence?: 'batched' | 'digest';
  /** unread_messages: each conversation with the messages the recipient has not read. */
  conversations?: UnreadConversation[];
  /** The email's Reply-To when it is not the support address (a conversation's). */
  replyTo?: string;
  /** invoice_*: the client invoice the email is about (issue 29). */
  invoice?: InvoiceFacts;
  /** task_due (title above): its due day, YYYY-MM-DD, and whether that is tomorrow or today. */
  dueOn?: string;
  when?: 'tomorrow' | 'today';
}

export interface InvoiceFacts {
  number: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** YYYY-MM-DD, or empty. */
  dueDate: string;
  /** invoice_admin: what happened to it. */
  event?: 'paid' | 'refunded' | 'disputed';
}

export interface UnreadConversation {
  subject: string;
  link: string;
  messages: Array<{
    sender: string;
    excerpt: string;
    attachments: number;
    /** What the portal says about the message (messaging's MessageNote); absent in older jobs. */
    notes?: Array<{ code: string; count: number }>;
  }>;
  /** Unread messages not listed. */
  more: number;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The sender's name (the tenant's); absent: the platform's configured sender. */
  fromName?: string;
  replyTo?: string;
  /** The language it is written in. */
  locale: string;
}

const COLOR = /^#[0-9a-f]{6}$/i;
/** A webhook is disabled after this many days of failures (domain/webhookSchedule.ts). */
const FAILING_DAYS = 5;

type Intl = IntlShape<string>;

/** "The link works once and expires in 30 minutes", in the reader's words. */
function expiry(intl: Intl, at: string | undefined, now: number): string {
  if (!at) return '';
  const minutes = Math.round((Date.parse(at) - now) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.round(minutes / 60);
  const when =
    minutes < 120
      ? intl.formatRelativeTime(minutes, 'minute', { numeric: 'always' })
      : hours < 48
        ? intl.formatRelativeTime(hours, 'hour', { numeric: 'always' })
        : intl.formatRelativeTime(Math.round(hours / 24), 'day', { numeric: 'always' });
  return intl.formatMessage({ id: 'email.expiry' }, { when });
}

/**
 * A role as a person reads it: the tenant's label, never its key (a key without a label is
 * left unsaid); `all` is said by the sentence itself ("with everyone at …").
 */
function roleName(data: TemplateData): string | undefined {
  if (data.role === 'all') return undefined;
  return data.roleLabel?.trim() || undefined;
}

function greeting(intl: Intl, data: TemplateData): string {
  return data.firstName?.trim()
    ? intl.formatMessage({ id: 'email.greeting.named' }, { firstName: data.firstName.trim() })
    : intl.formatMessage({ id: 'email.greeting' });
}

function contentOf(
  template: TemplateName,
  data: TemplateData,
  brand: Branding,
  intl: Intl,
  now: number,
): Content {
  const hello = greeting(intl, data);
  const link = data.link ?? '';
  const ttl = expiry(intl, data.expiresAt, now);
  const tenant = data.tenantName?.trim() || brand.name;
  switch (template) {
    case 'signup_confirmation':
      return {
        subject: intl.formatMessage(
          { id: 'email.signupConfirmation.subject' },
          { brand: brand.name },
        ),
        lines: [
          hello,
          intl.formatMessage({ id: 'email.signupConfirmation.body' }, { brand: brand.name }),
        ],
        action: {
          label: intl.formatMessage({ id: 'email.signupConfirmation.action' }),
          href: link,
        },
        after: [ttl, intl.formatMessage({ id: 'email.signupConfirmation.ignore' })],
      };
    case 'invitation': {
      const role = roleName(data);
      return {
        subject: intl.formatMessage({ id: 'email.invitation.subject' }, { tenant }),
        lines: [
          intl.formatMessage({ id: 'email.greeting' }),
          role
            ? intl.formatMessage({ id: 'email.invitation.body.role' }, { tenant, role })
            : intl.formatMessage({ id: 'email.invitation.body' }, { tenant }),
        ],
        action: { label: intl.formatMessage({ id: 'email.invitation.action' }), href: link },
        after: [ttl, intl.formatMessage({ id: 'email.invitation.ignore' })],
      };
    }
    case 'password_reset':
      return {
        subject: intl.formatMessage({ id: 'email.passwordReset.subject' }, { brand: brand.name }),
        lines: [hello, intl.formatMessage({ id: 'email.passwordReset.body' })],
        action: { label: intl.formatMessage({ id: 'email.passwordReset.action' }), href: link },
        after: [ttl, intl.formatMessage({ id: 'email.passwordReset.ignore' })],
      };
    case 'email_change_confirmation':
      return {
        subject: intl.formatMessage(
          { id: 'email.emailChangeConfirmation.subject' },
          { brand: brand.name },
        ),
        lines: [
          hello,
          intl.formatMessage(
            { id: 'email.emailChangeConfirmation.body' },
            { brand: brand.name, newEmail: data.newEmail ?? '' },
          ),
        ],
        action: {
          label: intl.formatMessage({ id: 'email.emailChangeConfirmation.action' }),
          href: link,
        },
        after: [ttl, intl.formatMessage({ id: 'email.emailChangeConfirmation.until' })],
      };
    case 'email_change_notice':
      return {
        subject: intl.formatMessage(
          { id: 'email.emailChangeNotice.subject' },
          { brand: brand.name },
        ),
        lines: [
          hello,
          intl.formatMessage(
            { id: 'email.emailChangeNotice.body' },
            { newEmail: data.newEmail ?? '' },
          ),
          intl.formatMessage({ id: 'email.emailChangeNotice.nothingYet' }),
          intl.formatMessage({ id: 'email.emailChangeNotice.notYou' }),
        ],
        after: [],
      };
    case 'welcome':
      return {
        subject: intl.formatMessage({ id: 'email.welcome.subject' }, { brand: brand.name }),
        lines: [hello, intl.formatMessage({ id: 'email.welcome.body' }, { brand: brand.name })],
        action: link
          ? {
              label: intl.formatMessage({ id: 'email.welcome.action' }, { brand: brand.name }),
              href: link,
            }
          : undefined,
        after: [],
      };
    case 'account_setup':
      return {
        subject: intl.formatMessage({ id: 'email.accountSetup.subject' }, { tenant }),
        lines: [
          intl.formatMessage({ id: 'email.greeting' }),
          intl.formatMessage({ id: 'email.accountSetup.body' }, { tenant }),
        ],
        action: { label: intl.formatMessage({ id: 'email.accountSetup.action' }), href: link },
        after: [ttl],
      };
    case 'webhook_disabled': {
      const url = data.url ?? '';
      return {
        subject: intl.formatMessage({ id: 'email.webhookDisabled.subject' }, { tenant }),
        lines: [
          intl.formatMessage({ id: 'email.greeting' }),
          data.reasonCode === 'gone'
            ? intl.formatMessage({ id: 'email.webhookDisabled.body.gone' }, { url })
            : data.reasonCode === 'failing'
              ? intl.formatMessage(
                  { id: 'email.webhookDisabled.body.failing' },
                  { url, days: FAILING_DAYS },
                )
              : intl.formatMessage({ id: 'email.webhookDisabled.body' }, { url }),
          intl.formatMessage({ id: 'email.webhookDisabled.fix' }),
        ],
        action: link
          ? { label: intl.formatMessage({ id: 'email.webhookDisabled.action' }), href: link }
          : undefined,
        after: [],
      };
    }
    case 'file_shared': {
      const title = data.title?.trim() || intl.formatMessage({ id: 'email.fileShared.untitled' });
      const role = data.role === 'all' ? 'all' : roleName(data);
      return {
        subject: intl.formatMessage(
          { id: 'email.fileShared.subject' },
          { brand: brand.name, title },
        ),
        lines: [
          intl.formatMessage({ id: 'email.greeting' }),
          role === 'all'
            ? intl.formatMessage(
                { id: 'email.fileShared.body.everyone' },
                { brand: brand.name, title },
              )
            : role
              ? intl.formatMessage({ id: 'email.fileShared.body.role' }, { role, title })
              : intl.formatMessage({ id: 'email.fileShared.body' }, { title }),
          ...(data.message?.trim()
            ? [
                intl.formatMessage(
                  { id: 'email.fileShared.message' },
                  { message: data.message.trim() },
                ),
              ]
            : []),
        ],
        action: { label: intl.formatMessage({ id: 'email.fileShared.action' }), href: link },
        after: [],
      };
    }
    case 'task_due': {
      const title = data.title?.trim() || intl.formatMessage({ id: 'email.taskDue.untitled' });
      const today = data.when === 'today';
      const role = roleName(data);
      const facts = {
        brand: brand.name,
        title,
        role,
        // The due day is a calendar day (content's tasks): shown as that day, not an instant.
        date: data.dueOn
          ? intl.formatDate(`${data.dueOn}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })
          : '',
      };
      const step = today ? 'today' : 'tomorrow';
      return {
        subject: intl.formatMessage({ id: `email.taskDue.subject.${step}` }, facts),
        lines: [
          hello,
          intl.formatMessage({ id: `email.taskDue.body.${step}${role ? '.role' : ''}` }, facts),
        ],
        action: { label: intl.formatMessage({ id: 'email.taskDue.action' }), href: link },
        after: [],
      };
    }
    case 'invoice_sent':
    case 'invoice_receipt':
    case 'invoice_admin':
      return invoiceEmail(template, data, brand, intl, hello, link);
    case 'announcement': {
      const title = data.title?.trim() || intl.formatMessage({ id: 'email.announcement.untitled' });
      return {
        subject: intl.formatMessage(
          { id: 'email.announcement.subject' },
          { brand: brand.name, title },
        ),
        lines: [
          intl.formatMessage({ id: 'email.greeting' }),
          intl.formatMessage({ id: 'email.announcement.intro' }, { brand: brand.name }),
          ...(data.title ? [data.title] : []),
          ...(data.message ?? '').split(/\r?\n/).filter((line) => line.trim()),
        ],
        action: link
          ? {
              label: intl.formatMessage({ id: 'email.announcement.action' }, { brand: brand.name }),
              href: link,
            }
          : undefined,
        after: [intl.formatMessage({ id: 'email.announcement.why' })],
      };
    }
    case 'unread_messages':
      return unreadMessages(data, brand, intl, hello);
  }
}

/** A client invoice sent, its receipt, and what the agency's admins hear of it (issue 29). */
function invoiceEmail(
  template: 'invoice_sent' | 'invoice_receipt' | 'invoice_admin',
  data: TemplateData,
  brand: Branding,
  intl: Intl,
  hello: string,
  link: string,
): Content {
  const invoice = data.invoice ?? { number: '', amount: 0, currency: 'usd', dueDate: '' };
  const amount = intl.formatNumber(invoice.amount / 100, {
    style: 'currency',
    currency: invoice.currency.toUpperCase(),
  });
  const facts = { brand: brand.name, number: invoice.number, amount };
  const action = link
    ? { label: intl.formatMessage({ id: 'email.invoice.action' }), href: link }
    : undefined;
  if (template === 'invoice_sent')
    return {
      subject: intl.formatMessage({ id: 'email.invoice.sent.subject' }, facts),
      lines: [
        hello,
        invoice.dueDate
          ? intl.formatMessage(
              { id: 'email.invoice.sent.body.due' },
              { ...facts, due: invoice.dueDate },
            )
          : intl.formatMessage({ id: 'email.invoice.sent.body' }, facts),
        intl.formatMessage({ id: 'email.invoice.sent.pay' }),
      ],
      action,
      after: [],
    };
  if (template === 'invoice_receipt')
    return {
      subject: intl.formatMessage({ id: 'email.invoice.receipt.subject' }, facts),
      lines: [hello, intl.formatMessage({ id: 'email.invoice.receipt.body' }, facts)],
      action,
      after: [intl.formatMessage({ id: 'email.invoice.receipt.keep' })],
    };
  const event = invoice.event ?? 'paid';
  return {
    subject: intl.formatMessage({ id: `email.invoice.admin.${event}.subject` }, facts),
    lines: [hello, intl.formatMessage({ id: `email.invoice.admin.${event}.body` }, facts)],
    action,
    after: [intl.formatMessage({ id: 'email.invoice.admin.why' })],
  };
}

/** A message's note (messaging's MessageNote) in the recipient's language; none for a code unknown here. */
function noteLines(intl: Intl, note: { code: string; count: number }): string[] {
  switch (note.code) {
    case 'attachments_not_added':
      return [
        intl.formatMessage({ id: 'email.unread.note.attachmentsNotAdded' }, { count: note.count }),
      ];
    default:
      return [];
  }
}

/**
 * Messages waiting unread (messaging's email): one conversation's batch, or a daily digest of
 * several. Each message is its sender and a plain-text excerpt; with a reply address, replying
 * to the email answers in the conversation.
 */
function unreadMessages(data: TemplateData, brand: Branding, intl: Intl, hello: string): Content {
  const conversations = data.conversations ?? [];
  const countOf = (c: UnreadConversation) => c.messages.length + c.more;
  const count = conversations.reduce((sum, c) => sum + countOf(c), 0);
  const messageLines = (c: UnreadConversation) => [
    ...c.messages.flatMap((m) => [
      m.attachments
        ? intl.formatMessage(
            { id: 'email.unread.message.files' },
            { sender: m.sender, excerpt: m.excerpt, files: m.attachments },
          )
        : intl.formatMessage(
            { id: 'email.unread.message' },
            { sender: m.sender, excerpt: m.excerpt },
          ),
      ...(m.notes ?? []).flatMap((note) => noteLines(intl, note)),
    ]),
    ...(c.more > 0 ? [intl.formatMessage({ id: 'email.unread.more' }, { count: c.more })] : []),
  ];
  const [first] = conversations;
  const after = [
    data.replyTo ? intl.formatMessage({ id: 'email.unread.reply' }) : '',
    intl.formatMessage({ id: 'email.unread.why' }),
  ];
  if (data.cadence !== 'digest' && conversations.length === 1 && first)
    return {
      subject: intl.formatMessage(
        { id: 'email.unread.subject.batched' },
        { brand: brand.name, count, subject: first.subject },
      ),
      lines: [
        hello,
        intl.formatMessage({ id: 'email.unread.intro.batched' }, { count, subject: first.subject }),
        ...messageLines(first),
      ],
      action: {
        label: intl.formatMessage({ id: 'email.unread.action.batched' }),
        href: first.link,
      },
      after,
    };
  return {
    subject: intl.formatMessage(
      { id: 'email.unread.subject.digest' },
      { brand: brand.name, count },
    ),
    lines: [
      hello,
      intl.formatMessage(
        { id: 'email.unread.intro.digest' },
        { count, conversations: conversations.length },
      ),
      ...conversations.flatMap((c) => [
        intl.formatMessage(
          { id: 'email.unread.conversation' },
          { subject: c.subject, count: countOf(c), link: c.link },
        ),
        ...messageLines(c),
      ]),
    ],
    ...(first
      ? {
          action: {
            label: intl.formatMessage({ id: 'email.unread.action.digest' }),
            href: first.link,
          },
        }
      : {}),
    after,
  };
}

/** The brand as given, each part checked: a colour is #rrggbb, a logo an http(s) URL. */
function brandOf(given: Branding | undefined): { brand: Branding; tenant: boolean } {
  const name = given?.name?.trim();
  if (!name) return { brand: PRODUCT_BRANDING, tenant: false };
  const supportEmail = given?.supportEmail?.trim();
  return {
    tenant: true,
    brand: {
      name,
      color: given?.color && COLOR.test(given.color) ? given.color : PRODUCT_BRANDING.color,
      ...(given?.logoUrl && safeLink(given.logoUrl) ? { logoUrl: given.logoUrl } : {}),
      ...(supportEmail && /^[^\s@<>"]+@[^\s@<>"]+$/.test(supportEmail) ? { supportEmail } : {}),
    },
  };
}

export function renderEmail(
  template: TemplateName,
  data: TemplateData,
  now = Date.now(),
): RenderedEmail {
  const { brand, tenant } = brandOf(data.branding);
  const intl = intlFor(data.locale);
  const content = contentOf(template, data, brand, intl, now);
  const { html, text } = renderLayout(content, brand, intl);
  const replyTo = data.replyTo || brand.supportEmail;
  return {
    subject: content.subject,
    text,
    html,
    locale: intl.locale,
    // The platform's own email keeps the configured sender (EMAIL_FROM) whole.
    ...(tenant ? { fromName: brand.name } : {}),
    ...(replyTo ? { replyTo } : {}),
  };
}
