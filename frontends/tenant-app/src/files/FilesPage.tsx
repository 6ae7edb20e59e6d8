import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  isAdminRole,
  useAuth,
  useApi,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { relativeTime } from '../relativeTime';
import { ScreenHeader } from '../screens/ScreenHeader';
import { downloadFile, downloadZip, type FileItem } from './fileBytes';
import { FilePreview } from './FilePreview';
import { FolderBrowser } from './FolderBrowser';
import { UploadCard } from './UploadCard';

export const originLabel = (file: FileItem) =>
  file.origin === 'from_admin' ? 'From Admin' : 'Uploaded';

/**
 * The files pages (spec part 1 §2): /admin/files (upload for people or roles, the Recent Files
 * table with select all, Download selected and Delete, a preview drawer), /files (admins upload
 * for others, everyone else for themselves) and /my-files (your own files).
 */
export function FilesPage() {
  const { pathname } = useLocation();
  const { userRole, isSuperAdmin } = useAuth();
  const isAdmin = isSuperAdmin || isAdminRole(userRole ?? '');
  const adminTable = pathname.startsWith('/admin/files');
  const own = pathname.startsWith('/my-files');
  const files = useApiQuery('/api/files', {
    params: { query: { limit: isAdmin ? 1000 : 100 } },
  });
  const list = (files.data?.files ?? []).filter((f) => !own || f.origin === 'uploaded' || !isAdmin);

  return (
    <div className="screen">
      <ScreenHeader
        title={adminTable ? 'Admin Files' : own ? 'Your Files' : 'Files'}
        subtitle="Share files with your clients and keep theirs in one place."
      />
      <UploadCard
        mode={isAdmin && !own ? 'admin' : 'member'}
        title={adminTable ? 'Upload & Assign' : 'Upload'}
        hint="Max 100MB"
      />
      <FolderBrowser isAdmin={isAdmin} />
      <section className="pt-card" aria-labelledby="files-list">
        <h2 className="pt-card__title" id="files-list">
          {adminTable ? 'Recent Files' : 'All Files'}
        </h2>
        <QueryState
          query={files}
          loadingLabel="Loading files"
          error="Failed to fetch files"
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState title="No files have been added yet" icon={<Icon name="file" />}>
              Click Upload to get started
            </EmptyState>
          }
        >
          {() => (adminTable ? <FileTable files={list} /> : <FileList files={list} />)}
        </QueryState>
      </section>
    </div>
  );
}

function FileList({ files }: { files: FileItem[] }) {
  const api = useApi();
  const toast = useToast();
  // The notify-user email links here with ?file=<id>: that file opens in the preview drawer.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<FileItem | null>(
    () => files.find((file) => file.id === params.get('file')) ?? null,
  );
  return (
    <>
      <ul className="item-list">
        {files.map((file) => (
          <li key={file.id}>
            <span>
              {file.title || file.file_name}{' '}
              <Badge tone={file.origin === 'from_admin' ? 'purple' : 'blue'}>
                {originLabel(file)}
              </Badge>
            </span>
            <span className="file-meta">{new Date(file.created_at).toLocaleDateString()}</span>
            <span className="pt-row">
              <Button size="sm" variant="secondary" onClick={() => setOpen(file)}>
                View File
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Download ${file.file_name}`}
                onClick={() =>
                  downloadFile(api, file).catch((e: Error) => toast(e.message, { tone: 'error' }))
                }
              >
                Download
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {open && <FilePreview file={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function FileTable({ files }: { files: FileItem[] }) {
  const api = useApi();
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<FileItem | null>(null);
  const [zipping, setZipping] = useState(false);
  const users = useApiQuery('/api/files/tenant-users', undefined);
  const names = new Map((users.data?.users ?? []).map((u) => [u.id, u.name]));
  const remove = useApiMutation('delete', '/api/files/{id}', { invalidates: ['/api/files'] });
  const allSelected = files.length > 0 && selected.length === files.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)));

  const onZip = async () => {
    setZipping(true);
    try {
      await downloadZip(api, selected);
    } catch (e) {
      toast((e as Error).message, { tone: 'error' });
    } finally {
      setZipping(false);
    }
  };
  const onDelete = async () => {
    for (const id of selected) await remove.mutateAsync({ params: { path: { id } } });
    toast('Deleted', { tone: 'success' });
    setSelected([]);
  };

  return (
    <>
      <div className="pt-row">
        <Button
          size="sm"
          variant="secondary"
          disabled={selected.length === 0}
          busy={zipping}
          onClick={onZip}
        >
          Download selected
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={selected.length === 0}
          busy={remove.isPending}
          onClick={() => onDelete().catch((e: Error) => toast(e.message, { tone: 'error' }))}
        >
          Delete
        </Button>
      </div>
      <div className="pt-table-wrap">
        <table className="pt-table">
          <caption className="pt-visually-hidden">Recent Files</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all files"
                  checked={allSelected}
                  onChange={(e) => setSelected(e.target.checked ? files.map((f) => f.id) : [])}
                />
              </th>
              <th scope="col">Name</th>
              <th scope="col">Recipient</th>
              <th scope="col">Size</th>
              <th scope="col">Status</th>
              <th scope="col">Uploaded</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${file.file_name}`}
                    checked={selected.includes(file.id)}
                    onChange={(e) => toggle(file.id, e.target.checked)}
                  />
                </td>
                <td>
                  <button type="button" className="link-button" onClick={() => setOpen(file)}>
                    {file.title || file.file_name}
                  </button>
                </td>
                <td>
                  {file.assigned_roles.length > 0 && file.user_id === file.uploaded_by
                    ? file.assigned_roles.join(', ')
                    : (names.get(file.user_id) ?? 'A member')}
                </td>
                <td>{file.size_display}</td>
                <td>
                  <Badge tone={file.opened_at ? 'green' : 'gray'}>
                    {file.opened_at ? 'Opened' : 'Not opened'}
                  </Badge>
                </td>
                <td>{relativeTime(file.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && <FilePreview file={open} onClose={() => setOpen(null)} />}
    </>
  );
}
