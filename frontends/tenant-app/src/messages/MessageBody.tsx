/**
 * A message's Markdown as React elements: paragraphs, bold and italics, lists, quotes, code and
 * links (http, https, mailto only), built from markdown-it's tokens, so no HTML string is ever
 * put into the page. Messaging refuses anything outside that subset when a message is posted
 * (services/messaging/src/domain/markdown.ts); anything unknown here still shows as its text.
 */
import { lazy, Suspense } from 'react';
import { withoutMarks } from './types';

const MarkdownTree = lazy(() => import('./markdownTree'));

/** The message's text at once, its formatting as soon as the Markdown parser has loaded. */
export function MessageBody({ source }: { source: string }) {
  return (
    <div className="message-body">
      <Suspense fallback={<p>{source}</p>}>
        <MarkdownTree source={source} />
      </Suspense>
    </div>
  );
}

/**
 * A search hit's headline: the server escapes the message's Markdown source and marks the
 * matched words with <mark>…</mark>; shown as text with real mark elements, nothing parsed as
 * HTML, and without the Markdown marks (`*my*` reads "my", as in the thread and the inbox).
 * The escaped `&gt;` of the text is taken apart only after the marks are gone, so it stays.
 */
export function Headline({ html }: { html: string }) {
  const parts = html.split(/<mark>|<\/mark>/).map((part) => unescape(withoutMarks(part)));
  return (
    <span>
      {parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}
    </span>
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}
