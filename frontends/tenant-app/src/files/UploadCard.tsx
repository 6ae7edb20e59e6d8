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

/**
 * Upload a file (spec part 1 §2, §5): members for themselves; admins for a person or for roles,
 * with tags, a message and an email to the recipient. Bytes go over tus in chunks with a
 * progress bar; a dropped connection resumes where it stopped.
 */
export function UploadCard({
  mode,
  title = 'Upload Files',
  hint,
}: {
  /** `admin`: recipient, roles, tags, message, notify ('Upload & Assign'). */
  mode: 'admin' | 'member';
  title?: string;
  hint?: string;
}) {
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
    if (!file) return setError('Choose a file');
    if (isAdmin && !recipient && roles.length === 0) return setError('Select a user or roles');
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
      toast(isAdmin ? 'Uploaded & assigned' : 'Uploaded', { tone: 'success' });
      reset();
      await queryClient.invalidateQueries({
        predicate: (query) => JSON.stringify(query.queryKey).includes('/api/files'),
      });
    } catch (failure) {
      setError(`Upload failed: ${(failure as Error).message}`);
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? (progress.sent / progress.total) * 100 : 0;
  const userOptions = [
    { value: '', label: 'Choose a person' },
    ...(users.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.email})` })),
  ];

  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        {title}
      </h2>
      <form className="pt-stack" onSubmit={onSubmit} noValidate>
        <div className="pt-field">
          <label className="pt-field__label" htmlFor={`${headingId}-file`}>
            Choose a file
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
              label="Recipient"
              value={recipient}
              options={userOptions}
              onChange={(e) => setRecipient(e.target.value)}
            />
            <fieldset className="pt-field">
              <legend className="pt-field__label">Assign to roles</legend>
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
              label="Tags"
              hint="Separate tags with commas"
              value={tags}
              onChange={(e) => setTags(e.target.value)}
            />
            <TextField
              label="Message (optional)"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            <label className="pt-check">
              <input
                type="checkbox"
                checked={notify}
                onChange={(e) => setNotify(e.target.checked)}
              />
              Email the recipient
            </label>
          </>
        )}
        {progress && (
          <div className="pt-stack">
            <progress
              className="upload-progress"
              max={100}
              value={Math.round(percent)}
              aria-label={`Uploading ${file?.name ?? 'file'}`}
            />
            <span className="file-meta">{Math.round(percent)}% uploaded</span>
          </div>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="pt-row">
          <Button type="submit" busy={running !== null}>
            {isAdmin ? 'Upload & Assign' : 'Upload'}
          </Button>
          {running && (
            <Button type="button" variant="secondary" onClick={() => running.abort()}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
