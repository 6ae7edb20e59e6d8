/**
 * Connect in the sandbox: accounts, Account Links and the hosted onboarding they open, and the
 * country specs that say which currencies an account may charge in. The sandbox knows a few
 * countries (a subset of Stripe's lists, enough to tell a supported currency from one that
 * is not).
 */
import {
  badRequest,
  metadataOf,
  newId,
  pageToken,
  seconds,
  StripeError,
  type Params,
  type RequestScope,
  type StripeObject,
} from './context';

const COUNTRY_SPECS: Record<string, { currency: string; supported: string[] }> = {
  US: { currency: 'usd', supported: ['usd', 'eur', 'gbp', 'cad', 'aud'] },
  GB: { currency: 'gbp', supported: ['gbp', 'eur', 'usd'] },
  IE: { currency: 'eur', supported: ['eur', 'gbp', 'usd'] },
  DE: { currency: 'eur', supported: ['eur', 'gbp', 'usd'] },
  FR: { currency: 'eur', supported: ['eur', 'gbp', 'usd'] },
  ES: { currency: 'eur', supported: ['eur', 'gbp', 'usd'] },
  CA: { currency: 'cad', supported: ['cad', 'usd'] },
  AU: { currency: 'aud', supported: ['aud', 'usd'] },
};
export const SANDBOX_COUNTRIES = Object.keys(COUNTRY_SPECS);

/** How long an onboarding link may be opened, as Stripe's (a few minutes). */
const LINK_SECONDS = 300;
const ONBOARDING_PATH = '/billing/sandbox-onboarding';

const INITIAL_REQUIREMENTS = [
  'business_profile.url',
  'external_account',
  'representative.first_name',
  'tos_acceptance.date',
];

export function countrySpec(country: string): StripeObject {
  const spec = COUNTRY_SPECS[country.toUpperCase()];
  if (!spec) throw new StripeError(404, `No such country_spec: '${country}'`, 'country');
  return {
    id: country.toUpperCase(),
    object: 'country_spec',
    default_currency: spec.currency,
    supported_payment_currencies: spec.supported,
    supported_bank_account_currencies: { [spec.currency]: [country.toUpperCase()] },
  };
}

export async function createAccount(scope: RequestScope, params: Params): Promise<StripeObject> {
  const type = String(params.type ?? '');
  if (type !== 'standard' && type !== 'express') {
    throw badRequest('Invalid type: must be one of standard, express, or custom', 'type');
  }
  const country = String(params.country ?? 'US').toUpperCase();
  const spec = countrySpec(country);
  const profile = (params.business_profile ?? {}) as Record<string, unknown>;
  return scope.create(
    {
      id: newId('acct'),
      object: 'account',
      type,
      country,
      email: params.email ? String(params.email) : null,
      default_currency: spec.default_currency,
      business_profile: { name: profile.name ? String(profile.name) : null, url: null },
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: {
        currently_due: INITIAL_REQUIREMENTS,
        eventually_due: INITIAL_REQUIREMENTS,
        past_due: [],
        disabled_reason: 'requirements.past_due',
      },
      metadata: metadataOf(params.metadata),
      created: seconds(),
    },
    undefined,
    '',
  );
}

export async function createAccountLink(
  scope: RequestScope,
  params: Params,
): Promise<StripeObject> {
  const account = await scope.find(String(params.account ?? ''), 'account');
  for (const field of ['refresh_url', 'return_url'] as const) {
    if (!/^https?:\/\//.test(String(params[field] ?? ''))) {
      throw badRequest(`Missing required param: ${field}.`, field);
    }
  }
  if (params.type !== 'account_onboarding' && params.type !== 'account_update') {
    throw badRequest('Invalid type', 'type');
  }
  const token = pageToken();
  const created = seconds();
  const link = {
    id: newId('acctlink'),
    object: 'sandbox_account_link',
    account: account.id,
    refresh_url: String(params.refresh_url),
    return_url: String(params.return_url),
    created,
    expires_at: created + LINK_SECONDS,
    used: false,
  };
  await scope.create(link, token, '');
  return {
    object: 'account_link',
    id: link.id,
    created,
    expires_at: link.expires_at,
    url: new URL(`${ONBOARDING_PATH}/${token}`, scope.publicUrl).toString(),
  };
}

/** What the onboarding page shows, and whether the link may still be used. */
export function onboardingState(link: StripeObject, account: StripeObject, now = seconds()) {
  const status = link.used ? 'complete' : Number(link.expires_at) < now ? 'expired' : 'open';
  return {
    accountId: account.id,
    accountType: String(account.type),
    country: String(account.country),
    status,
    refreshUrl: String(link.refresh_url),
    returnUrl: String(link.return_url),
  };
}

/**
 * The person finished onboarding: the account can take charges and pay out, and Stripe tells
 * the platform with account.updated.
 */
export async function completeOnboarding(
  scope: RequestScope,
  link: StripeObject,
  country: string,
  businessName: string,
): Promise<string> {
  const account = await scope.find(String(link.account), 'account', true);
  const state = onboardingState(link, account);
  if (state.status !== 'open') throw badRequest(`This onboarding link is ${state.status}`);
  const spec = countrySpec(country);
  Object.assign(account, {
    country: spec.id,
    default_currency: spec.default_currency,
    business_profile: { name: businessName || null, url: null },
    details_submitted: true,
    charges_enabled: true,
    payouts_enabled: true,
    requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
  });
  await scope.save(account);
  await scope.save({ ...link, used: true });
  await scope.emit('account.updated', account, seconds(), account.id);
  return state.returnUrl;
}
