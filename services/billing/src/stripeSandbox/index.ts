/**
 * The sandbox's Stripe for client payments: when no Stripe keys are configured, billing's
 * Connect code talks to this instead of api.stripe.com through the official SDK, and this
 * answers Stripe's wire format (form-encoded requests with bracketed keys, the Stripe-Account
 * header, JSON objects, Stripe's errors). It plays the hosted pages Stripe would (onboarding
 * from an Account Link, the hosted invoice page) and sends the Connect events Stripe would,
 * signed with this installation's own Connect secret, in the order they happened, through
 * the same verification as Stripe's deliveries (`deliver`).
 *
 * Billing runs it in process (`fetch`, given to the SDK's fetch client); tests may also serve
 * it over HTTP (`handle`) and point the SDK there with host and port, as at Stripe.
 */
import qs from 'qs';
import Stripe from 'stripe';
import type { Database, Logger } from '@portico/kit';
import {
  findSandboxObjectByToken,
  markSandboxEventDelivered,
  pendingSandboxEvents,
} from '../store/stripeSandbox';
import {
  completeOnboarding,
  countrySpec,
  createAccount,
  createAccountLink,
  onboardingState,
} from './accounts';
import { RequestScope, StripeError, type SandboxAnswer, type StripeObject } from './context';
import {
  addLines,
  createCoupon,
  createCustomer,
  createInvoice,
  createRefund,
  createTaxRate,
  finalizeInvoice,
  hostedInvoice,
  listInvoicePayments,
  payHostedInvoice,
  updateInvoice,
  voidInvoice,
} from './invoices';
import {
  advanceTestClock,
  cancelSubscription,
  createProduct,
  createSubscription,
  createTestClock,
  updateSubscription,
} from './subscriptions';

export { SANDBOX_COUNTRIES } from './accounts';
export { DECLINED_CARD, DISPUTED_CARD } from './invoices';

export interface SandboxRequest {
  method: string;
  /** Path and query, e.g. `/v1/invoice_payments?invoice=in_1`. */
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}

/** Where signed events go: the Connect webhook's own verification and application. */
export type EventDelivery = (payload: Buffer, signature: string) => Promise<unknown>;

type Route = (scope: RequestScope, params: Record<string, unknown>, id: string) => Promise<unknown>;

const ROUTES: Array<[string, RegExp, Route]> = [
  ['POST', /^\/v1\/accounts$/, (s, p) => createAccount(s, p)],
  ['GET', /^\/v1\/accounts\/([^/]+)$/, (s, _p, id) => s.find(id, 'account')],
  ['POST', /^\/v1\/account_links$/, (s, p) => createAccountLink(s, p)],
  ['GET', /^\/v1\/country_specs\/([^/]+)$/, async (_s, _p, id) => countrySpec(id)],
  ['POST', /^\/v1\/customers$/, (s, p) => createCustomer(s, p)],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (s, _p, id) => s.find(id, 'customer')],
  ['POST', /^\/v1\/coupons$/, (s, p) => createCoupon(s, p)],
  ['POST', /^\/v1\/tax_rates$/, (s, p) => createTaxRate(s, p)],
  ['POST', /^\/v1\/invoices$/, (s, p) => createInvoice(s, p)],
  ['GET', /^\/v1\/invoices\/([^/]+)$/, (s, _p, id) => s.find(id, 'invoice')],
  ['POST', /^\/v1\/invoices\/([^/]+)$/, (s, p, id) => updateInvoice(s, id, p)],
  ['POST', /^\/v1\/invoices\/([^/]+)\/add_lines$/, (s, p, id) => addLines(s, id, p)],
  ['POST', /^\/v1\/invoices\/([^/]+)\/finalize$/, (s, _p, id) => finalizeInvoice(s, id)],
  ['POST', /^\/v1\/invoices\/([^/]+)\/void$/, (s, _p, id) => voidInvoice(s, id)],
  ['GET', /^\/v1\/invoice_payments$/, (s, p) => listInvoicePayments(s, p)],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (s, _p, id) => s.find(id, 'payment_intent')],
  ['GET', /^\/v1\/charges\/([^/]+)$/, (s, _p, id) => s.find(id, 'charge')],
  ['POST', /^\/v1\/refunds$/, (s, p) => createRefund(s, p)],
  ['POST', /^\/v1\/products$/, (s, p) => createProduct(s, p)],
  ['POST', /^\/v1\/subscriptions$/, (s, p) => createSubscription(s, p)],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (s, _p, id) => s.find(id, 'subscription')],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (s, p, id) => updateSubscription(s, id, p)],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (s, _p, id) => cancelSubscription(s, id)],
  ['POST', /^\/v1\/test_helpers\/test_clocks$/, (s, p) => createTestClock(s, p)],
  [
    'GET',
    /^\/v1\/test_helpers\/test_clocks\/([^/]+)$/,
    (s, _p, id) => s.find(id, 'test_helpers.test_clock'),
  ],
  [
    'POST',
    /^\/v1\/test_helpers\/test_clocks\/([^/]+)\/advance$/,
    (s, p, id) => advanceTestClock(s, id, p),
  ],
];

/** Stripe's form encoding: bracketed keys, up to 250 list members (an invoice's lines). */
const parseForm = (text: string) =>
  qs.parse(text, { depth: 8, arrayLimit: 250, parameterLimit: 5000 }) as Record<string, unknown>;

export class ConnectSandbox {
  private delivery: EventDelivery | undefined;
  private delivering: Promise<void> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;
  private readonly signer = new Stripe('sk_sandbox_signing_only');

  constructor(
    private readonly db: Database,
    /** The Connect endpoint's signing secret, this installation's own. */
    private readonly webhookSecret: string,
    /** The portal's address: the hosted pages are served there. */
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Starts sending events, and sends what was left when billing last stopped. */
  deliverTo(delivery: EventDelivery): void {
    this.delivery = delivery;
    this.kick();
  }

  stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.delivery = undefined;
  }

  /** One API request in Stripe's wire format. */
  async handle(request: SandboxRequest): Promise<SandboxAnswer> {
    const url = new URL(request.url, 'http://sandbox.stripe.local');
    const auth = request.headers.authorization ?? '';
    if (!/^Bearer sk_\S+$/.test(auth)) {
      return new StripeError(
        401,
        'You did not provide an API key.',
        undefined,
        'invalid_request_error',
      ).answer();
    }
    const route = ROUTES.find(
      ([method, path]) => method === request.method && path.test(url.pathname),
    );
    if (!route) {
      return new StripeError(
        404,
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      ).answer();
    }
    const id = decodeURIComponent(route[1].exec(url.pathname)?.[1] ?? '');
    const params =
      request.method === 'GET' || request.method === 'DELETE'
        ? parseForm(url.search.slice(1))
        : parseForm(request.body);
    delete params.expand;
    try {
      const answer = await this.inScope(request.headers['stripe-account'] ?? '', (scope) =>
        route[2](scope, params, id),
      );
      return { status: 200, body: answer };
    } catch (error) {
      if (error instanceof StripeError) return error.answer();
      this.logger.error({ err: error, path: url.pathname }, 'sandbox Stripe request failed');
      return new StripeError(
        500,
        'An error occurred with our connection to Stripe.',
        undefined,
        'api_error',
      ).answer();
    }
  }

  /** `fetch` for the SDK's fetch client: the request never leaves the process. */
  readonly fetch = async (
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    // The SDK's fetch client may pass a Headers object or pairs: Headers reads every form.
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const answer = await this.handle({
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      body: typeof init.body === 'string' ? init.body : '',
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'request-id': `req_sandbox_${Date.now()}` },
    });
  };

  /** The hosted onboarding page of an Account Link: undefined for a token that names none. */
  async onboarding(token: string) {
    const link = await findSandboxObjectByToken(this.db, token);
    if (!link || link.object !== 'sandbox_account_link') return undefined;
    return this.inScope('', async (scope) => {
      const account = await scope.find(String(link.data.account), 'account');
      return onboardingState(link.data as StripeObject, account);
    });
  }

  async completeOnboarding(token: string, country: string, businessName: string) {
    const link = await findSandboxObjectByToken(this.db, token);
    if (!link || link.object !== 'sandbox_account_link') return undefined;
    return this.inScope('', (scope) =>
      completeOnboarding(scope, link.data as StripeObject, country, businessName),
    );
  }

  /** The hosted invoice page: the invoice and the account it is paid to. */
  async invoicePage(token: string) {
    const page = await findSandboxObjectByToken(this.db, token);
    if (!page || page.object !== 'sandbox_hosted_invoice') return undefined;
    return this.inScope(page.account, (scope) => hostedInvoice(scope, String(page.data.invoice)));
  }

  async payInvoice(token: string, cardNumber: string) {
    const page = await findSandboxObjectByToken(this.db, token);
    if (!page || page.object !== 'sandbox_hosted_invoice') return undefined;
    return this.inScope(page.account, (scope) =>
      payHostedInvoice(scope, String(page.data.invoice), cardNumber),
    );
  }

  /** Resolves once every event written so far has been delivered (or the delivery failed). */
  settled(): Promise<void> {
    return this.delivering;
  }

  private async inScope<T>(account: string, work: (scope: RequestScope) => Promise<T>): Promise<T> {
    const { result, events } = await this.db.transaction(async (tx) => {
      const scope = new RequestScope(tx, account, this.publicUrl);
      return { result: await work(scope), events: scope.events.length };
    });
    if (events > 0) this.kick();
    return result;
  }

  /** Delivers pending events one at a time, oldest first, after the change that made them. */
  private kick(): void {
    this.delivering = this.delivering.then(() => this.deliverPending());
  }

  private async deliverPending(): Promise<void> {
    const delivery = this.delivery;
    if (!delivery) return;
    try {
      for (;;) {
        const pending = await pendingSandboxEvents(this.db);
        if (pending.length === 0) return;
        for (const event of pending) {
          const payload = JSON.stringify(event.payload);
          const signature = this.signer.webhooks.generateTestHeaderString({
            payload,
            secret: this.webhookSecret,
          });
          await delivery(Buffer.from(payload), signature);
          await markSandboxEventDelivered(this.db, event.seq);
        }
      }
    } catch (error) {
      // As Stripe retries a failed delivery: the event stays pending and is sent again.
      this.logger.warn({ err: error }, 'sandbox Connect event not delivered; retrying in 5 s');
      if (!this.retry) {
        this.retry = setTimeout(() => {
          this.retry = undefined;
          this.kick();
        }, 5000);
        this.retry.unref();
      }
    }
  }
}
