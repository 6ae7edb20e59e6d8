import { useApiMutation, useToast, type components } from '@portico/frontend-kit';

type Embed = components['schemas']['Embed'];

/** The one-line explanation the Embed Manager shows above its list. */
export const PASS_CONTEXT_HINT =
  'Pass context: the embed opens with a short-lived signed token naming the workspace, the member and their role (?portico_context=), for tools that read it. Tools verify it with the keys at /.well-known/portico-embed-keys.json.';

/**
 * An embed's "pass context" switch (issue 12): off unless the admin turns it on, since a
 * third-party tool then learns who is looking. The server keeps the setting and mints tokens.
 */
export function PassContextToggle({ embed }: { embed: Embed }) {
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
        aria-label={`Pass context to ${embed.title}`}
        onChange={(event) => {
          const on = event.target.checked;
          save.mutate(
            { params: { path: { id: embed.id } }, body: { pass_context: on } },
            {
              onSuccess: () =>
                toast(on ? 'Context token on' : 'Context token off', {
                  tone: 'success',
                  durationMs: 2000,
                }),
              onError: (error) =>
                toast(error.message || 'Failed to save the setting', { tone: 'error' }),
            },
          );
        }}
      />
      Pass context
    </label>
  );
}
