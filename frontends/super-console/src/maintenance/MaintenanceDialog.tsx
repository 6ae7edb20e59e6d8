import { useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  useApiMutation,
  useToast,
} from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';

export type MaintenanceAction = 'purge' | 'reindex';

const COPY = {
  purge: defineMessages({
    question: { id: 'maintenance.purge.question' },
    body: { id: 'maintenance.purge.body' },
    confirm: { id: 'maintenance.purge.confirm' },
    pending: { id: 'maintenance.purge.pending' },
    failed: { id: 'maintenance.purge.failed' },
  }),
  reindex: defineMessages({
    question: { id: 'maintenance.reindex.question' },
    body: { id: 'maintenance.reindex.body' },
    confirm: { id: 'maintenance.reindex.confirm' },
    pending: { id: 'maintenance.reindex.pending' },
    failed: { id: 'maintenance.reindex.failed' },
  }),
};

/**
 * The confirmation before a maintenance action (Command palette, Mission Control's Quick
 * Actions): nothing happens until the operator confirms; the action is audited server-side.
 */
export function MaintenanceDialog({
  action,
  onClose,
}: {
  action: MaintenanceAction;
  onClose: () => void;
}) {
  const toast = useToast();
  const intl = useIntl();
  const copy = COPY[action];
  const [error, setError] = useState<string | null>(null);
  const purge = useApiMutation('post', '/api/cache/purge');
  const reindex = useApiMutation('post', '/api/search/reindex');
  const mutation = action === 'purge' ? purge : reindex;

  const confirm = async () => {
    setError(null);
    try {
      const answer = await mutation.mutateAsync({ tenantId: null, body: {} });
      toast(answer.message, { tone: 'success' });
      onClose();
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage(copy.failed)));
    }
  };

  return (
    <Modal
      title={intl.formatMessage(copy.question)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'maintenance.cancel' })}
          </Button>
          <Button variant="danger" disabled={mutation.isPending} onClick={() => void confirm()}>
            {intl.formatMessage(mutation.isPending ? copy.pending : copy.confirm)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(copy.body)}</p>
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
