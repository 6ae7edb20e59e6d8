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
import { FormattedMessage, useIntl } from '../i18n';
import { Section } from '../screens/settings/AccountSections';

const SLACK = '/api/integrations/slack';
/** What an incoming webhook's address looks like (an address, the same in every language). */
const SLACK_URL_EXAMPLE = 'https://hooks.slack.com/services/…';

export function SlackSection() {
  const intl = useIntl();
  const slack = useApiQuery(SLACK, undefined);
  return (
    <Section id="slack" title={intl.formatMessage({ id: 'integrations.slack.title' })}>
      <QueryState
        query={slack}
        loadingLabel={intl.formatMessage({ id: 'integrations.slack.loading' })}
        error={intl.formatMessage({ id: 'integrations.slack.failed' })}
        retry
      >
        {(answer) =>
          answer.allowed ? (
            <SlackForm configured={answer.configured} maskedUrl={answer.masked_url} />
          ) : (
            <Alert tone="info">
              {/* One flow of text: the alert lays each of its children out as a column. */}
              <span>
                <FormattedMessage
                  id="integrations.slack.upgrade"
                  values={{ link: (words) => <Link to="/dashboard/admin/billing">{words}</Link> }}
                />
              </span>
            </Alert>
          )
        }
      </QueryState>
    </Section>
  );
}

function SlackForm({ configured, maskedUrl }: { configured: boolean; maskedUrl: string }) {
  const intl = useIntl();
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
          toast(intl.formatMessage({ id: 'integrations.slack.connected' }), { tone: 'success' });
        },
        onError: (cause) =>
          setError(
            errorMessage(cause, intl.formatMessage({ id: 'integrations.slack.connectFailed' })),
          ),
      },
    );
  };
  const disconnect = () =>
    save.mutate(
      { body: { webhook_url: '', enabled: false } },
      {
        onSuccess: () =>
          toast(intl.formatMessage({ id: 'integrations.slack.disconnected' }), {
            tone: 'success',
          }),
        onError: (cause) =>
          toast(
            errorMessage(cause, intl.formatMessage({ id: 'integrations.slack.disconnectFailed' })),
            { tone: 'error' },
          ),
      },
    );

  return (
    <div className="pt-stack">
      {configured ? (
        <div className="pt-row">
          <p>
            <FormattedMessage
              id="integrations.slack.posting"
              values={{
                url: maskedUrl,
                code: (words) => <code className="webhook-url">{words}</code>,
              }}
            />
          </p>
          <Button size="sm" variant="secondary" onClick={disconnect} busy={save.isPending}>
            {intl.formatMessage({ id: 'integrations.slack.disconnect' })}
          </Button>
        </div>
      ) : (
        <p>{intl.formatMessage({ id: 'integrations.slack.notConnected' })}</p>
      )}
      <form className="domain-add" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'integrations.slack.url' })}
          type="url"
          placeholder={SLACK_URL_EXAMPLE}
          value={url}
          maxLength={500}
          onChange={(e) => setUrl(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={!url.trim()} busy={save.isPending}>
          {intl.formatMessage({
            id: configured ? 'integrations.slack.replace' : 'integrations.slack.connect',
          })}
        </Button>
      </form>
    </div>
  );
}
