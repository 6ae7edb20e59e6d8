/**
 * The platform's emails (accounts, webhooks, shared files, announcements), each with an HTML
 * and a plain-text part, branded with the tenant's name and colour when the email concerns a
 * tenant (an invitation, an announcement to its admins) and with the product's otherwise. Links are the ones the event carried: identity and
 * tenancy build them from PUBLIC_URL, never from a request's Host header.
 */
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
] as const;

export type TemplateName = (typeof TEMPLATES)[number];

export interface Branding {
  /** The tenant's name, or the product's. */
  name: string;
  /** A #rrggbb colour for the button. */
  color: string;
  /** The tenant's logo as an absolute http(s) URL (mail clients have no page to resolve from). */
  logoUrl?: string;
}

export const PRODUCT_BRANDING: Branding = { name: 'Portico', color: '#2563eb' };

/** What a template is rendered from; each template reads the fields it needs. */
export interface TemplateData {
  branding?: Branding;
  firstName?: string;
  /** The one action link of the email. */
  link?: string;
  expiresAt?: string;
  newEmail?: string;
  tenantName?: string;
  role?: string;
  /** webhook_disabled: the endpoint's URL and why it was disabled. */
  url?: string;
  reason?: string;
  /** file_shared: the file's title and the uploader's message; announcement: its own. */
  title?: string;
  message?: string;
  /** announcement: which one, so the history can count its emails. */
  announcementId?: string;
  /** unread_messages: batched (one conversation) or digest (one or more). */
  cadence?: 'batched' | 'digest';
  /** unread_messages: each conversation with the messages the recipient has not read. */
  conversations?: UnreadConversation[];
  /** The email's Reply-To: replies to it are posted in the conversation (messaging). */
  replyTo?: string;
  /** invoice_*: the client invoice the email is about (issue 29). */
  invoice?: InvoiceFacts;
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

/** An amount as a person reads it in the invoice's currency ($1,234.50). */
export const invoiceMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    minor / 100,
  );

export interface UnreadConversation {
  subject: string;
  link: string;
  messages: Array<{ sender: string; excerpt: string; attachments: number }>;
  /** Unread messages not listed. */
  more: number;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

interface Content {
  subject: string;
  lines: string[];
  action?: { label: string; href: string };
  after?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const COLOR = /^#[0-9a-f]{6}$/i;

function expiry(at: string | undefined): string | undefined {
  if (!at) return undefined;
  const minutes = Math.round((Date.parse(at) - Date.now()) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  if (minutes < 120) return `The link works once and expires in ${minutes} minutes.`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `The link works once and expires in ${hours} hours.`;
  return `The link works once and expires in ${Math.round(hours / 24)} days.`;
}

function contentOf(template: TemplateName, data: TemplateData, brand: Branding): Content {
  const hello = data.firstName ? `Hi ${data.firstName},` : 'Hi,';
  const link = data.link ?? '';
  const ttl = expiry(data.expiresAt);
  switch (template) {
    case 'signup_confirmation':
      return {
        subject: `Confirm your email for ${brand.name}`,
        lines: [hello, `Please confirm that this is your email address for ${brand.name}.`],
        action: { label: 'Confirm email', href: link },
        after: [ttl ?? '', 'If you did not sign up, you can ignore this email.'],
      };
    case 'invitation':
      return {
        subject: `You are invited to ${data.tenantName || brand.name}`,
        lines: [
          'Hi,',
          `You have been invited to join ${data.tenantName || brand.name}${data.role ? ` as ${data.role}` : ''}.`,
        ],
        action: { label: 'Accept invitation', href: link },
        after: [ttl ?? '', 'If you were not expecting this, you can ignore this email.'],
      };
    case 'password_reset':
      return {
        subject: `Reset your ${brand.name} password`,
        lines: [hello, 'Someone asked to reset the password of your account.'],
        action: { label: 'Choose a new password', href: link },
        after: [ttl ?? '', 'If it was not you, ignore this email: your password stays as it is.'],
      };
    case 'email_change_confirmation':
      return {
        subject: `Confirm your new email for ${brand.name}`,
        lines: [
          hello,
          `Please confirm that ${data.newEmail ?? 'this address'} should become the email of your ${brand.name} account.`,
        ],
        action: { label: 'Confirm new email', href: link },
        after: [ttl ?? '', 'Until you confirm, you keep signing in with your current email.'],
      };
    case 'email_change_notice':
      return {
        subject: `Your ${brand.name} email is being changed`,
        lines: [
          hello,
          `Someone signed in to your account asked to change its email to ${data.newEmail ?? 'another address'}.`,
          'Nothing changes until the new address is confirmed.',
          'If this was not you, change your password now: that signs out every other session.',
        ],
      };
    case 'welcome':
      return {
        subject: `Welcome to ${brand.name}`,
        lines: [hello, `Your profile is saved. Welcome to ${brand.name}.`],
        action: link ? { label: `Open ${brand.name}`, href: link } : undefined,
      };
    case 'account_setup':
      return {
        subject: `Your account at ${data.tenantName || brand.name}`,
        lines: [
          'Hi,',
          `An administrator of ${data.tenantName || brand.name} created an account for you. Choose a password to start.`,
        ],
        action: { label: 'Set your password', href: link },
        after: [ttl ?? ''],
      };
    case 'webhook_disabled':
      return {
        subject: `A webhook of ${data.tenantName || brand.name} was disabled`,
        lines: [
          'Hi,',
          `Portico stopped sending events to ${data.url ?? 'a webhook endpoint'}: ${data.reason ?? 'its deliveries kept failing'}.`,
          'Fix the receiver, then delete the webhook and add it again on the Integrations page.',
        ],
        action: link ? { label: 'Open Integrations', href: link } : undefined,
      };
    case 'file_shared':
      return {
        subject: `New file from ${brand.name}: ${data.title ?? 'a file'}`,
        lines: [
          'Hi,',
          `A file was shared with you: ${data.title ?? 'a file'}.`,
          ...(data.message ? [`Message: ${data.message}`] : []),
        ],
        action: { label: 'Open the file', href: link },
      };
    case 'unread_messages':
      return unreadMessages(data, brand, hello);
    case 'invoice_sent':
    case 'invoice_receipt':
    case 'invoice_admin':
      return invoiceEmail(template, data, brand, hello, link);
    case 'announcement':
      return {
        subject: `${brand.name}: ${data.title ?? 'Announcement'}`,
        lines: [
          'Hi,',
          `An announcement for ${brand.name}, also shown as a banner in the portal:`,
          ...(data.title ? [data.title] : []),
          ...(data.message ?? '').split(/\r?\n/).filter((line) => line.trim()),
        ],
        action: link ? { label: `Open ${brand.name}`, href: link } : undefined,
        after: ['You receive this as an administrator of the workspace.'],
      };
  }
}

/** A client invoice sent, its receipt, and what the agency's admins hear of it (issue 29). */
function invoiceEmail(
  template: 'invoice_sent' | 'invoice_receipt' | 'invoice_admin',
  data: TemplateData,
  brand: Branding,
  hello: string,
  link: string,
): Content {
  const invoice = data.invoice ?? { number: '', amount: 0, currency: 'usd', dueDate: '' };
  const amount = invoiceMoney(invoice.amount, invoice.currency);
  const action = link ? { label: 'View the invoice', href: link } : undefined;
  if (template === 'invoice_sent')
    return {
      subject: `${brand.name}: invoice ${invoice.number} for ${amount}`,
      lines: [
        hello,
        `${brand.name} sent you invoice ${invoice.number} for ${amount}${invoice.dueDate ? `, due ${invoice.dueDate}` : ''}.`,
        'You can see it and pay it in the portal.',
      ],
      action,
    };
  if (template === 'invoice_receipt')
    return {
      subject: `${brand.name}: receipt for invoice ${invoice.number}`,
      lines: [
        hello,
        `Thank you: your payment of ${amount} for invoice ${invoice.number} was received.`,
      ],
      action,
      after: ['Keep this email as your receipt.'],
    };
  const what = {
    paid: `Invoice ${invoice.number} was paid: ${amount}.`,
    refunded: `Invoice ${invoice.number} was refunded: ${amount}.`,
    disputed: `The payment of invoice ${invoice.number} is disputed (${amount}). Respond from your Stripe account before the deadline.`,
  }[invoice.event ?? 'paid'];
  const subject = {
    paid: `${brand.name}: invoice ${invoice.number} paid`,
    refunded: `${brand.name}: invoice ${invoice.number} refunded`,
    disputed: `${brand.name}: invoice ${invoice.number} disputed`,
  }[invoice.event ?? 'paid'];
  return {
    subject,
    lines: ['Hi,', what],
    action,
    after: ['You receive this as an administrator of the workspace.'],
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Messages waiting unread (messaging's email): one conversation's batch, or a daily digest of
 * several. Each message is its sender and a plain-text excerpt; with a reply address, replying
 * to the email answers in the conversation.
 */
function unreadMessages(data: TemplateData, brand: Branding, hello: string): Content {
  const conversations = data.conversations ?? [];
  const count = (c: UnreadConversation) => c.messages.length + c.more;
  const total = conversations.reduce((sum, c) => sum + count(c), 0);
  const messageLines = (c: UnreadConversation) => [
    ...c.messages.map(
      (m) =>
        `${m.sender}: ${m.excerpt}${m.attachments ? ` (${plural(m.attachments, 'file', 'files')})` : ''}`,
    ),
    ...(c.more > 0 ? [`…and ${plural(c.more, 'more message', 'more messages')}.`] : []),
  ];
  const [first] = conversations;
  const after = [
    data.replyTo ? 'Reply to this email to answer in the conversation.' : '',
    'You get this email about messages you have not read. You can choose a daily digest or no email in your notification settings.',
  ];
  if (data.cadence !== 'digest' && conversations.length === 1 && first)
    return {
      subject: `${brand.name}: ${plural(total, 'new message', 'new messages')} in “${first.subject}”`,
      lines: [
        hello,
        `You have ${plural(total, 'new message', 'new messages')} in “${first.subject}”:`,
        ...messageLines(first),
      ],
      action: { label: 'Open the conversation', href: first.link },
      after,
    };
  return {
    subject: `${brand.name}: your daily summary, ${plural(total, 'new message', 'new messages')}`,
    lines: [
      hello,
      `You have ${plural(total, 'new message', 'new messages')} in ${plural(conversations.length, 'conversation', 'conversations')}:`,
      ...conversations.flatMap((c) => [
        `“${c.subject}”, ${count(c)} new (${c.link})`,
        ...messageLines(c),
      ]),
    ],
    ...(first ? { action: { label: 'Open your messages', href: first.link } } : {}),
    after,
  };
}

export function renderEmail(template: TemplateName, data: TemplateData): RenderedEmail {
  const given = data.branding;
  const brand: Branding = {
    name: given?.name?.trim() || PRODUCT_BRANDING.name,
    color: given?.color && COLOR.test(given.color) ? given.color : PRODUCT_BRANDING.color,
    logoUrl: given?.logoUrl && /^https?:\/\//i.test(given.logoUrl) ? given.logoUrl : undefined,
  };
  const content = contentOf(template, data, brand);
  const after = (content.after ?? []).filter(Boolean);
  const text = [
    ...content.lines,
    ...(content.action ? ['', `${content.action.label}: ${content.action.href}`] : []),
    ...(after.length ? ['', ...after] : []),
    '',
    `— ${brand.name}`,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.href)}" style="background:${brand.color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">Or open this link: ${escapeHtml(content.action.href)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto">
${brand.logoUrl ? `<p style="margin:0 0 12px"><img src="${escapeHtml(brand.logoUrl)}" alt="" style="max-height:48px;max-width:200px"></p>` : ''}
<p style="font-weight:600;font-size:18px;color:${brand.color};margin:0 0 24px">${escapeHtml(brand.name)}</p>
${content.lines.map(paragraph).join('\n')}
${button}
${after.map(paragraph).join('\n')}
</div></body></html>`;
  return {
    subject: content.subject,
    text,
    html,
    ...(data.replyTo ? { replyTo: data.replyTo } : {}),
  };
}
