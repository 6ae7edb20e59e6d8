/**
 * Connected sign-in (settings): the providers linked to one's account (Google, Microsoft,
 * Slack, GitHub) and unlinking one. The server refuses to remove the only way in of an account
 * made with a provider that has no password yet, and says how to set one.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  errorMessage,
  QueryState,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../../i18n';
import { Section } from './AccountSections';

export function ConnectedSignInSection() {
  const intl = useIntl();
  const links = useApiQuery('/api/me/sign-in-providers', undefined);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const unlink = useApiMutation('delete', '/api/me/sign-in-providers/{provider}', {
    invalidates: ['/api/me/sign-in-providers'],
  });
  const remove = (provider: 'google' | 'microsoft' | 'slack' | 'github', name: string) => {
    setResult(null);
    unlink.mutate(
      { params: { path: { provider } } },
      {
        onSuccess: () =>
          setResult({
            ok: true,
            text: intl.formatMessage({ id: 'connected.unlinked' }, { name }),
          }),
        onError: (cause) =>
          setResult({
            ok: false,
            text: errorMessage(cause, intl.formatMessage({ id: 'connected.unlinkFailed' })),
          }),
      },
    );
  };
  return (
    <Section id="connected-sign-in" title={intl.formatMessage({ id: 'connected.title' })}>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <QueryState
        query={links}
        loadingLabel={intl.formatMessage({ id: 'connected.loading' })}
        error={intl.formatMessage({ id: 'connected.failed' })}
        retry
        isEmpty={(answer) => answer.links.length === 0}
        empty={
          <EmptyState title={intl.formatMessage({ id: 'connected.empty' })}>
            {intl.formatMessage({ id: 'connected.emptyHint' })}
          </EmptyState>
        }
      >
        {(answer) => (
          <ul className="settings-links">
            {answer.links.map((link) => (
              <li key={link.provider} className="settings-links__item">
                <span>
                  <FormattedMessage
                    id="connected.link"
                    values={{
                      name: link.name,
                      email: link.email,
                      date: intl.formatDate(link.linked_at),
                      strong: (chunks) => <strong>{chunks}</strong>,
                    }}
                  />
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={
                    unlink.isPending && unlink.variables?.params.path.provider === link.provider
                  }
                  aria-label={intl.formatMessage(
                    { id: 'connected.unlinkNamed' },
                    { name: link.name },
                  )}
                  onClick={() => remove(link.provider, link.name)}
                >
                  {intl.formatMessage({ id: 'connected.unlink' })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
