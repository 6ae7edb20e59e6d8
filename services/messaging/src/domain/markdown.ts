/**
 * A message's body is Markdown source, kept as written and rendered by the screens. The safe
 * subset is what markdown-it parses without raw HTML or images: paragraphs, bold and italics,
 * lists, quotes, code, and links whose address is http(s) or mailto. Refused rather than
 * stored inert, so nobody's screen, email or webhook ever meets it: raw HTML (a `<script>`
 * included), images (a remote image would tell its host who read the message), and any other
 * link (`javascript:`, `data:`, a relative path). markdown-it itself would only leave such a
 * link out of the rendering; here every link it finds is judged, whatever its spelling
 * (entities, upper case, autolinks, references).
 */
import MarkdownIt from 'markdown-it';
import { invalid } from '@portico/kit';

export const MAX_MESSAGE_CHARACTERS = 10_000;

export const MESSAGE_RULES = {
  empty: 'Write a message before sending',
  tooLong: `A message can have at most ${MAX_MESSAGE_CHARACTERS.toLocaleString('en-US')} characters`,
  html: 'Messages cannot contain HTML. Use Markdown for bold, lists and links.',
  image: 'Images cannot be embedded in a message. Attach the file instead.',
  link: 'Links must start with http://, https:// or mailto:',
} as const;

// html: true so raw HTML is recognised (and refused) instead of silently shown as text;
// linkify so a bare www.example.com counts as the link a renderer would make of it.
const parser = new MarkdownIt({ html: true, linkify: true });
parser.validateLink = () => true;

type Token = MarkdownIt.Token;

/**
 * The tokens of the last source parsed: a post checks its body (cleanBody) and then writes its
 * excerpt (plainText) from the same text, one parse instead of two. Only read, never changed.
 */
let last: { source: string; tokens: readonly Token[] } | undefined;
function tokensOf(source: string): readonly Token[] {
  if (last?.source !== source) last = { source, tokens: parser.parse(source, {}) };
  return last.tokens;
}

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

function schemeOf(href: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
}

function* walk(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* walk(token.children);
  }
}

/** The first reason the source is outside the safe subset, or undefined when it is inside. */
export function markdownProblem(source: string): string | undefined {
  for (const token of walk(tokensOf(source))) {
    if (token.type === 'html_block' || token.type === 'html_inline') return MESSAGE_RULES.html;
    if (token.type === 'image') return MESSAGE_RULES.image;
    if (token.type === 'link_open') {
      const scheme = schemeOf(String(token.attrGet('href') ?? ''));
      if (!scheme || !ALLOWED_SCHEMES.has(scheme)) return MESSAGE_RULES.link;
    }
  }
  return undefined;
}

/**
 * The body as stored: line endings made \n, NUL characters (PostgreSQL text cannot hold them)
 * removed, surrounding blank space trimmed. Refuses an empty body unless files come with it,
 * one over the limit, and anything outside the safe subset, each with its message.
 */
export function cleanBody(body: string, options: { hasAttachments?: boolean } = {}): string {
  const clean = body.replace(/\r\n?/g, '\n').replaceAll('\u0000', '').trim();
  if (!clean && !options.hasAttachments) throw invalid(MESSAGE_RULES.empty, 'empty');
  if ([...clean].length > MAX_MESSAGE_CHARACTERS) throw invalid(MESSAGE_RULES.tooLong, 'too_long');
  const problem = markdownProblem(clean);
  if (problem) throw invalid(problem, 'unsafe_markdown');
  return clean;
}

function inlineText(children: readonly Token[] | null): string {
  let text = '';
  let href: string | undefined;
  let linkText = '';
  for (const token of children ?? []) {
    if (token.type === 'link_open') {
      href = String(token.attrGet('href') ?? '');
      linkText = '';
      continue;
    }
    if (token.type === 'link_close') {
      // The address stays readable where no link can be clicked (a plain-text email).
      const shown = href?.replace(/^mailto:/i, '');
      text += shown && shown !== linkText ? `${linkText} (${shown})` : linkText;
      href = undefined;
      continue;
    }
    const piece =
      token.type === 'text' || token.type === 'code_inline'
        ? token.content
        : token.type === 'softbreak' || token.type === 'hardbreak'
          ? '\n'
          : '';
    if (href !== undefined) linkText += piece;
    else text += piece;
  }
  return text;
}

/** The body as plain text: Markdown marks gone, list items bulleted, link addresses kept. */
export function plainText(source: string): string {
  const lines: string[] = [];
  let bullet = '';
  for (const token of tokensOf(source)) {
    if (token.type === 'list_item_open') bullet = token.info ? `${token.info}. ` : '• ';
    else if (token.type === 'inline') {
      lines.push(`${bullet}${inlineText(token.children)}`);
      bullet = '';
    } else if (token.type === 'fence' || token.type === 'code_block')
      lines.push(token.content.replace(/\n$/, ''));
  }
  return lines.join('\n').trim();
}

/** Plain text on one line, cut at `max` characters with an ellipsis. */
export function excerpt(source: string, max = 200): string {
  const flat = plainText(source).replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
