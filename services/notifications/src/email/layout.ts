/**
 * How every email looks: one Handlebars layout for the HTML part and one for the plain text.
 * Everything an email says goes in through `{{…}}`, which Handlebars escapes for HTML, so a
 * tenant's name, a file title or a message can never become markup; the only values placed
 * in attributes unescaped-by-meaning are checked first (a #rrggbb colour, an http(s) link).
 * The brand's colour heads the email and fills the button, with text chosen to stay readable
 * on it (WCAG's relative luminance, as the frontends' --brand-primary-text).
 */
import Handlebars from 'handlebars';
import type { IntlShape } from '@formatjs/intl' with { 'resolution-mode': 'import' };
import { escapeMarkup } from '@portico/rules';
import type { Branding } from './templates';

export interface Content {
  subject: string;
  lines: string[];
  action?: { label: string; href: string } | undefined;
  /** Lines after the button; empty ones are left out. */
  after: string[];
}

/** Only http(s) links become buttons and images (no javascript:, data: or relative URLs). */
export const safeLink = (href: string | undefined): boolean =>
  !!href && /^https?:\/\/[^\s"'<>]+$/i.test(href);

/**
 * Our own Handlebars environment with one helper: `{{url x}}` writes a link into an attribute
 * escaped as HTML attributes are (& < > " '), leaving `=` and `/` readable; the links it is
 * given passed `safeLink` already, so no quote or angle bracket can be among them anyway.
 */
const handlebars = Handlebars.create();
handlebars.registerHelper(
  'url',
  (href: unknown) => new handlebars.SafeString(escapeMarkup(String(href))),
);
const KNOWN = { if: true, each: true, url: true };

const HTML = handlebars.compile(
  `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{subject}}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#111827;background:#ffffff;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;border-top:4px solid {{color}};padding-top:16px">
{{#if logoUrl}}<p style="margin:0 0 12px"><img src="{{url logoUrl}}" alt="{{brandName}}" style="max-height:48px;max-width:200px"></p>{{/if}}
<p style="font-weight:600;font-size:18px;color:{{headingColor}};margin:0 0 24px">{{brandName}}</p>
{{#each lines}}<p style="margin:0 0 16px;line-height:1.5">{{this}}</p>
{{/each}}
{{#if action}}<p style="margin:24px 0"><a href="{{url action.href}}" style="background:{{color}};color:{{buttonText}};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">{{action.label}}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">{{linkHint}} {{url action.href}}</p>
{{/if}}
{{#each after}}<p style="margin:0 0 16px;line-height:1.5">{{this}}</p>
{{/each}}
{{#if support}}<p style="margin:24px 0 0;font-size:13px;color:#4b5563">{{support}}</p>
{{/if}}
</div>
</body>
</html>
`,
  { strict: true, knownHelpersOnly: true, knownHelpers: KNOWN },
);

const TEXT = handlebars.compile(
  `{{#each lines}}{{this}}
{{/each}}{{#if action}}
{{action.label}}: {{action.href}}
{{/if}}{{#if after.length}}
{{#each after}}{{this}}
{{/each}}{{/if}}{{#if support}}
{{support}}
{{/if}}
{{signature}}
`,
  { noEscape: true, knownHelpersOnly: true, knownHelpers: KNOWN },
);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const WHITE = 1;
const INK = luminance('#111827');

export function renderLayout(
  content: Content,
  brand: Branding,
  intl: IntlShape<string>,
): { html: string; text: string } {
  const shade = luminance(brand.color);
  const action = content.action && safeLink(content.action.href) ? content.action : undefined;
  const values = {
    lang: intl.locale,
    subject: content.subject,
    brandName: brand.name,
    logoUrl: brand.logoUrl && safeLink(brand.logoUrl) ? brand.logoUrl : '',
    color: brand.color,
    // A brand colour below AA on white would be hard to read as the heading: ink instead. The
    // heading is 18px semibold, not large text to WCAG (24px, or 18.66px bold), so 4.5:1, not
    // 3:1 (teal #0d9488, 3.7:1, failed axe in the walk-through of an away email).
    headingColor: contrast(shade, WHITE) >= 4.5 ? brand.color : '#111827',
    buttonText: contrast(shade, WHITE) >= contrast(shade, INK) ? '#ffffff' : '#111827',
    lines: content.lines.filter(Boolean),
    action: action ?? false,
    linkHint: intl.formatMessage({ id: 'email.linkHint' }),
    after: content.after.filter(Boolean),
    support: brand.supportEmail
      ? intl.formatMessage({ id: 'email.support' }, { supportEmail: brand.supportEmail })
      : '',
    signature: intl.formatMessage({ id: 'email.signature' }, { brand: brand.name }),
  };
  return { html: HTML(values), text: TEXT(values) };
}
