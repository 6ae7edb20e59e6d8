/**
 * What can be done with one invoice from the agency's list (issue 29): change a draft, void an
 * open one, refund a paid one in full, and download any as a PDF. Voiding and refunding cannot
 * be undone, so each asks first; the list shows the new status once billing has answered.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  useApi,
  useApiMutation,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import type { Invoice } from './InvoiceEditor';
import { downloadInvoicePdf } from './invoicePdf';
import { formatMoney } from './money';

type Change = 'void' | 'refund';

export function InvoiceActions({ invoice, onEdit }: { invoice: Invoice; onEdit: () => void }) {
  const intl = useIntl();
  const [asking, setAsking] = useState<Change | null>(null);
  const refundable = invoice.status === 'paid' && invoice.amountRefunded < invoice.amountPaid;
  const name = invoice.number || intl.formatMessage({ id: 'payments.status.draft' });
  return (
    <div className="pt-row invoice-actions">
      {invoice.status === 'draft' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={intl.formatMessage(
            { id: 'payments.actions.editNamed' },
            { clients: invoice.clients.map((c) => c.name || c.email).join(', ') || '—' },
          )}
        >
          {intl.formatMessage({ id: 'payments.actions.edit' })}
        </Button>
      )}
      {invoice.status === 'open' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAsking('void')}
          aria-label={intl.formatMessage({ id: 'payments.actions.voidNamed' }, { number: name })}
        >
          {intl.formatMessage({ id: 'payments.actions.void' })}
        </Button>
      )}
      {refundable && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAsking('refund')}
          aria-label={intl.formatMessage({ id: 'payments.actions.refundNamed' }, { number: name })}
        >
          {intl.formatMessage({ id: 'payments.actions.refund' })}
        </Button>
      )}
      <PdfButton invoice={invoice} />
      {asking && (
        <ConfirmChange invoice={invoice} change={asking} onClose={() => setAsking(null)} />
      )}
    </div>
  );
}

/** Download PDF, for the agency's list and the client's alike. */
export function PdfButton({ invoice }: { invoice: { id: string; number: string } }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoicePdf(api, invoice, intl.formatMessage({ id: 'payments.unknownError' }))
      .catch((cause: Error) =>
        toast(intl.formatMessage({ id: 'payments.pdf.failed' }, { error: cause.message }), {
          tone: 'error',
        }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      busy={busy}
      onClick={download}
      aria-label={intl.formatMessage(
        { id: 'payments.pdf.named' },
        { number: invoice.number || intl.formatMessage({ id: 'payments.status.draft' }) },
      )}
    >
      {intl.formatMessage({ id: 'payments.pdf.download' })}
    </Button>
  );
}

function ConfirmChange({
  invoice,
  change,
  onClose,
}: {
  invoice: Invoice;
  change: Change;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const invalidates = ['/api/payments/invoices', '/api/payments/my-invoices'] as const;
  const voiding = useApiMutation('post', '/api/payments/invoices/{id}/void', { invalidates });
  const refunding = useApiMutation('post', '/api/payments/invoices/{id}/refund', { invalidates });
  const mutation = change === 'void' ? voiding : refunding;
  const [problem, setProblem] = useState<string | null>(null);
  const values = {
    number: invoice.number,
    amount: formatMoney(invoice.amountPaid - invoice.amountRefunded, invoice.currency),
  };
  const confirm = () => {
    setProblem(null);
    mutation.mutate(
      { params: { path: { id: invoice.id } } },
      {
        onSuccess: () => {
          toast(intl.formatMessage({ id: `payments.${change}.done` }, values), {
            tone: 'success',
          });
          onClose();
        },
        onError: (cause) =>
          setProblem(
            intl.formatMessage(
              { id: `payments.${change}.failed` },
              { error: errorMessage(cause, intl.formatMessage({ id: 'payments.unknownError' })) },
            ),
          ),
      },
    );
  };
  return (
    <Modal
      title={intl.formatMessage({ id: `payments.${change}.title` }, values)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {intl.formatMessage({ id: 'payments.keep' })}
          </Button>
          <Button variant="danger" busy={mutation.isPending} onClick={confirm}>
            {intl.formatMessage({ id: `payments.${change}.confirm` })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: `payments.${change}.body` }, values)}</p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </Modal>
  );
}
