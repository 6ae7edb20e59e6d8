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
} from '@portico/frontend-kit';
import { relativeTime } from '../relativeTime';
import { downloadFile, fileBlob, previewable, type FileItem } from './fileBytes';
import { FileVersions } from './FileVersions';

/**
 * The preview drawer (spec part 1 §2 Admin Files): tabs preview, details, versions and
 * approvals (issue 28), activity. Images and
 * PDF are shown in place from the server's inline answer (served with a CSP that runs nothing);
 * anything else offers the download. Escape closes it (the kit's Drawer).
 */
export function FilePreview({ file, onClose }: { file: FileItem; onClose: () => void }) {
  const [tab, setTab] = useState('preview');
  const { userRole, isSuperAdmin } = useAuth();
  const isAdmin = isSuperAdmin || isAdminRole(userRole ?? '');
  return (
    <Drawer title={file.title || file.file_name} onClose={onClose}>
      <Tabs
        label="File"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'preview', label: 'Preview', content: <Preview file={file} /> },
          { id: 'details', label: 'Details', content: <Details file={file} /> },
          {
            id: 'versions',
            label: 'Versions',
            content: <FileVersions file={file} isAdmin={isAdmin} />,
          },
          {
            id: 'activity',
            label: 'Activity',
            content: (
              <ul className="item-list">
                <li>Uploaded {relativeTime(file.created_at)}</li>
                <li>
                  {file.opened_at
                    ? `Opened by the recipient ${relativeTime(file.opened_at)}`
                    : 'Not opened yet'}
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
  }, [api, file.id, canShow]);

  const download = (
    <Button
      variant="secondary"
      onClick={() =>
        downloadFile(api, file).catch((e: Error) => toast(e.message, { tone: 'error' }))
      }
    >
      Download {file.file_name}
    </Button>
  );
  if (!canShow) return download;
  if (failed) return <Alert tone="error">The preview could not be loaded.</Alert>;
  if (!url) return <Spinner label="Loading preview" />;
  return (
    <div className="pt-stack">
      {file.content_type === 'application/pdf' ? (
        <iframe className="file-preview" title={`Preview of ${file.file_name}`} src={url} />
      ) : (
        <img className="file-preview" src={url} alt={`Preview of ${file.file_name}`} />
      )}
      {download}
    </div>
  );
}

function Details({ file }: { file: FileItem }) {
  const rows: [string, string][] = [
    ['File name', file.file_name],
    ['Size', file.size_display],
    ['Type', file.content_type],
    ['Tags', file.tags.join(', ') || '—'],
    ['Message', file.message || '—'],
    ['Roles', file.assigned_roles.join(', ') || '—'],
    ['Virus scan', file.scan_status === 'clean' ? 'Clean' : 'Not scanned'],
    ['Uploaded', new Date(file.created_at).toLocaleString()],
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
