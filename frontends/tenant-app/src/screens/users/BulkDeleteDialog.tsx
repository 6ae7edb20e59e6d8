import { useState } from 'react';
import { Button, errorMessage, Modal, useApiMutation, useToast } from '@portico/frontend-kit';

/** Bulk delete, confirmed like a single delete: first the users, then whether files go too. */
export function BulkDeleteDialog({
  ids,
  onDone,
  onClose,
}: {
  ids: string[];
  onDone: () => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const [step, setStep] = useState<'confirm' | 'files'>('confirm');
  const remove = useApiMutation('post', '/api/users/bulk-delete', {
    invalidates: ['/api/users', '/api/users/recent'],
  });
  const go = (deleteFiles: boolean) =>
    remove.mutate(
      { body: { user_ids: ids, delete_files: deleteFiles } },
      {
        onSuccess: (answer) => {
          toast(`${answer.changed} user(s) deleted`, { tone: 'success' });
          onDone();
          onClose();
        },
        onError: (cause) => {
          toast(`Error deleting user: ${errorMessage(cause, 'Unknown error')}`, { tone: 'error' });
          onClose();
        },
      },
    );
  return step === 'confirm' ? (
    <Modal
      title={`Delete ${ids.length} user(s)?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => setStep('files')}>
            Delete
          </Button>
        </>
      }
    >
      <p>They will lose access to this workspace. Either all of them are deleted or none.</p>
    </Modal>
  ) : (
    <Modal
      title="Also delete their files?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" busy={remove.isPending} onClick={() => go(false)}>
            Keep files
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => go(true)}>
            Delete files too
          </Button>
        </>
      }
    >
      <p>Their files can be deleted with their accounts.</p>
    </Modal>
  );
}
