import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { Alert, Spinner, useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';

/** Providers whose pages need their own scripts and storage to work inside a frame. */
const TRUSTED_PROVIDERS = new Set(['notion', 'calendly', 'monday', 'airtable', 'hirepilot']);

/**
 * The iframe's sandbox: trusted providers may run their scripts with their own origin; an
 * untrusted (custom) page gets scripts without its origin, so it can never combine the two and
 * lift the sandbox off itself.
 */
export const sandboxFor = (provider: string) =>
  TRUSTED_PROVIDERS.has(provider)
    ? 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox'
    : 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The page may frame only this tenant's embed origins: a Content-Security-Policy `frame-src`
 * from the list the gateway answers with. Browsers apply a policy added as a meta element to
 * what follows, so it goes in before the iframe is drawn; it stays for the page's life, which a
 * tenant switch (a reload) ends.
 */
export function useFrameSrc(origins: string[] | undefined): boolean {
  const content = origins ? `frame-src 'self' blob: ${origins.join(' ')}` : null;
  useEffect(() => {
    if (!content) return;
    const existing = document.head.querySelector(`meta[data-portico-frame-src="${content}"]`);
    if (existing) return;
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = content;
    meta.dataset.porticoFrameSrc = content;
    document.head.append(meta);
  }, [content]);
  return content !== null;
}

/** The query parameter a tool reads the signed client-context token from. */
export const CONTEXT_PARAM = 'portico_context';

/** The embed's URL with the client-context token appended, keeping its own query and hash. */
export function withContextToken(url: string, token: string | undefined): string {
  if (!token) return url;
  const target = new URL(url);
  target.searchParams.set(CONTEXT_PARAM, token);
  return target.toString();
}

// A token lives five minutes; one older than four is not handed to a newly opened page.
const TOKEN_FRESH_MS = 240_000;

/**
 * The iframe's address: the embed's URL, plus a server-minted token when the admin turned
 * passing context on. Decided once per embed: a refreshed token must not reload the tool the
 * member is working in. Undefined while the token is on its way.
 */
function useFrameUrl(item: { id: string; url: string; pass_context: boolean } | undefined) {
  const wanted = item?.pass_context === true;
  const token = useApiQuery(
    '/api/embeds/{id}/context-token',
    { params: { path: { id: item?.id ?? '' } } },
    { enabled: wanted, retry: false, staleTime: TOKEN_FRESH_MS },
  );
  const decided = useRef<{ id: string; src: string } | null>(null);
  if (!item) return undefined;
  if (decided.current?.id === item.id) return decided.current.src;
  // Without a token (it failed) the tool still opens; it only does not learn who is looking.
  if (wanted && token.status === 'pending') return undefined;
  const src = withContextToken(item.url, wanted ? token.data?.token : undefined);
  decided.current = { id: item.id, src };
  return src;
}

/** /embed/{id} (docs/product.md §2 embed screens, §7): the embed's title and its page. */
export function EmbedPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const embed = useApiQuery('/api/embeds', { params: { query: { id } } }, { retry: false });
  const item = embed.data?.embeds[0];
  useFrameSrc(embed.data?.frame_src);
  const frameUrl = useFrameUrl(item);

  if (embed.status === 'pending' || (item && frameUrl === undefined))
    return (
      <div className="screen pt-row" role="status">
        <Spinner /> {intl.formatMessage({ id: 'embed.loading' })}
      </div>
    );
  if (embed.status === 'error') {
    if (embed.error.status === 401) return <Navigate to="/login" replace />;
    if (embed.error.status === 403 || embed.error.status === 404)
      return (
        <div className="screen">
          <Alert tone="error">{intl.formatMessage({ id: 'embed.noAccess' })}</Alert>
        </div>
      );
    return <Navigate to="/" replace />;
  }
  if (!item) return <Navigate to="/" replace />;

  const refused = item.framing === 'refused';
  return (
    <div className="screen embed-screen">
      <ScreenHeader
        title={item.title}
        actions={
          <a
            className="pt-button pt-button--secondary"
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {intl.formatMessage({ id: 'embed.openNewTab' })}
          </a>
        }
      />
      {refused ? (
        <Alert tone="warning">
          {intl.formatMessage({ id: 'embed.refused' }, { title: item.title })}
        </Alert>
      ) : (
        <iframe
          className="embed-frame"
          title={item.title}
          src={frameUrl}
          sandbox={sandboxFor(item.provider)}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="clipboard-write; fullscreen"
        />
      )}
    </div>
  );
}
