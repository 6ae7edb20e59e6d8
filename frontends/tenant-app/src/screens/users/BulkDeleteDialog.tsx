import { useState } from 'react';
import { Button, errorMessage, Modal, useApiMutation, useToast } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';

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
  const intl = useIntl();
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
          toast(intl.formatMessage({ id: 'users.bulkDelete.done' }, { count: answer.changed }), {
            tone: 'success',
          });
          onDone();
          onClose();
        },
        onError: (cause) => {
          toast(
            intl.formatMessage(
              { id: 'users.delete.failed' },
              {
                reason: errorMessage(cause, intl.formatMessage({ id: 'users.unknownError' })),
              },
            ),
            { tone: 'error' },
          );
          onClose();
        },
      },
    );
  return step === 'confirm' ? (
    <Modal
      title={intl.formatMessage({ id: 'users.bulkDelete.title' }, { count: ids.length })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'users.cancel' })}
          </Button>
          <Button variant="danger" onClick={() => setStep('files')}>
            {intl.formatMessage({ id: 'users.delete.confirm' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'users.bulkDelete.body' })}</p>
    </Modal>
  ) : (
    <Modal
      title={intl.formatMessage({ id: 'users.delete.filesTitle' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" busy={remove.isPending} onClick={() => go(false)}>
            {intl.formatMessage({ id: 'users.delete.keepFiles' })}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => go(true)}>
            {intl.formatMessage({ id: 'users.delete.filesToo' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'users.bulkDelete.filesBody' })}</p>
    </Modal>
  );
}
