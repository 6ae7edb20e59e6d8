/** An amount in minor units as a person reads it in its own currency (issue 29: every amount). */
export const formatMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: (currency || 'usd').toUpperCase(),
  }).format(minor / 100);

/** Sends the browser to Stripe's page (or the sandbox's); kept apart so tests can watch it. */
export const leaveFor = { go: (url: string) => window.location.assign(url) };

export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};
