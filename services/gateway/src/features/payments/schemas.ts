/**
 * The HTTP shapes of client payments (issue 29): the agency's connected account, invoices and
 * their lines, the lists' totals by currency, retainers, the sandbox's hosted pages and the
 * platform's volume. Amounts are integers in the currency's minor units (cents).
 */
import { z } from 'zod';

const minor = () => z.number().int().describe('Minor units of the currency (cents)');

export const PaymentsAccountSchema = z
  .object({
    allowed: z.boolean().describe('The plan includes embedded payments (Advanced, Custom)'),
    available: z.boolean().describe('Client payments are set up on this installation'),
    connected: z.boolean(),
    accountId: z.string(),
    accountType: z.string().describe('standard or express'),
    detailsSubmitted: z.boolean(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    requirementsDue: z.array(z.string()),
    defaultCurrency: z.string().describe('Lower-case ISO 4217'),
    currencies: z.array(z.string()).describe('The currencies invoices may be written in'),
    country: z.string(),
    platformFeePercent: z.number().describe('The platform’s fee on each paid invoice'),
  })
  .meta({ id: 'PaymentsAccount' });

const PersonSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });

const LineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: minor(),
  amount: minor(),
});

export const ClientInvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().describe('INV-0001; empty while a draft'),
    status: z.string().describe('draft, open, paid, void or uncollectible'),
    overdue: z.boolean(),
    currency: z.string(),
    lines: z.array(LineSchema),
    taxRatePercent: z.number(),
    discountAmount: minor(),
    subtotal: minor(),
    taxAmount: minor(),
    total: minor(),
    amountDue: minor(),
    amountPaid: minor(),
    amountRefunded: minor(),
    platformFee: minor(),
    dueDate: z.string().describe('YYYY-MM-DD, or empty'),
    notes: z.string(),
    clients: z.array(PersonSchema),
    createdAt: z.string(),
    sentAt: z.string(),
    paidAt: z.string(),
    disputeStatus: z.string().describe('none, or the dispute’s status'),
    retainerId: z.string(),
    providerInvoiceId: z.string().describe('The invoice’s id on the connected Stripe account'),
  })
  .meta({ id: 'ClientInvoice' });

export const ClientInvoiceListSchema = z.object({
  invoices: z.array(ClientInvoiceSchema),
  nextCursor: z.string().describe('Empty on the last page'),
  totals: z
    .array(
      z.object({
        currency: z.string(),
        outstanding: minor(),
        overdue: minor(),
        paidThisMonth: minor(),
      }),
    )
    .describe('By currency: what is owed, what is late, what came in this month'),
});

export const RetainerSchema = z
  .object({
    id: z.string(),
    client: PersonSchema,
    currency: z.string(),
    description: z.string(),
    amount: minor(),
    interval: z.string().describe('month or year'),
    startDate: z.string(),
    status: z.string().describe('active, canceling, canceled, past_due or incomplete'),
    currentPeriodEnd: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Retainer' });

export const SandboxOnboardingSchema = z.object({
  accountId: z.string(),
  accountType: z.string(),
  country: z.string(),
  status: z.string().describe('open, complete or expired'),
  refreshUrl: z.string(),
});

export const SandboxInvoicePageSchema = z.object({
  number: z.string(),
  currency: z.string(),
  amountDue: minor(),
  status: z.string().describe('open, paid, void or uncollectible'),
  businessName: z.string(),
  dueDate: z.string(),
});

export const PaymentsVolumeSchema = z.object({
  connectedAccounts: z.number().int(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      volume: minor(),
      platformFees: minor(),
      payments: z.number().int(),
      refunded: minor(),
    }),
  ),
});
