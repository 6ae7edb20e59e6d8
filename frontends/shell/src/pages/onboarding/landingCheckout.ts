/**
 * The landing page's paid checkout, carried from sign-up (Stripe's success URL brings
 * `?session_id=`) to provisioning, which hands it to billing to attach to the new workspace.
 * Kept in localStorage because sign-up and onboarding may be apart by an email confirmation
 * or a reload. Only an id: billing asks the payment provider whether it was paid, and a
 * session is attached to one workspace once, so a stale or forged value gives nothing.
 */
const KEY = 'portico.landingCheckout';

export function rememberLandingCheckout(sessionId: string): void {
  try {
    window.localStorage.setItem(KEY, sessionId);
  } catch {
    // Storage refused (private mode, quota): provisioning then offers the checkout again.
  }
}

export function landingCheckout(): string | undefined {
  try {
    return window.localStorage.getItem(KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function forgetLandingCheckout(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
