/**
 * Slack (issue 15; docs/product.md §9: slack on pro and advanced): the workspace's incoming-webhook
 * URL, stored encrypted and shown masked; each submitted form response is posted to its
 * channel (at most one message a second). Starter workspaces see the upgrade banner.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  TextField,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { Section } from '../screens/settings/AccountSections';

const SLACK = '/api/integrations/slack';

export function SlackSection() {
  const slack = useApiQuery(SLACK, undefined);
  return (
    <Section id="slack" title="Slack">
      <QueryState
        query={slack}
        loadingLabel="Loading the Slack connection"
        error="Failed to load the Slack connection"
        retry
      >
        {(answer) =>
          answer.allowed ? (
            <SlackForm configured={answer.configured} maskedUrl={answer.masked_url} />
          ) : (
            <Alert tone="info">
              Slack is available on the pro and advanced plans.{' '}
              <Link to="/dashboard/admin/billing">Upgrade</Link> to post form responses to Slack.
            </Alert>
          )
        }
      </QueryState>
    </Section>
  );
}

function SlackForm({ configured, maskedUrl }: { configured: boolean; maskedUrl: string }) {
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation('put', SLACK, { invalidates: [SLACK] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { body: { webhook_url: url.trim(), enabled: true } },
      {
        onSuccess: () => {
          setUrl('');
          toast('Slack connected', { tone: 'success' });
        },
        onError: (cause) => setError(errorMessage(cause, 'Failed to connect Slack')),
      },
    );
  };
  const disconnect = () =>
    save.mutate(
      { body: { webhook_url: '', enabled: false } },
      {
        onSuccess: () => toast('Slack disconnected', { tone: 'success' }),
        onError: (cause) =>
          toast(errorMessage(cause, 'Failed to disconnect Slack'), { tone: 'error' }),
      },
    );

  return (
    <div className="pt-stack">
      {configured ? (
        <div className="pt-row">
          <p>
            Posting submitted form responses to <code className="webhook-url">{maskedUrl}</code>
          </p>
          <Button size="sm" variant="secondary" onClick={disconnect} busy={save.isPending}>
            Disconnect Slack
          </Button>
        </div>
      ) : (
        <p>Not connected. Create an incoming webhook in Slack and paste its URL here.</p>
      )}
      <form className="domain-add" onSubmit={submit} noValidate>
        <TextField
          label="Slack incoming webhook URL"
          type="url"
          placeholder="https://hooks.slack.com/services/…"
          value={url}
          maxLength={500}
          onChange={(e) => setUrl(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={!url.trim()} busy={save.isPending}>
          {configured ? 'Replace URL' : 'Connect Slack'}
        </Button>
      </form>
    </div>
  );
}
