/** Embed rules that need no I/O: providers, the target URL, the audience. Pure. */
import { invalid } from '@portico/kit';

export const PROVIDERS = [
  'notion',
  'calendly',
  'monday',
  'airtable',
  'hirepilot',
  'custom',
] as const;
export type Provider = (typeof PROVIDERS)[number];

const PROVIDER_HOSTS: ReadonlyArray<[Provider, RegExp]> = [
  ['notion', /(^|\.)(notion\.so|notion\.site)$/],
  ['calendly', /(^|\.)calendly\.com$/],
  ['monday', /(^|\.)monday\.com$/],
  ['airtable', /(^|\.)airtable\.com$/],
  ['hirepilot', /(^|\.)hirepilot\.(com|ai|io)$/],
];

/** The provider a URL belongs to, from its host; anything else is custom. */
export function detectProvider(url: string): Provider {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'custom';
  }
  return PROVIDER_HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? 'custom';
}

export const MISSING_FIELDS = 'Please fill Title, Provider and URL';
export const MISSING_USER = 'Please choose a user';
export const NO_ACCESS = "You don't have access to this embed.";

export interface EmbedDraft {
  title: string;
  provider: string;
  url: string;
  embedType: string;
  userId: string;
  role: string;
}

export interface ValidEmbed {
  title: string;
  provider: Provider;
  url: URL;
  embedType: 'user' | 'role';
  userId: string | null;
  role: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The create form's rules (docs/product.md §5) plus ours: the URL must be https without credentials in
 * it; a role audience without a role means 'all'. The host is checked against SSRF-unsafe
 * addresses separately, because that needs DNS.
 */
export function validateEmbed(draft: EmbedDraft): ValidEmbed {
  const title = draft.title.trim();
  const provider = draft.provider.trim().toLowerCase();
  const rawUrl = draft.url.trim();
  if (title === '' || provider === '' || rawUrl === '')
    throw invalid(MISSING_FIELDS, 'missing_fields');
  if (!(PROVIDERS as readonly string[]).includes(provider))
    throw invalid(
      `Unknown provider "${provider}". Use one of: ${PROVIDERS.join(', ')}`,
      'provider',
    );
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw invalid('Enter a valid URL', 'url_invalid');
  }
  if (url.protocol !== 'https:')
    throw invalid('The embed URL must start with https://', 'url_not_https');
  if (url.username !== '' || url.password !== '')
    throw invalid('The embed URL must not contain a user name or password', 'url_credentials');
  const embedType = draft.embedType === 'user' ? 'user' : 'role';
  if (embedType === 'user') {
    if (!UUID.test(draft.userId.trim())) throw invalid(MISSING_USER, 'missing_user');
    return {
      title,
      provider: provider as Provider,
      url,
      embedType,
      userId: draft.userId.trim(),
      role: null,
    };
  }
  const role = draft.role.trim() || 'all';
  return { title, provider: provider as Provider, url, embedType, userId: null, role };
}
