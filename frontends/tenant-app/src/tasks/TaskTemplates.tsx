import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Modal,
  QueryState,
  SelectField,
  TextField,
  errorMessage,
  useApiMutation,
  useApiQuery,
  useTenantRoles,
  useToast,
  type ApiAnswer,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { TemplateFilePicker } from './TemplateFilePicker';

type Template = ApiAnswer<'get', '/api/task-templates'>['templates'][number];
type Kind = 'todo' | 'form' | 'file_request' | 'approval';

interface Draft {
  key: number;
  title: string;
  kind: Kind;
  formId: string;
  fileCount: string;
  fileId: string;
  dueInDays: string;
}

const blank = (key: number): Draft => ({
  key,
  title: '',
  kind: 'todo',
  formId: '',
  fileCount: '1',
  fileId: '',
  dueInDays: '',
});

/**
 * Onboarding checklists (issue 28 item 1): staff keep, for a role, the tasks every new member
 * of it gets when they accept their invitation (a to-do, a form to fill, files to send, the
 * approval of one of the workspace's files, each due some days after joining); the server
 * applies them.
 */
export function TaskTemplates() {
  const intl = useIntl();
  const headingId = useId();
  const templates = useApiQuery('/api/task-templates', undefined);
  const roles = useTenantRoles();
  const roleLabel = (key: string) =>
    roles.data?.roles.find((r) => r.role_key === key)?.role_label ?? '';
  const [removing, setRemoving] = useState<Template | null>(null);
  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        {intl.formatMessage({ id: 'templates.title' })}
      </h2>
      <p>{intl.formatMessage({ id: 'templates.intro' })}</p>
      <QueryState
        query={templates}
        loadingLabel={intl.formatMessage({ id: 'templates.loading' })}
        error={intl.formatMessage({ id: 'templates.failed' })}
        isEmpty={(answer) => answer.templates.length === 0}
        empty={<p>{intl.formatMessage({ id: 'templates.empty' })}</p>}
      >
        {(answer) => (
          <ul className="task-list" aria-label={intl.formatMessage({ id: 'templates.title' })}>
            {answer.templates.map((template) => (
              <li key={template.id} className="task-row">
                <div className="task-row__main">
                  <span className="task-row__title">{template.name}</span>
                  <span className="task-row__due">
                    {intl.formatMessage(
                      { id: 'templates.summary' },
                      { role: roleLabel(template.role_key), count: template.items.length },
                    )}
                  </span>
                </div>
                <div className="task-row__action">
                  <Button
                    variant="ghost"
                    aria-label={intl.formatMessage(
                      { id: 'templates.deleteNamed' },
                      { name: template.name },
                    )}
                    onClick={() => setRemoving(template)}
                  >
                    {intl.formatMessage({ id: 'templates.delete' })}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <NewTemplate />
      {removing && <DeleteTemplate template={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}

function DeleteTemplate({ template, onClose }: { template: Template; onClose: () => void }) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const remove = useApiMutation('delete', '/api/task-templates/{id}', {
    invalidates: ['/api/task-templates'],
  });
  return (
    <Modal
      title={intl.formatMessage({ id: 'templates.deleteNamed' }, { name: template.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'upload.cancel' })}
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(
                { params: { path: { id: template.id } } },
                {
                  onSuccess: onClose,
                  onError: (failure) =>
                    setError(
                      errorMessage(failure, intl.formatMessage({ id: 'templates.deleteFailed' })),
                    ),
                },
              )
            }
          >
            {intl.formatMessage({ id: 'templates.delete' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'templates.deleteBody' })}</p>
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}

function NewTemplate() {
  const intl = useIntl();
  const toast = useToast();
  const roles = useTenantRoles();
  const forms = useApiQuery('/api/forms', { params: { query: { limit: 200 } } });
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [items, setItems] = useState<Draft[]>([blank(1)]);
  const [error, setError] = useState<string | null>(null);
  const create = useApiMutation('post', '/api/task-templates', {
    invalidates: ['/api/task-templates'],
  });
  const edit = (key: number, change: Partial<Draft>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(intl.formatMessage({ id: 'templates.needsName' }));
    if (!role) return setError(intl.formatMessage({ id: 'templates.needsRole' }));
    create.mutate(
      {
        body: {
          name: name.trim(),
          role_key: role,
          items: items.map((item) => ({
            title: item.title.trim(),
            kind: item.kind,
            ...(item.dueInDays.trim() ? { due_in_days: Number(item.dueInDays) } : {}),
            ...(item.kind === 'form' && item.formId ? { form_id: item.formId } : {}),
            ...(item.kind === 'file_request' ? { file_count: Number(item.fileCount) } : {}),
            ...(item.kind === 'approval' && item.fileId ? { file_id: item.fileId } : {}),
          })),
        },
      },
      {
        onSuccess: () => {
          toast(intl.formatMessage({ id: 'templates.saved' }), { tone: 'success' });
          setName('');
          setItems([blank(1)]);
        },
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'templates.saveFailed' }))),
      },
    );
  };

  const kinds = [
    { value: 'todo', label: intl.formatMessage({ id: 'templates.kind.todo' }) },
    { value: 'form', label: intl.formatMessage({ id: 'templates.kind.form' }) },
    { value: 'file_request', label: intl.formatMessage({ id: 'templates.kind.files' }) },
    { value: 'approval', label: intl.formatMessage({ id: 'templates.kind.approval' }) },
  ];
  return (
    <form className="pt-stack" onSubmit={onSubmit} noValidate>
      <h3 className="pt-card__title">{intl.formatMessage({ id: 'templates.new' })}</h3>
      <TextField
        label={intl.formatMessage({ id: 'templates.name' })}
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={intl.formatMessage({ id: 'templates.role' })}
        value={role}
        options={[
          { value: '', label: intl.formatMessage({ id: 'templates.chooseRole' }) },
          ...(roles.data?.roles ?? [])
            .filter((r) => r.role_key !== 'admin')
            .map((r) => ({ value: r.role_key, label: r.role_label })),
        ]}
        onChange={(e) => setRole(e.target.value)}
      />
      {items.map((item, index) => {
        const n = index + 1;
        return (
          <fieldset key={item.key} className="pt-stack">
            <legend>{intl.formatMessage({ id: 'templates.item' }, { n })}</legend>
            <TextField
              label={intl.formatMessage({ id: 'templates.item.title' }, { n })}
              value={item.title}
              maxLength={200}
              onChange={(e) => edit(item.key, { title: e.target.value })}
            />
            <SelectField
              label={intl.formatMessage({ id: 'templates.item.kind' }, { n })}
              value={item.kind}
              options={kinds}
              onChange={(e) => edit(item.key, { kind: e.target.value as Kind })}
            />
            {item.kind === 'form' && (
              <SelectField
                label={intl.formatMessage({ id: 'templates.item.form' }, { n })}
                value={item.formId}
                options={[
                  { value: '', label: intl.formatMessage({ id: 'templates.chooseForm' }) },
                  ...(forms.data?.forms ?? []).map((f) => ({ value: f.id, label: f.title })),
                ]}
                onChange={(e) => edit(item.key, { formId: e.target.value })}
              />
            )}
            {item.kind === 'approval' && (
              <TemplateFilePicker
                n={n}
                value={item.fileId}
                onChange={(fileId) => edit(item.key, { fileId })}
              />
            )}
            {item.kind === 'file_request' && (
              <TextField
                label={intl.formatMessage({ id: 'templates.item.files' }, { n })}
                type="number"
                min={1}
                max={20}
                value={item.fileCount}
                onChange={(e) => edit(item.key, { fileCount: e.target.value })}
              />
            )}
            <TextField
              label={intl.formatMessage({ id: 'templates.item.due' }, { n })}
              type="number"
              min={0}
              max={365}
              value={item.dueInDays}
              onChange={(e) => edit(item.key, { dueInDays: e.target.value })}
            />
            {items.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setItems((list) => list.filter((x) => x.key !== item.key))}
              >
                {intl.formatMessage({ id: 'templates.item.remove' }, { n })}
              </Button>
            )}
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          setItems((list) => [...list, blank(Math.max(0, ...list.map((x) => x.key)) + 1)])
        }
      >
        {intl.formatMessage({ id: 'templates.addItem' })}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" busy={create.isPending}>
        {intl.formatMessage({ id: 'templates.save' })}
      </Button>
    </form>
  );
}
