import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Modal,
  TextField,
  errorMessage,
  startUpload,
  useActiveTenantId,
  useApi,
  useApiMutation,
  useAuth,
  useToast,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import type { FileItem } from './fileBytes';
import { FILE_LISTS, MoveFileDialog } from './MoveFileDialog';

type Dialog = 'rename' | 'move' | 'delete' | null;

/**
 * What a person may do to a file from its drawer (issue 28 items 3-4), offered only where the
 * server would allow it (content's rules): staff rename, move, delete and add versions; a
 * client renames and deletes a file they uploaded themself, and adds a version to any file of
 * their own. Each change asks in a dialog first, except a new version, which is a new upload.
 */
export function FileActions({
  file,
  isAdmin,
  onChanged,
  onDeleted,
}: {
  file: FileItem;
  isAdmin: boolean;
  onChanged: (file: FileItem) => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const { user } = useAuth();
  const [dialog, setDialog] = useState<Dialog>(null);
  const me = user?.id;
  const ownUpload = file.user_id === me && file.uploaded_by === me;
  const mayChange = isAdmin || ownUpload;
  const mayAddVersion = isAdmin || file.user_id === me;
  if (!mayChange && !mayAddVersion) return null;
  const name = file.title || file.file_name;
  const close = () => setDialog(null);
  return (
    <div className="pt-stack">
      <div
        className="pt-row"
        role="group"
        aria-label={intl.formatMessage({ id: 'fileActions.label' }, { name })}
      >
        {mayChange && (
          <Button size="sm" variant="secondary" onClick={() => setDialog('rename')}>
            {intl.formatMessage({ id: 'fileActions.rename' })}
          </Button>
        )}
        {isAdmin && (
          <Button size="sm" variant="secondary" onClick={() => setDialog('move')}>
            {intl.formatMessage({ id: 'fileActions.move' })}
          </Button>
        )}
        {mayAddVersion && <NewVersion file={file} onChanged={onChanged} />}
        {mayChange && (
          <Button size="sm" variant="danger" onClick={() => setDialog('delete')}>
            {intl.formatMessage({ id: 'files.delete' })}
          </Button>
        )}
      </div>
      {dialog === 'rename' && (
        <RenameDialog
          file={file}
          onClose={close}
          onRenamed={(renamed) => {
            close();
            onChanged(renamed);
          }}
        />
      )}
      {dialog === 'move' && (
        <MoveFileDialog
          file={file}
          onClose={close}
          onMoved={(moved) => {
            close();
            onChanged(moved);
          }}
        />
      )}
      {dialog === 'delete' && <DeleteDialog file={file} onClose={close} onDeleted={onDeleted} />}
    </div>
  );
}

function RenameDialog({
  file,
  onRenamed,
  onClose,
}: {
  file: FileItem;
  onRenamed: (file: FileItem) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [title, setTitle] = useState(file.title || file.file_name);
  const [error, setError] = useState<string | null>(null);
  const rename = useApiMutation('patch', '/api/files/{id}', { invalidates: FILE_LISTS });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!title.trim()) return setError(intl.formatMessage({ id: 'fileActions.rename.empty' }));
    rename.mutate(
      { params: { path: { id: file.id } }, body: { title: title.trim() } },
      {
        onSuccess: (renamed) => {
          toast(intl.formatMessage({ id: 'fileActions.rename.done' }), { tone: 'success' });
          onRenamed(renamed);
        },
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'fileActions.rename.failed' }))),
      },
    );
  };
  return (
    <Modal title={intl.formatMessage({ id: 'fileActions.rename.title' })} onClose={onClose}>
      <form className="pt-stack" onSubmit={onSubmit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'fileActions.rename.field' })}
          value={title}
          maxLength={200}
          error={error ?? undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="pt-row">
          <Button type="button" variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'upload.cancel' })}
          </Button>
          <Button type="submit" busy={rename.isPending}>
            {intl.formatMessage({ id: 'fileActions.rename.save' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteDialog({
  file,
  onDeleted,
  onClose,
}: {
  file: FileItem;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const remove = useApiMutation('delete', '/api/files/{id}', { invalidates: FILE_LISTS });
  const onDelete = () => {
    setError(null);
    remove.mutate(
      { params: { path: { id: file.id } } },
      {
        onSuccess: () => {
          toast(intl.formatMessage({ id: 'files.deleted' }, { count: 1 }), { tone: 'success' });
          onDeleted();
        },
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'fileActions.delete.failed' }))),
      },
    );
  };
  return (
    <Modal
      title={intl.formatMessage(
        { id: 'fileActions.delete.title' },
        { name: file.title || file.file_name },
      )}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'upload.cancel' })}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={onDelete}>
            {intl.formatMessage({ id: 'files.delete' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'fileActions.delete.body' })}</p>
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}

/** Uploads the chosen bytes as the file's next version; the drawer then shows the new one. */
function NewVersion({ file, onChanged }: { file: FileItem; onChanged: (file: FileItem) => void }) {
  const intl = useIntl();
  const api = useApi();
  const tenantId = useActiveTenantId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = file.title || file.file_name;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setError(null);
    setPercent(0);
    try {
      await startUpload(
        api,
        chosen,
        { title: file.title, fileId: file.id },
        {
          tenantId,
          onProgress: (sent, total) => setPercent(total > 0 ? Math.floor((sent / total) * 100) : 0),
        },
      ).done;
      const updated = await api.call('get', '/api/files/{id}', {
        tenantId,
        params: { path: { id: file.id } },
      });
      toast(intl.formatMessage({ id: 'fileActions.version.done' }, { version: updated.version }), {
        tone: 'success',
      });
      await queryClient.invalidateQueries();
      onChanged(updated);
    } catch (failure) {
      setError(errorMessage(failure, intl.formatMessage({ id: 'fileActions.version.failed' })));
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        busy={percent !== null}
        onClick={() => input.current?.click()}
      >
        {percent === null
          ? intl.formatMessage({ id: 'fileActions.version' })
          : intl.formatMessage({ id: 'fileActions.version.sending' }, { percent: percent / 100 })}
      </Button>
      {/* The button opens the picker; the input itself is neither seen nor tabbed to. */}
      <input
        ref={input}
        type="file"
        className="pt-visually-hidden"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'fileActions.version.of' }, { name })}
        disabled={percent !== null}
        onChange={(event) => void onChoose(event)}
      />
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}
