import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  SelectField,
  startUpload,
  TextField,
  useActiveTenantId,
  useApi,
  useApiQuery,
  useTenantRoles,
  useToast,
  type UploadHandle,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/**
 * Upload a file (docs/product.md §2, §5): members for themselves; admins for a person or for roles,
 * with tags, a message and an email to the recipient. Bytes go over tus in chunks with a
 * progress bar; a dropped connection resumes where it stopped.
 */
export function UploadCard({
  mode,
  title,
  hint,
}: {
  /** `admin`: recipient, roles, tags, message, notify ('Upload & Assign'). */
  mode: 'admin' | 'member';
  title?: string;
  hint?: string;
}) {
  const intl = useIntl();
  const api = useApi();
  const tenantId = useActiveTenantId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [recipient, setRecipient] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [tags, setTags] = useState('');
  const [message, setMessage] = useState('');
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [running, setRunning] = useState<UploadHandle | null>(null);
  const isAdmin = mode === 'admin';
  const users = useApiQuery('/api/files/tenant-users', undefined, { enabled: isAdmin });
  const tenantRoles = useTenantRoles();

  const reset = () => {
    setFile(null);
    setRoles([]);
    setTags('');
    setMessage('');
    setNotify(false);
    if (fileRef.current) fileRef.current.value = '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(intl.formatMessage({ id: 'upload.chooseFile' }));
    if (isAdmin && !recipient && roles.length === 0)
      return setError(intl.formatMessage({ id: 'upload.needsRecipient' }));
    const handle = startUpload(
      api,
      file,
      {
        title: file.name,
        userId: isAdmin ? recipient || undefined : undefined,
        assignedRoles: isAdmin ? roles : [],
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        message,
        notify,
      },
      { tenantId, onProgress: (sent, total) => setProgress({ sent, total }) },
    );
    setRunning(handle);
    setProgress({ sent: 0, total: file.size });
    try {
      await handle.done;
      toast(intl.formatMessage({ id: isAdmin ? 'upload.doneAssigned' : 'upload.done' }), {
        tone: 'success',
      });
      reset();
      await queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey).includes('/api/files'),
      });
    } catch (failure) {
      setError(intl.formatMessage({ id: 'upload.failed' }, { reason: (failure as Error).message }));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? (progress.sent / progress.total) * 100 : 0;
  const userOptions = [
    { value: '', label: intl.formatMessage({ id: 'upload.choosePerson' }) },
    ...(users.data?.users ?? []).map((u) => ({
      value: u.id,
      label: intl.formatMessage({ id: 'upload.person' }, { name: u.name, email: u.email }),
    })),
  ];

  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        {title ?? intl.formatMessage({ id: 'upload.title' })}
      </h2>
      <form className="pt-stack" onSubmit={onSubmit} noValidate>
        <div className="pt-field">
          <label className="pt-field__label" htmlFor={`${headingId}-file`}>
            {intl.formatMessage({ id: 'upload.chooseFile' })}
          </label>
          <input
            id={`${headingId}-file`}
            ref={fileRef}
            type="file"
            className="pt-input"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {hint && <span className="pt-field__hint">{hint}</span>}
        </div>
        {isAdmin && (
          <>
            <SelectField
              label={intl.formatMessage({ id: 'upload.recipient' })}
              value={recipient}
              options={userOptions}
              onChange={(e) => setRecipient(e.target.value)}
            />
            <fieldset className="pt-field">
              <legend className="pt-field__label">
                {intl.formatMessage({ id: 'upload.roles' })}
              </legend>
              <div className="pt-row">
                {(tenantRoles.data?.roles ?? []).map((role) => (
                  <label key={role.role_key} className="pt-check">
                    <input
                      type="checkbox"
                      checked={roles.includes(role.role_key)}
                      onChange={(e) =>
                        setRoles((list) =>
                          e.target.checked
                            ? [...list, role.role_key]
                            : list.filter((r) => r !== role.role_key),
                        )
                      }
                    />
                    {role.role_label || role.role_key}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextField
              label={intl.formatMessage({ id: 'upload.tags' })}
              hint={intl.formatMessage({ id: 'upload.tagsHint' })}
              value={tags}
              onChange={(e) => setTags(e.target.value)}
            />
            <TextField
              label={intl.formatMessage({ id: 'upload.message' })}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            <label className="pt-check">
              <input
                type="checkbox"
                checked={notify}
                onChange={(e) => setNotify(e.target.checked)}
              />
              {intl.formatMessage({ id: 'upload.notify' })}
            </label>
          </>
        )}
        {progress && (
          <div className="pt-stack">
            <progress
              className="upload-progress"
              max={100}
              value={Math.round(percent)}
              aria-label={intl.formatMessage({ id: 'upload.progress' }, { name: file?.name ?? '' })}
            />
            <span className="file-meta">
              {intl.formatMessage(
                { id: 'upload.percent' },
                {
                  percent: intl.formatNumber(percent / 100, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  }),
                },
              )}
            </span>
          </div>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="pt-row">
          <Button type="submit" busy={running !== null}>
            {intl.formatMessage({ id: isAdmin ? 'upload.submitAssign' : 'upload.submit' })}
          </Button>
          {running && (
            <Button type="button" variant="secondary" onClick={() => running.abort()}>
              {intl.formatMessage({ id: 'upload.cancel' })}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
