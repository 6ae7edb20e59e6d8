/**
 * What the payment provider said, as an error the person who asked can act on. Stripe's SDK
 * throws typed errors carrying Stripe's own message ("Your card was declined."); without this
 * they reached the admin as "Internal error", and the screen could only say that the seats
 * checkout failed. A refusal (card, request, permission) keeps Stripe's reason; an outage says
 * to try again; anything else stays an internal error.
 */
import Stripe from 'stripe';
import { DomainError } from '@portico/kit';

export const PROVIDER_REFUSED = 'The payment provider refused';
export const PROVIDER_UNREACHABLE =
  'The payment provider could not be reached. Please try again in a moment.';

export function providerError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const reason = error.message?.trim();
  switch (error.type) {
    case 'StripeCardError':
    case 'StripeInvalidRequestError':
    case 'StripePermissionError':
    case 'StripeIdempotencyError':
      return new DomainError(
        'FAILED_PRECONDITION',
        reason ? `${PROVIDER_REFUSED}: ${reason}` : PROVIDER_REFUSED,
        error.code ? `provider_${error.code}` : 'provider_refused',
      );
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new DomainError('UNAVAILABLE', PROVIDER_UNREACHABLE, 'provider_unavailable');
    default:
      return error;
  }
}

/** Runs a call to the provider, its failure told as providerError says. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(error);
  }
}
