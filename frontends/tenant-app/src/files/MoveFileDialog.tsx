import { useState } from 'react';
import {
  Alert,
  Button,
  Modal,
  QueryState,
  errorMessage,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import type { FileItem } from './fileBytes';
import { FolderTrail } from './FolderTrail';

/** What a file change makes stale: every list that shows files or folders. */
export const FILE_LISTS = [
  '/api/files',
  '/api/files/recent',
  '/api/folders',
  '/api/folders/{id}',
] as const;

/**
 * Move a file into a folder (issue 28 item 3; staff only, as the server rules): the person
 * walks the folders as on the Files screen, breadcrumbs back up, and files it where they stand
 * (at the top, in no folder).
 */
export function MoveFileDialog({
  file,
  onMoved,
  onClose,
}: {
  file: FileItem;
  onMoved: (moved: FileItem) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [folderId, setFolderId] = useState<string | null>(file.folder_id ?? null);
  const [error, setError] = useState<string | null>(null);
  const top = useApiQuery('/api/folders', undefined, { enabled: folderId === null });
  const inside = useApiQuery(
    '/api/folders/{id}',
    { params: { path: { id: folderId ?? '' } } },
    { enabled: folderId !== null },
  );
  const listing = folderId === null ? top : inside;
  const move = useApiMutation('put', '/api/files/{id}/folder', { invalidates: FILE_LISTS });
  const here = listing.data?.folder?.name ?? intl.formatMessage({ id: 'fileActions.move.top' });

  const onMove = () => {
    setError(null);
    move.mutate(
      { params: { path: { id: file.id } }, body: { folder_id: folderId } },
      {
        onSuccess: onMoved,
        onError: (failure) =>
          setError(errorMessage(failure, intl.formatMessage({ id: 'fileActions.move.failed' }))),
      },
    );
  };

  return (
    <Modal
      title={intl.formatMessage(
        { id: 'fileActions.move.title' },
        { name: file.title || file.file_name },
      )}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'upload.cancel' })}
          </Button>
          <Button busy={move.isPending} disabled={!listing.data} onClick={onMove}>
            {intl.formatMessage({ id: 'fileActions.move.here' }, { folder: here })}
          </Button>
        </>
      }
    >
      <QueryState
        query={listing}
        loadingLabel={intl.formatMessage({ id: 'fileActions.move.loading' })}
        error={intl.formatMessage({ id: 'fileActions.move.loadFailed' })}
      >
        {(answer) => (
          <div className="pt-stack">
            <FolderTrail
              label={intl.formatMessage({ id: 'fileActions.move.breadcrumbs' })}
              top={intl.formatMessage({ id: 'fileActions.move.top' })}
              current="location"
              folder={answer.folder}
              breadcrumbs={answer.breadcrumbs}
              onOpen={setFolderId}
            />
            {answer.folders.length === 0 ? (
              <p>{intl.formatMessage({ id: 'fileActions.move.noFolders' })}</p>
            ) : (
              <ul
                className="item-list"
                aria-label={intl.formatMessage({ id: 'fileActions.move.folders' })}
              >
                {answer.folders.map((folder) => (
                  <li key={folder.id}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setFolderId(folder.id)}
                    >
                      {folder.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
