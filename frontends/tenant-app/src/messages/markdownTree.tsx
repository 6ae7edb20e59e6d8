/**
 * A message's Markdown as React elements (MessageBody.tsx): built from markdown-it's tokens, so
 * no HTML string is ever put into the page. Its own chunk: markdown-it is loaded when a thread
 * is shown, not with every screen of the remote (tooling/test/bundle-budget.test.ts).
 */
import MarkdownIt from 'markdown-it';
import { Fragment, type ReactNode } from 'react';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

const parser = new MarkdownIt({ html: false, linkify: true });

const SAFE_LINK = /^(https?:|mailto:)/i;

const BLOCKS: Record<string, keyof HTMLElementTagNameMap> = {
  paragraph_open: 'p',
  bullet_list_open: 'ul',
  ordered_list_open: 'ol',
  list_item_open: 'li',
  blockquote_open: 'blockquote',
  heading_open: 'p',
};

const INLINES: Record<string, keyof HTMLElementTagNameMap> = {
  strong_open: 'strong',
  em_open: 'em',
  s_open: 's',
};

/** Renders tokens from `start` until the closing token at the same nesting; returns where it stopped. */
function renderRange(
  tokens: readonly Token[],
  start: number,
  inline: boolean,
  into: ReactNode[],
): number {
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const key = into.length;
    if (token.nesting === -1) return i;
    if (token.nesting === 1) {
      const children: ReactNode[] = [];
      const end = renderRange(tokens, i + 1, inline, children);
      const tag = (inline ? INLINES : BLOCKS)[token.type];
      if (token.hidden) into.push(<Fragment key={key}>{children}</Fragment>);
      else if (token.type === 'link_open') {
        const href = String(token.attrGet('href') ?? '');
        into.push(
          SAFE_LINK.test(href) ? (
            <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ) : (
            <span key={key}>{children}</span>
          ),
        );
      } else if (tag) {
        const Tag = tag;
        into.push(<Tag key={key}>{children}</Tag>);
      } else into.push(<span key={key}>{children}</span>);
      i = end + 1;
      continue;
    }
    if (token.type === 'inline') into.push(...renderInline(token.children ?? [], key));
    else if (token.type === 'text') into.push(token.content);
    else if (token.type === 'code_inline') into.push(<code key={key}>{token.content}</code>);
    else if (token.type === 'softbreak' || token.type === 'hardbreak') into.push(<br key={key} />);
    else if (token.type === 'fence' || token.type === 'code_block')
      into.push(
        <pre key={key}>
          <code>{token.content.replace(/\n$/, '')}</code>
        </pre>,
      );
    else if (token.content) into.push(token.content);
    i += 1;
  }
  return i;
}

function renderInline(tokens: readonly Token[], key: number): ReactNode[] {
  const out: ReactNode[] = [];
  renderRange(tokens, 0, true, out);
  return [<span key={key}>{out}</span>];
}

export default function MarkdownTree({ source }: { source: string }) {
  const out: ReactNode[] = [];
  renderRange(parser.parse(source, {}), 0, false, out);
  return <>{out}</>;
}
