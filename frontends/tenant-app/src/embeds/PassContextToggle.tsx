import { useApiMutation, useToast, type components } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

type Embed = components['schemas']['Embed'];

/**
 * An embed's "pass context" switch (issue 12): off unless the admin turns it on, since a
 * third-party tool then learns who is looking. The server keeps the setting and mints tokens.
 */
export function PassContextToggle({ embed }: { embed: Embed }) {
  const intl = useIntl();
  const toast = useToast();
  const save = useApiMutation('put', '/api/embeds/{id}/pass-context', {
    invalidates: ['/api/embeds/manage', '/api/embeds'],
  });
  return (
    <label className="pt-check">
      <input
        type="checkbox"
        checked={embed.pass_context}
        disabled={save.isPending}
        aria-label={intl.formatMessage({ id: 'embeds.passContext.to' }, { title: embed.title })}
        onChange={(event) => {
          const on = event.target.checked;
          save.mutate(
            { params: { path: { id: embed.id } }, body: { pass_context: on } },
            {
              onSuccess: () =>
                toast(
                  intl.formatMessage({
                    id: on ? 'embeds.passContext.on' : 'embeds.passContext.off',
                  }),
                  {
                    tone: 'success',
                    durationMs: 2000,
                  },
                ),
              onError: (error) =>
                toast(error.message || intl.formatMessage({ id: 'embeds.passContext.failed' }), {
                  tone: 'error',
                }),
            },
          );
        }}
      />
      {intl.formatMessage({ id: 'embeds.passContext.label' })}
    </label>
  );
}
