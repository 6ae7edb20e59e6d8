/**
 * What reaches client payments from outside a session: the Connect webhook (raw bytes, the
 * signature covers them; verified in billing with the Connect endpoint's own secret), the
 * sandbox's stand-ins for Stripe's hosted onboarding and invoice pages (the token in the page's
 * address is the secret, as a hosted page's address is), and the platform's volume for Mission
 * Control.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text, TOKEN_MAX, URL_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { stripeWebhookRoute } from '../../shared/stripeWebhook';
import { toVolume } from './map';
import { PaymentsVolumeSchema, SandboxInvoicePageSchema, SandboxOnboardingSchema } from './schemas';

const TAG = 'Payments';
const token = z.object({ token: text(TOKEN_MAX) });

export const paymentsHostedRoutes = [
  stripeWebhookRoute({
    path: '/api/payments/webhook',
    summary: 'Stripe’s Connect webhook; the signature over the raw body is checked',
    tag: TAG,
    call: (billing, request, context) => billing.HandleConnectWebhook(request, context),
  }),

  route({
    method: 'GET',
    path: '/api/payments/sandbox-onboarding/:token',
    summary: 'The sandbox’s stand-in for Stripe’s onboarding page: the account it onboards',
    tag: TAG,
    allow: 'public',
    params: token,
    response: SandboxOnboardingSchema,
    handler: async ({ params, req, deps }) => {
      const page = await deps.services.billing.GetSandboxOnboarding(
        { token: params.token },
        { requestId: req.id },
      );
      return {
        accountId: page.account_id,
        accountType: page.account_type,
        country: page.country,
        status: page.status,
        refreshUrl: page.refresh_url,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/payments/sandbox-onboarding/:token/complete',
    summary: 'Completes sandbox onboarding; answers where Stripe would send the browser back',
    tag: TAG,
    allow: 'public',
    params: token,
    body: z
      .object({
        country: z.string().regex(/^[A-Za-z]{2}$/, 'Choose the country as a two-letter code'),
        businessName: text(200).min(1, 'Enter the business’s name'),
      })
      .strict(),
    response: z.object({ returnUrl: text(URL_MAX) }),
    handler: async ({ params, body, req, deps }) => {
      const done = await deps.services.billing.CompleteSandboxOnboarding(
        {
          token: params.token,
          country: body.country.toUpperCase(),
          business_name: body.businessName,
        },
        { requestId: req.id },
      );
      return { returnUrl: done.return_url };
    },
  }),

  route({
    method: 'GET',
    path: '/api/payments/sandbox-invoice/:token',
    summary: 'The sandbox’s stand-in for Stripe’s hosted invoice page: what is owed',
    tag: TAG,
    allow: 'public',
    params: token,
    response: SandboxInvoicePageSchema,
    handler: async ({ params, req, deps }) => {
      const page = await deps.services.billing.GetSandboxInvoicePage(
        { token: params.token },
        { requestId: req.id },
      );
      return {
        number: page.number,
        currency: page.currency,
        amountDue: Number(page.amount_due),
        status: page.status,
        businessName: page.business_name,
        dueDate: page.due_date,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/payments/sandbox-invoice/:token/pay',
    summary: 'Pays a sandbox invoice with a test card; its events take the Connect verification',
    tag: TAG,
    allow: 'public',
    params: token,
    body: z
      .object({
        cardNumber: z.string().max(40, 'Enter a card number').min(12, 'Enter a card number'),
      })
      .strict(),
    response: z.object({ outcome: z.string().describe('succeeded, or why the card was declined') }),
    handler: async ({ params, body, req, deps }) => {
      const done = await deps.services.billing.PaySandboxInvoice(
        { token: params.token, card_number: body.cardNumber },
        { requestId: req.id },
      );
      return { outcome: done.outcome };
    },
  }),

  route({
    method: 'GET',
    path: '/api/super/payments-volume',
    summary: 'Client payments across the platform: volume, platform fees and refunds by currency',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    response: PaymentsVolumeSchema,
    handler: async ({ req, deps }) =>
      toVolume(await deps.services.billing.GetPaymentsVolume({}, callContext(req))),
  }),
];
