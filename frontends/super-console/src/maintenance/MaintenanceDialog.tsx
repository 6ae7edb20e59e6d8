import { useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  useApiMutation,
  useToast,
} from '@portico/frontend-kit';

export type MaintenanceAction = 'purge' | 'reindex';

const COPY = {
  purge: {
    title: 'Purge Cache',
    body: 'Every gateway replica forgets its cached access, profile and settings answers. The next requests ask the services again, so the console may feel slower for a moment.',
    confirm: 'Purge Cache',
    pending: 'Purging...',
  },
  reindex: {
    title: 'Rebuild Search Index',
    body: 'Tenancy rebuilds the database indexes behind tenant and user search and refreshes their statistics. Searches keep working while it runs.',
    confirm: 'Rebuild Search Index',
    pending: 'Requesting...',
  },
} as const;

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
      setError(errorMessage(cause, `${copy.title} failed`));
    }
  };

  return (
    <Modal
      title={`${copy.title}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={mutation.isPending} onClick={() => void confirm()}>
            {mutation.isPending ? copy.pending : copy.confirm}
          </Button>
        </>
      }
    >
      <p>{copy.body}</p>
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
