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
import { useIntl } from '../../i18n';
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
  const intl = useIntl();
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

  if (query.status === 'pending' || missing)
    return <SkeletonList label={intl.formatMessage({ id: 'responses.loading' })} />;
  if (query.status === 'error') {
    return (
      <div className="screen">
        <Alert tone="error">
          {intl.formatMessage({
            id: query.error.status === 403 ? 'responses.noAccess' : 'responses.failed',
          })}
        </Alert>
      </div>
    );
  }
  return <ResponsesTable form={query.data.form} responses={query.data.responses} />;
}

function ResponsesTable({ form, responses }: { form: Form; responses: FormResponse[] }) {
  const intl = useIntl();
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
        throw new Error(
          (error as { error?: string } | undefined)?.error ??
            intl.formatMessage({ id: 'responses.exportFailed' }),
        );
      saveBlob(
        data as Blob,
        intl.formatMessage(
          { id: 'responses.csvName' },
          { title: form.title || intl.formatMessage({ id: 'responses.csvForm' }) },
        ),
      );
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
      toast(intl.formatMessage({ id: 'responses.deleted' }), { tone: 'success' });
      if (open?.id === deleting.id) setOpen(null);
    } catch {
      toast(intl.formatMessage({ id: 'responses.deleteFailed' }), { tone: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="screen">
      <div className="screen-header">
        <div>
          <h1>{intl.formatMessage({ id: 'responses.title' }, { title: form.title })}</h1>
          <p>{intl.formatMessage({ id: 'responses.count' }, { count: responses.length })}</p>
        </div>
        <div className="screen-header__actions">
          <Button
            variant="secondary"
            busy={exporting}
            disabled={responses.length === 0}
            onClick={() => void exportCsv()}
          >
            {intl.formatMessage({ id: 'responses.export' })}
          </Button>
        </div>
      </div>
      {responses.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'responses.empty' })}
          icon={<Icon name="form" />}
        />
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'responses.table' }, { title: form.title })}
          rowKey={(r) => r.id}
          rows={responses}
          columns={[
            {
              key: 'name',
              header: intl.formatMessage({ id: 'responses.col.name' }),
              render: (r) => respondentName(r.answers) || r.user_email || '—',
            },
            {
              key: 'at',
              header: intl.formatMessage({ id: 'responses.col.submitted' }),
              render: (r) => intl.formatDateTime(r.created_at),
            },
            {
              key: 'file',
              header: intl.formatMessage({ id: 'responses.col.file' }),
              render: (r) => {
                const url = firstFileUrl(r.answers);
                return url ? (
                  <FileLink url={url} label={intl.formatMessage({ id: 'responses.viewFile' })} />
                ) : (
                  '—'
                );
              },
            },
            {
              key: 'actions',
              header: (
                <span className="pt-visually-hidden">
                  {intl.formatMessage({ id: 'responses.col.actions' })}
                </span>
              ),
              render: (r) => {
                const who = respondentName(r.answers) || r.user_email;
                return (
                  <span className="pt-row">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={intl.formatMessage({ id: 'responses.viewFrom' }, { who })}
                      onClick={() => setOpen(r)}
                    >
                      {intl.formatMessage({ id: 'responses.view' })}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'responses.deleteFrom' }, { who })}
                      onClick={() => setDeleting(r)}
                    >
                      {intl.formatMessage({ id: 'responses.delete' })}
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
          title={intl.formatMessage({ id: 'responses.deleteConfirm' })}
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {intl.formatMessage({ id: 'responses.cancel' })}
              </Button>
              <Button variant="danger" busy={remove.isPending} onClick={() => void confirmDelete()}>
                {intl.formatMessage({ id: 'responses.delete' })}
              </Button>
            </>
          }
        >
          <p>
            {intl.formatMessage(
              { id: 'responses.deleteBody' },
              { who: respondentName(deleting.answers) || deleting.user_email },
            )}
          </p>
        </Modal>
      )}
    </div>
  );
}
