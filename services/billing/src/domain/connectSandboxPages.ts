/**
 * The hosted pages the sandbox plays when no Stripe keys are configured (served by the
 * product's shell): an Account Link's onboarding, and the hosted invoice page where a client
 * pays with one of Stripe's test cards. Both are public, as Stripe's are: the page's token is
 * its secret. With Stripe itself configured there is no sandbox and they are not found.
 */
import { invalid, notFound, precondition } from '@portico/kit';
import { type ConnectSandbox, SANDBOX_COUNTRIES } from '../stripeSandbox';
import { StripeError } from '../stripeSandbox/context';

export const SANDBOX_PAGE_MESSAGES = {
  notFound: 'This page is not available',
  country: 'Choose the country your business is in',
  card: 'Enter a card number',
} as const;

function sandboxOf(sandbox: ConnectSandbox | undefined): ConnectSandbox {
  if (!sandbox) throw notFound(SANDBOX_PAGE_MESSAGES.notFound);
  return sandbox;
}

/** What the sandbox refused (a used link, a paid invoice) as the person should read it. */
async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StripeError) throw precondition(error.message, error.code ?? 'refused');
    throw error;
  }
}

export async function onboardingPage(sandbox: ConnectSandbox | undefined, token: string) {
  const page = await sandboxOf(sandbox).onboarding(token);
  if (!page) throw notFound(SANDBOX_PAGE_MESSAGES.notFound);
  return page;
}

export async function finishOnboarding(
  sandbox: ConnectSandbox | undefined,
  token: string,
  country: string,
  businessName: string,
): Promise<string> {
  if (!SANDBOX_COUNTRIES.includes(country.toUpperCase()))
    throw invalid(SANDBOX_PAGE_MESSAGES.country, 'country');
  const returnUrl = await refusals(() =>
    sandboxOf(sandbox).completeOnboarding(token, country, businessName.trim().slice(0, 100)),
  );
  if (returnUrl === undefined) throw notFound(SANDBOX_PAGE_MESSAGES.notFound);
  return returnUrl;
}

export async function invoicePage(sandbox: ConnectSandbox | undefined, token: string) {
  const page = await sandboxOf(sandbox).invoicePage(token);
  if (!page) throw notFound(SANDBOX_PAGE_MESSAGES.notFound);
  const business = page.account.business_profile as { name?: string | null } | null;
  return {
    number: String(page.invoice.number ?? ''),
    currency: String(page.invoice.currency),
    amountDue: Number(page.invoice.amount_remaining ?? 0),
    status: String(page.invoice.status),
    businessName: business?.name ?? '',
    dueDate: page.invoice.due_date
      ? new Date(Number(page.invoice.due_date) * 1000).toISOString().slice(0, 10)
      : '',
  };
}

export async function payInvoicePage(
  sandbox: ConnectSandbox | undefined,
  token: string,
  cardNumber: string,
): Promise<string> {
  if (!cardNumber.trim()) throw invalid(SANDBOX_PAGE_MESSAGES.card, 'card_number');
  const outcome = await refusals(() => sandboxOf(sandbox).payInvoice(token, cardNumber));
  if (outcome === undefined) throw notFound(SANDBOX_PAGE_MESSAGES.notFound);
  return outcome;
}
