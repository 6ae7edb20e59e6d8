/**
 * The invoice PDF billing renders (issue 29: the tenant's logo, numbers matching Stripe's),
 * fetched through the signed-in client so the session and tenant go with it, and handed to the
 * browser as a download.
 */
import type { ApiClient } from '@portico/frontend-kit';
import { saveBlob } from '../files/fileBytes';

export async function downloadInvoicePdf(
  api: ApiClient,
  invoice: { id: string; number: string },
  fallbackError: string,
): Promise<void> {
  const { data, error, response } = await api.http.GET('/api/payments/invoices/{id}/pdf', {
    params: { path: { id: invoice.id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data)
    throw new Error((error as { error?: string } | undefined)?.error ?? fallbackError);
  saveBlob(data as Blob, `${invoice.number || 'draft'}.pdf`);
}
