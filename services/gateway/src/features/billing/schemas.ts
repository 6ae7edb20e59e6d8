/** The HTTP shapes of billing: the admin's summary, a sandbox checkout, platform revenue. */
import { z } from 'zod';

const InvoiceSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  amountCents: z.number().int(),
  /** Cents as US dollars, e.g. "99.00". */
  amountUsd: z.string(),
  status: z.string().describe('paid, open, void or uncollectible'),
  hostedInvoiceUrl: z.string(),
});

export const SummarySchema = z
  .object({
    plan: z.string(),
    interval: z.string(),
    status: z.string().describe('active, trialing, past_due, canceled or bypassed'),
    seatsPurchased: z.number().int(),
    seatsIncluded: z.number().int(),
    currentPeriodEnd: z.string(),
    usage: z
      .object({
        clients_count: z
          .number()
          .int()
          .describe('Clients the plan counts: non-admin members and open invitations to them'),
        clients_limit: z
          .number()
          .int()
          .nullable()
          .describe('The plan’s client limit; null when unlimited'),
        team_count: z.number().int().describe('Admins, the owner included (admin seats)'),
        team_limit: z.number().int().describe('Admin seats: included plus purchased'),
      })
      .describe('Usage against the plan (docs/product.md §3)'),
    invoices: z.array(InvoiceSchema).describe('The latest 10, newest first'),
  })
  .meta({ id: 'BillingSummary' });

export const SandboxCheckoutSchema = z.object({
  sessionId: z.string(),
  purpose: z.string().describe('upgrade_plan, add_seats or signup'),
  plan: z.string(),
  seats: z.number().int(),
  amountCents: z.number().int(),
  status: z.string().describe('open or complete'),
  cancelUrl: z.string(),
});

export const RevenueSchema = z.object({
  mrrCents: z.number().int(),
  planMix: z.array(z.object({ plan: z.string(), tenants: z.number().int() })),
  seatsSold: z.number().int(),
  failedPayments: z.number().int(),
});
