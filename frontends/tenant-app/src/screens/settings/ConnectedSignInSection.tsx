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
import { Section } from './AccountSections';

export function ConnectedSignInSection() {
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
        onSuccess: () => setResult({ ok: true, text: `${name} is no longer linked.` }),
        onError: (cause) => setResult({ ok: false, text: errorMessage(cause, 'Unlink failed') }),
      },
    );
  };
  return (
    <Section id="connected-sign-in" title="Connected sign-in">
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
      <QueryState
        query={links}
        loadingLabel="Loading your connected sign-in"
        error="Your connected sign-in could not be loaded."
        retry
        isEmpty={(answer) => answer.links.length === 0}
        empty={
          <EmptyState title="No connected accounts">
            Use “Continue with …” on the sign-in page to link one.
          </EmptyState>
        }
      >
        {(answer) => (
          <ul className="settings-links">
            {answer.links.map((link) => (
              <li key={link.provider} className="settings-links__item">
                <span>
                  <strong>{link.name}</strong> · {link.email} · linked{' '}
                  {new Date(link.linked_at).toLocaleDateString()}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={
                    unlink.isPending && unlink.variables?.params.path.provider === link.provider
                  }
                  aria-label={`Unlink ${link.name}`}
                  onClick={() => remove(link.provider, link.name)}
                >
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}
