import { useApiRead, useSettled } from '@portico/frontend-kit';
import { isValidSubdomain } from './subdomain';
import { defineMessages, type Intl } from './i18n';

export type SubdomainState = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';

/** docs/product.md §9: the availability check waits 400 ms after the last keystroke. */
export const SUBDOMAIN_DEBOUNCE_MS = 400;

export function useSubdomainCheck(subdomain: string): SubdomainState {
  const valid = subdomain !== '' && isValidSubdomain(subdomain);
  const settled = useSettled(subdomain, SUBDOMAIN_DEBOUNCE_MS);
  // One check per settled name, remembered: typing a name back asks the server nothing new.
  const check = useApiRead(
    'post',
    '/api/onboarding-check-subdomain',
    { body: { subdomain: settled }, tenantId: null },
    { enabled: valid && settled === subdomain, retry: false, staleTime: 10_000 },
  );
  if (!subdomain) return 'idle';
  if (!valid) return 'invalid';
  if (settled !== subdomain || check.isPending) return 'checking';
  if (check.isError) return 'idle';
  if (check.data.available) return 'available';
  return check.data.reason === 'invalid' ? 'invalid' : 'taken';
}

const STATUS_TEXT = defineMessages({
  checking: { id: 'onboarding.subdomain.checking' },
  available: { id: 'onboarding.subdomain.available' },
  taken: { id: 'onboarding.subdomain.taken' },
  invalid: { id: 'onboarding.subdomain.invalid' },
});

/** What the subdomain field says about the check, in the page's language. */
export function subdomainStatus(
  state: SubdomainState,
  intl: Intl,
): { tone: 'ok' | 'bad' | 'pending'; text: string } | null {
  if (state === 'idle') return null;
  const tone = state === 'available' ? 'ok' : state === 'checking' ? 'pending' : 'bad';
  return { tone, text: intl.formatMessage(STATUS_TEXT[state]) };
}
