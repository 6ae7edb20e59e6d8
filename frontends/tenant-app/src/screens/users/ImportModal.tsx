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

type Preview = ApiAnswer<'post', '/api/users/import'>;

export function ImportModal({ onClose }: { onClose: () => void }) {
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
        onError: (cause) => setError(errorMessage(cause, 'The file could not be read')),
      },
    );
  };

  const commit = () =>
    send.mutate(
      { body: { csv } },
      {
        onSuccess: (answer) => {
          if (!answer.valid) return setPreview(answer);
          toast(`Imported ${answer.imported} user(s): invitations sent`, { tone: 'success' });
          onClose();
        },
        onError: (cause) => setError(errorMessage(cause, 'Import failed')),
      },
    );

  return (
    <Modal
      title="Import CSV"
      wide
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={commit} busy={send.isPending} disabled={!preview?.valid}>
            Import
          </Button>
        </>
      }
    >
      <div className="pt-stack">
        <p>Columns: Name, Email, Role. Every row must be valid; otherwise nothing is imported.</p>
        <label className="pt-field">
          <span className="pt-field__label">CSV file</span>
          <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
        </label>
        {error && <Alert tone="error">{error}</Alert>}
        {preview && !preview.valid && (
          <Alert tone="error">Fix the rows marked below; nothing has been imported.</Alert>
        )}
        {preview && (
          <Table
            caption="Rows of the file"
            rowKey={(row) => String(row.line)}
            rows={preview.rows}
            columns={[
              { key: 'line', header: 'Line', render: (r) => r.line },
              { key: 'name', header: 'Name', render: (r) => r.name },
              { key: 'email', header: 'Email', render: (r) => r.email },
              { key: 'role', header: 'Role', render: (r) => r.role },
              {
                key: 'error',
                header: 'Problem',
                render: (r) => (r.error ? <span className="row-error">{r.error}</span> : 'OK'),
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
