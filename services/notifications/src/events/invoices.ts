/**
 * Client invoices' emails (issue 29), from billing's ClientInvoiceEvent: the clients get the
 * invoice when it is sent (a link to it in the portal) and a receipt when it is paid; the
 * agency's admins hear that it was paid, refunded or disputed. Each is branded with the tenant,
 * logged and sent as a durable job like every other email, once per event and address.
 */
import { decodeEvent, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import type { AdminEmails } from '../clients/admins';
import type { PeopleOf } from '../clients/people';
import type { TenantBrand } from '../clients/tenancy';
import { queueEmail, type EmailDeps } from '../domain/emailOutbox';
import type { InvoiceFacts, TemplateData, TemplateName } from '../email/templates';
import { emailLogoUrl } from './consume';

export const INVOICE_EMAIL_TOPICS = [TOPICS.billingInvoice];

export interface InvoiceEmailPeers {
  brandOf: (tenantId: string) => Promise<TenantBrand | undefined>;
  peopleOf: PeopleOf | undefined;
  adminEmails: AdminEmails | undefined;
}

export function invoiceEmailHandler(
  deps: Pick<EmailDeps, 'db' | 'queue' | 'logger'>,
  peers: InvoiceEmailPeers,
  publicUrl?: string,
): (event: IncomingEvent) => Promise<void> {
  return async (event) => {
    const decoded = decodeEvent('portico.events.v1.ClientInvoiceEvent', event.payload);
    const facts = decoded.invoice;
    if (!facts || !decoded.tenant_id) return;
    const invoice: InvoiceFacts = {
      number: facts.number,
      amount: Number(decoded.refunded ? decoded.refunded.amount_refunded : facts.total),
      currency: facts.currency,
      dueDate: facts.due_date,
    };
    const toClients: TemplateName | undefined = decoded.sent
      ? 'invoice_sent'
      : decoded.paid
        ? 'invoice_receipt'
        : undefined;
    const adminEvent = decoded.paid
      ? 'paid'
      : decoded.refunded
        ? 'refunded'
        : decoded.disputed
          ? 'disputed'
          : undefined;
    if (!toClients && !adminEvent) return;
    if (!peers.peopleOf || !peers.adminEmails) {
      deps.logger.warn({ event: event.id }, 'invoice emails need IDENTITY_ADDR and TENANCY_ADDR');
      return;
    }
    const brand = await peers.brandOf(decoded.tenant_id);
    const branding = brand
      ? { name: brand.name, color: brand.color, logoUrl: emailLogoUrl(publicUrl, brand.logoUrl) }
      : undefined;
    const link = `${(publicUrl ?? '').replace(/\/+$/, '')}${facts.path}`;
    const queue = (to: string, template: TemplateName, data: TemplateData) =>
      queueEmail(deps, {
        eventId: event.id,
        tenantId: decoded.tenant_id,
        to,
        template,
        data: { link, invoice, ...(branding ? { branding } : {}), ...data },
      });
    if (toClients) {
      for (const person of await peers.peopleOf(facts.client_user_ids)) {
        await queue(person.email, toClients, { firstName: person.firstName });
      }
    }
    if (adminEvent) {
      for (const email of await peers.adminEmails(decoded.tenant_id)) {
        await queue(email, 'invoice_admin', { invoice: { ...invoice, event: adminEvent } });
      }
    }
  };
}
