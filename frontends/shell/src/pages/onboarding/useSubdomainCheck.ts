import { useEffect, useState } from 'react';
import { onboardingApi, useApi } from '@portico/frontend-kit';
import { isValidSubdomain } from './subdomain';

export type SubdomainState = 'idle' | 'checking' | 'available' | 'taken' | 'invalid';

/** Spec part 2 §9: the availability check waits 400 ms after the last keystroke. */
export const SUBDOMAIN_DEBOUNCE_MS = 400;

export function useSubdomainCheck(subdomain: string): SubdomainState {
  const api = useApi();
  const [state, setState] = useState<SubdomainState>('idle');

  useEffect(() => {
    if (!subdomain) {
      setState('idle');
      return;
    }
    if (!isValidSubdomain(subdomain)) {
      setState('invalid');
      return;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      onboardingApi(api)
        .checkSubdomain(subdomain, controller.signal)
        .then((answer) =>
          setState(
            answer.available ? 'available' : answer.reason === 'invalid' ? 'invalid' : 'taken',
          ),
        )
        .catch((error: unknown) => {
          if ((error as Error)?.name !== 'AbortError') setState('idle');
        });
    }, SUBDOMAIN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, subdomain]);

  return state;
}

export const subdomainStatus: Record<
  SubdomainState,
  { tone: 'ok' | 'bad' | 'pending'; text: string } | null
> = {
  idle: null,
  checking: { tone: 'pending', text: 'Checking availability...' },
  available: { tone: 'ok', text: 'This subdomain is available.' },
  taken: { tone: 'bad', text: 'This subdomain is already taken.' },
  invalid: { tone: 'bad', text: 'Invalid subdomain format.' },
};
