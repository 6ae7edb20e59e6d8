/**
 * Import CSV: the file is checked by the server first (dry run) and shown row by row with each
 * row's error; Import is offered only when every row is good, and then all rows go in at once.
 */
import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  Table,
  useApiMutation,
  useToast,
  type ApiAnswer,
} from '@portico/frontend-kit';

import { useIntl } from '../../i18n';

type Preview = ApiAnswer<'post', '/api/users/import'>;

export function ImportModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation('post', '/api/users/import', {
    invalidates: ['/api/users', '/api/users/recent'],
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setError(null);
    send.mutate(
      { body: { csv: text, dry_run: true } },
      {
        onSuccess: setPreview,
        onError: (cause) =>
          setError(errorMessage(cause, intl.formatMessage({ id: 'users.import.unreadable' }))),
      },
    );
  };

  const commit = () =>
    send.mutate(
      { body: { csv } },
      {
        onSuccess: (answer) => {
          if (!answer.valid) return setPreview(answer);
          toast(intl.formatMessage({ id: 'users.import.done' }, { count: answer.imported }), {
            tone: 'success',
          });
          onClose();
        },
        onError: (cause) =>
          setError(errorMessage(cause, intl.formatMessage({ id: 'users.import.failed' }))),
      },
    );

  return (
    <Modal
      title={intl.formatMessage({ id: 'users.import.title' })}
      wide
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'users.cancel' })}
          </Button>
          <Button onClick={commit} busy={send.isPending} disabled={!preview?.valid}>
            {intl.formatMessage({ id: 'users.import.submit' })}
          </Button>
        </>
      }
    >
      <div className="pt-stack">
        <p>{intl.formatMessage({ id: 'users.import.columns' })}</p>
        <label className="pt-field">
          <span className="pt-field__label">{intl.formatMessage({ id: 'users.import.file' })}</span>
          <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
        </label>
        {error && <Alert tone="error">{error}</Alert>}
        {preview && !preview.valid && (
          <Alert tone="error">{intl.formatMessage({ id: 'users.import.fix' })}</Alert>
        )}
        {preview && (
          <Table
            caption={intl.formatMessage({ id: 'users.import.rows' })}
            rowKey={(row) => String(row.line)}
            rows={preview.rows}
            columns={[
              {
                key: 'line',
                header: intl.formatMessage({ id: 'users.import.line' }),
                render: (r) => r.line,
              },
              {
                key: 'name',
                header: intl.formatMessage({ id: 'users.col.name' }),
                render: (r) => r.name,
              },
              {
                key: 'email',
                header: intl.formatMessage({ id: 'users.col.email' }),
                render: (r) => r.email,
              },
              {
                key: 'role',
                header: intl.formatMessage({ id: 'users.col.role' }),
                render: (r) => r.role,
              },
              {
                key: 'error',
                header: intl.formatMessage({ id: 'users.import.problem' }),
                render: (r) =>
                  r.error ? (
                    <span className="row-error">{r.error}</span>
                  ) : (
                    intl.formatMessage({ id: 'users.import.ok' })
                  ),
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
