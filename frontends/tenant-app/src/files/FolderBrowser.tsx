import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  QueryState,
  SelectField,
  TextField,
  errorMessage,
  useApiMutation,
  useApiQuery,
  useTenantRoles,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import type { FileItem } from './fileBytes';
import { FilePreview } from './FilePreview';
import { FolderTrail } from './FolderTrail';

/**
 * Folders on the Files screens (issue 28 item 3): breadcrumbs from the top, the folders inside
 * and the files filed here, as the server lets the person see them; staff make a folder here,
 * at the top level for one client, for everyone of a role, or for staff only.
 */
export function FolderBrowser({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [open, setOpen] = useState<FileItem | null>(null);
  const top = useApiQuery('/api/folders', undefined, { enabled: folderId === null });
  const inside = useApiQuery(
    '/api/folders/{id}',
    { params: { path: { id: folderId ?? '' } } },
    { enabled: folderId !== null },
  );
  const listing = folderId === null ? top : inside;
  return (
    <section className="pt-card" aria-labelledby={headingId}>
      <h2 className="pt-card__title" id={headingId}>
        {intl.formatMessage({ id: 'folders.title' })}
      </h2>
      <QueryState
        query={listing}
        loadingLabel={intl.formatMessage({ id: 'folders.loading' })}
        error={intl.formatMessage({ id: 'folders.failed' })}
      >
        {(answer) => (
          <div className="pt-stack">
            <FolderTrail
              label={intl.formatMessage({ id: 'folders.breadcrumbs' })}
              top={intl.formatMessage({ id: 'folders.top' })}
              current="page"
              folder={answer.folder}
              breadcrumbs={answer.breadcrumbs}
              onOpen={setFolderId}
            />
            {answer.folders.length === 0 && answer.files.length === 0 ? (
              <EmptyState
                title={intl.formatMessage({ id: 'folders.empty' })}
                icon={<Icon name="file" />}
              />
            ) : (
              <ul className="item-list" aria-label={intl.formatMessage({ id: 'folders.inside' })}>
                {answer.folders.map((folder) => (
                  <li key={folder.id}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setFolderId(folder.id)}
                    >
                      {folder.name}
                    </button>
                    <span className="item-list__meta">
                      {intl.formatMessage({ id: 'folders.folder' })}
                    </span>
                  </li>
                ))}
                {answer.files.map((file) => (
                  <li key={file.id}>
                    <button type="button" className="link-button" onClick={() => setOpen(file)}>
                      {file.title || file.file_name}
                    </button>
                    <span className="item-list__meta">
                      {intl.formatMessage(
                        { id: 'folders.fileMeta' },
                        { size: file.size_display, version: file.version },
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {isAdmin && <NewFolder parentId={answer.folder?.id ?? null} />}
          </div>
        )}
      </QueryState>
      {open && <FilePreview file={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function NewFolder({ parentId }: { parentId: string | null }) {
  const intl = useIntl();
  const users = useApiQuery('/api/files/tenant-users', undefined);
  const roles = useTenantRoles();
  const [name, setName] = useState('');
  const [audience, setAudience] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useApiMutation('post', '/api/folders', {
    invalidates: ['/api/folders', '/api/folders/{id}'],
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) return setError(intl.formatMessage({ id: 'folders.needsName' }));
    const [by, id = ''] = audience.split(':');
    create.mutate(
      {
        body: {
          name: name.trim(),
          ...(parentId
            ? { parent_id: parentId }
            : by === 'user'
              ? { owner_user_id: id }
              : by === 'role'
                ? { roles: [id] }
                : {}),
        },
      },
      {
        onSuccess: () => setName(''),
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'folders.createFailed' }))),
      },
    );
  };
  return (
    <form className="pt-stack" onSubmit={onSubmit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'folders.newName' })}
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
      />
      {!parentId && (
        <SelectField
          label={intl.formatMessage({ id: 'folders.audience' })}
          value={audience}
          options={[
            { value: '', label: intl.formatMessage({ id: 'folders.staffOnly' }) },
            ...(users.data?.users ?? []).map((u) => ({
              value: `user:${u.id}`,
              label: intl.formatMessage({ id: 'upload.person' }, { name: u.name, email: u.email }),
            })),
            ...(roles.data?.roles ?? [])
              .filter((r) => r.role_key !== 'admin')
              .map((r) => ({
                value: `role:${r.role_key}`,
                label: intl.formatMessage({ id: 'folders.everyoneWho' }, { role: r.role_label }),
              })),
          ]}
          onChange={(e) => setAudience(e.target.value)}
        />
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {intl.formatMessage({ id: 'folders.create' })}
      </Button>
    </form>
  );
}
