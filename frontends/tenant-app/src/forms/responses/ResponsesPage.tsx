import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  Modal,
  SkeletonList,
  Table,
  useApi,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { saveBlob } from '../../files/fileBytes';
import type { Form } from '../render/questions';
import { firstFileUrl, respondentName } from './answers';
import { FileLink } from './FileLink';
import { ResponseDetail, type FormResponse } from './ResponseDetail';
import '../render/forms.css';

/**
 * Responses of one form (docs/product.md §2, /forms/{id}/responses): newest first as the server
 * sends them, with the respondent's name, when, their file, and the detail panel. Admins and
 * recruitpro only (the shell's guard, the gateway's again).
 */
export function ResponsesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useApiQuery(
    '/api/form-responses',
    { params: { query: { formId: id } } },
    { retry: false },
  );
  const missing =
    query.status === 'error' && (query.error.status === 404 || query.error.status === 400);
  useEffect(() => {
    if (missing) navigate('/forms', { replace: true });
  }, [missing, navigate]);

  if (query.status === 'pending' || missing) return <SkeletonList label="Loading responses" />;
  if (query.status === 'error') {
    return (
      <div className="screen">
        <Alert tone="error">
          {query.error.status === 403
            ? '🚫 You do not have access to this form.'
            : 'Failed to fetch responses'}
        </Alert>
      </div>
    );
  }
  return <ResponsesTable form={query.data.form} responses={query.data.responses} />;
}

function ResponsesTable({ form, responses }: { form: Form; responses: FormResponse[] }) {
  const api = useApi();
  const toast = useToast();
  const [open, setOpen] = useState<FormResponse | null>(null);
  const [deleting, setDeleting] = useState<FormResponse | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useApiMutation('delete', '/api/form-responses/{id}', {
    invalidates: ['/api/form-responses', '/api/forms'],
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data, error, response } = await api.http.GET('/api/form-responses/export', {
        params: { query: { formId: form.id } },
        parseAs: 'blob',
      });
      if (!response.ok || !data)
        throw new Error((error as { error?: string } | undefined)?.error ?? 'Export failed');
      saveBlob(data as Blob, `${form.title || 'form'}-responses.csv`);
    } catch (e) {
      toast((e as Error).message, { tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { path: { id: deleting.id } } });
      toast('Response deleted', { tone: 'success' });
      if (open?.id === deleting.id) setOpen(null);
    } catch {
      toast('Failed to delete response', { tone: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="screen">
      <div className="screen-header">
        <div>
          <h1>Responses: {form.title}</h1>
          <p>
            {responses.length} {responses.length === 1 ? 'response' : 'responses'}
          </p>
        </div>
        <div className="screen-header__actions">
          <Button
            variant="secondary"
            busy={exporting}
            disabled={responses.length === 0}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        </div>
      </div>
      {responses.length === 0 ? (
        <EmptyState title="No responses yet." icon={<Icon name="form" />} />
      ) : (
        <Table
          caption={`Responses to ${form.title}`}
          rowKey={(r) => r.id}
          rows={responses}
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (r) => respondentName(r.answers) || r.user_email || '—',
            },
            {
              key: 'at',
              header: 'Submitted At',
              render: (r) => new Date(r.created_at).toLocaleString(),
            },
            {
              key: 'file',
              header: 'Resume/File',
              render: (r) => {
                const url = firstFileUrl(r.answers);
                return url ? <FileLink url={url} label="View File" /> : '—';
              },
            },
            {
              key: 'actions',
              header: <span className="pt-visually-hidden">Actions</span>,
              render: (r) => {
                const who = respondentName(r.answers) || r.user_email;
                return (
                  <span className="pt-row">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`View response from ${who}`}
                      onClick={() => setOpen(r)}
                    >
                      View
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete response from ${who}`}
                      onClick={() => setDeleting(r)}
                    >
                      Delete
                    </Button>
                  </span>
                );
              },
            },
          ]}
        />
      )}
      {open && <ResponseDetail form={form} response={open} onClose={() => setOpen(null)} />}
      {deleting && (
        <Modal
          title="Delete this response?"
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="danger" busy={remove.isPending} onClick={() => void confirmDelete()}>
                Delete
              </Button>
            </>
          }
        >
          <p>
            The answers of {respondentName(deleting.answers) || deleting.user_email} will be removed
            for good.
          </p>
        </Modal>
      )}
    </div>
  );
}
