import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Spinner,
  Tabs,
  isAdminRole,
  useApi,
  useAuth,
  useToast,
  useKitIntl,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { downloadFailure, downloadFile, fileBlob, previewable, type FileItem } from './fileBytes';
import { FileActions } from './FileActions';
import { FileVersions } from './FileVersions';
import { useRoleNames } from './useRoleNames';

/**
 * The preview drawer (docs/product.md §2 Admin Files): what the person may do to the file
 * (FileActions), then tabs preview, details, versions and approvals (issue 28), activity. Images and
 * PDF are shown in place from the server's inline answer (served with a CSP that runs nothing);
 * anything else offers the download. Escape closes it (the kit's Drawer).
 */
export function FilePreview({ file: opened, onClose }: { file: FileItem; onClose: () => void }) {
  const intl = useIntl();
  // Renamed, moved or given a new version here: the drawer shows the file as it is now.
  const [file, setFile] = useState(opened);
  const { formatTimeAgo: relativeTime } = useKitIntl();
  const [tab, setTab] = useState('preview');
  const { userRole, isSuperAdmin } = useAuth();
  const isAdmin = isSuperAdmin || isAdminRole(userRole ?? '');
  return (
    <Drawer title={file.title || file.file_name} onClose={onClose}>
      <FileActions file={file} isAdmin={isAdmin} onChanged={setFile} onDeleted={onClose} />
      <Tabs
        label={intl.formatMessage({ id: 'preview.tabs' })}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'preview',
            label: intl.formatMessage({ id: 'preview.tab.preview' }),
            content: <Preview file={file} />,
          },
          {
            id: 'details',
            label: intl.formatMessage({ id: 'preview.tab.details' }),
            content: <Details file={file} />,
          },
          {
            id: 'versions',
            label: intl.formatMessage({ id: 'preview.tab.versions' }),
            content: <FileVersions file={file} isAdmin={isAdmin} />,
          },
          {
            id: 'activity',
            label: intl.formatMessage({ id: 'preview.tab.activity' }),
            content: (
              <ul className="item-list">
                <li>
                  {intl.formatMessage(
                    { id: 'preview.activity.uploaded' },
                    { ago: relativeTime(file.created_at) },
                  )}
                </li>
                <li>
                  {file.opened_at
                    ? intl.formatMessage(
                        { id: 'preview.activity.opened' },
                        { ago: relativeTime(file.opened_at) },
                      )
                    : intl.formatMessage({ id: 'preview.activity.notOpened' })}
                </li>
              </ul>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

function Preview({ file }: { file: FileItem }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const canShow = previewable(file);

  useEffect(() => {
    if (!canShow) return;
    let objectUrl: string | null = null;
    fileBlob(api, file.id, true)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, file.id, file.version, canShow]);

  const download = (
    <Button
      variant="secondary"
      onClick={() =>
        downloadFile(api, file).catch((e: unknown) =>
          toast(downloadFailure(intl, e), { tone: 'error' }),
        )
      }
    >
      {intl.formatMessage({ id: 'files.downloadNamed' }, { name: file.file_name })}
    </Button>
  );
  if (!canShow) return download;
  if (failed) return <Alert tone="error">{intl.formatMessage({ id: 'preview.failed' })}</Alert>;
  if (!url) return <Spinner label={intl.formatMessage({ id: 'preview.loading' })} />;
  const previewOf = intl.formatMessage({ id: 'preview.of' }, { name: file.file_name });
  return (
    <div className="pt-stack">
      {file.content_type === 'application/pdf' ? (
        <iframe className="file-preview" title={previewOf} src={url} />
      ) : (
        <img className="file-preview" src={url} alt={previewOf} />
      )}
      {download}
    </div>
  );
}

function Details({ file }: { file: FileItem }) {
  const intl = useIntl();
  const roleNames = useRoleNames();
  const term = (id: string) => intl.formatMessage({ id: `preview.detail.${id}` });
  const rows: [string, string][] = [
    [term('fileName'), file.file_name],
    [term('size'), file.size_display],
    [term('type'), file.content_type],
    [term('tags'), file.tags.join(', ') || '—'],
    [term('message'), file.message || '—'],
    [term('roles'), roleNames(file.assigned_roles) || '—'],
    [
      term('scan'),
      intl.formatMessage({
        id: file.scan_status === 'clean' ? 'preview.scan.clean' : 'preview.scan.none',
      }),
    ],
    [term('uploaded'), intl.formatDateTime(file.created_at)],
  ];
  return (
    <dl className="detail-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
