import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  Modal,
  QueryState,
  isAdminRole,
  useAuth,
  useApi,
  useApiMutation,
  useApiQuery,
  useToast,
  useKitIntl,
} from '@portico/frontend-kit';
import { useIntl, type Intl } from '../i18n';
import { ScreenHeader } from '../screens/ScreenHeader';
import { downloadFailure, downloadFile, downloadZip, fromAdmin, type FileItem } from './fileBytes';
import { FilePreview } from './FilePreview';
import { FolderBrowser } from './FolderBrowser';
import { UploadCard } from './UploadCard';
import { useRoleNames } from './useRoleNames';

export const originLabel = (intl: Intl, file: FileItem) =>
  intl.formatMessage({
    id: fromAdmin(file) ? 'files.origin.fromAdmin' : 'files.origin.uploaded',
  });

/**
 * The files pages (docs/product.md §2): /admin/files (upload for people or roles, the Recent Files
 * table with select all, Download selected and Delete, a preview drawer), /files (admins upload
 * for others, everyone else for themselves) and /my-files (your own files).
 */
export function FilesPage() {
  const intl = useIntl();
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
        title={intl.formatMessage({
          id: adminTable ? 'files.title.admin' : own ? 'files.title.own' : 'files.title.all',
        })}
        subtitle={intl.formatMessage({
          id: isAdmin ? 'files.subtitle.admin' : 'files.subtitle.member',
        })}
      />
      <UploadCard
        mode={isAdmin && !own ? 'admin' : 'member'}
        title={intl.formatMessage({ id: adminTable ? 'upload.submitAssign' : 'upload.submit' })}
        hint={intl.formatMessage({ id: 'files.upload.hint' })}
      />
      <FolderBrowser isAdmin={isAdmin} />
      <section className="pt-card" aria-labelledby="files-list">
        <h2 className="pt-card__title" id="files-list">
          {intl.formatMessage({ id: adminTable ? 'files.list.recent' : 'files.list.all' })}
        </h2>
        <QueryState
          query={files}
          loadingLabel={intl.formatMessage({ id: 'files.loading' })}
          error={intl.formatMessage({ id: 'files.failed' })}
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState
              title={intl.formatMessage({ id: 'files.empty' })}
              icon={<Icon name="file" />}
            >
              {intl.formatMessage({ id: 'files.emptyHint' })}
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
  const intl = useIntl();
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
            <span className="pt-row">
              {file.title || file.file_name}
              <Badge tone={fromAdmin(file) ? 'purple' : 'blue'}>{originLabel(intl, file)}</Badge>
            </span>
            <span className="file-meta">{intl.formatDate(file.created_at)}</span>
            <span className="pt-row">
              <Button size="sm" variant="secondary" onClick={() => setOpen(file)}>
                {intl.formatMessage({ id: 'files.viewFile' })}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={intl.formatMessage(
                  { id: 'files.downloadNamed' },
                  { name: file.file_name },
                )}
                onClick={() =>
                  downloadFile(api, file).catch((e: unknown) =>
                    toast(downloadFailure(intl, e), { tone: 'error' }),
                  )
                }
              >
                {intl.formatMessage({ id: 'files.download' })}
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
  const intl = useIntl();
  const roleNames = useRoleNames();
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const api = useApi();
  const toast = useToast();
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<FileItem | null>(null);
  const [zipping, setZipping] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
      toast(downloadFailure(intl, e), { tone: 'error' });
    } finally {
      setZipping(false);
    }
  };
  const onDelete = async () => {
    for (const id of selected) await remove.mutateAsync({ params: { path: { id } } });
    toast(intl.formatMessage({ id: 'files.deleted' }, { count: selected.length }), {
      tone: 'success',
    });
    setSelected([]);
  };
  const confirmDelete = () =>
    onDelete()
      .catch((e: Error) => toast(e.message, { tone: 'error' }))
      .finally(() => setConfirming(false));

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
          {intl.formatMessage({ id: 'files.downloadSelected' })}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={selected.length === 0}
          onClick={() => setConfirming(true)}
        >
          {intl.formatMessage({ id: 'files.delete' })}
        </Button>
      </div>
      {confirming && (
        <Modal
          title={intl.formatMessage({ id: 'files.confirmDelete' }, { count: selected.length })}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {intl.formatMessage({ id: 'upload.cancel' })}
              </Button>
              <Button variant="danger" busy={remove.isPending} onClick={confirmDelete}>
                {intl.formatMessage({ id: 'files.delete' })}
              </Button>
            </>
          }
        >
          <p>{intl.formatMessage({ id: 'files.confirmDeleteBody' })}</p>
        </Modal>
      )}
      <div
        className="pt-table-wrap"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'files.list.recent' })}
      >
        <table className="pt-table">
          <caption className="pt-visually-hidden">
            {intl.formatMessage({ id: 'files.list.recent' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage({ id: 'files.selectAll' })}
                  checked={allSelected}
                  onChange={(e) => setSelected(e.target.checked ? files.map((f) => f.id) : [])}
                />
              </th>
              <th scope="col">{intl.formatMessage({ id: 'files.col.name' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'files.col.recipient' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'files.col.size' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'files.col.status' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'files.col.uploaded' })}</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={intl.formatMessage(
                      { id: 'files.select' },
                      { name: file.file_name },
                    )}
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
                    ? roleNames(file.assigned_roles)
                    : (names.get(file.user_id) ?? intl.formatMessage({ id: 'files.aMember' }))}
                </td>
                <td>{file.size_display}</td>
                <td>
                  <Badge tone={file.opened_at ? 'green' : 'gray'}>
                    {intl.formatMessage({
                      id: file.opened_at ? 'files.opened' : 'files.notOpened',
                    })}
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
