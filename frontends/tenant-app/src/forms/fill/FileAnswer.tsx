import { useEffect, useRef, useState } from 'react';
import {
  Button,
  startUpload,
  useActiveTenantId,
  useApi,
  type UploadHandle,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';

/** The answer the server accepts for a file question: this origin's download URL of the file. */
export const fileAnswerUrl = (fileId: string) =>
  new URL(`/api/files/${fileId}/download`, globalThis.location?.href ?? 'http://localhost/').href;

/**
 * A file question's control: the file goes through the content service's tus upload, as on the
 * files screen (chunks, progress, resume), and the answer becomes the stored file's URL. The
 * forms service accepts only files the member uploaded themselves.
 */
export function FileAnswer({
  inputId,
  describedBy,
  required,
  value,
  onChange,
}: {
  inputId: string;
  describedBy?: string;
  required: boolean;
  value: unknown;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const tenantId = useActiveTenantId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const running = useRef<UploadHandle | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const uploaded = typeof value === 'string' && value !== '';

  const choose = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setName(file.name);
    setProgress(0);
    const handle = startUpload(
      api,
      file,
      { title: file.name },
      { tenantId, onProgress: (sent, total) => setProgress(total ? sent / total : 0) },
    );
    running.current = handle;
    handle.done
      .then((id) => onChange(fileAnswerUrl(id)))
      .catch((e: Error) => setError(e.message))
      .finally(() => {
        running.current = null;
        setProgress(null);
      });
  };

  return (
    <div className="pt-stack">
      <input
        id={inputId}
        className="pt-input"
        type="file"
        aria-describedby={describedBy}
        // Once a file is uploaded the answer is its URL; the input itself stays empty.
        required={required && !uploaded}
        disabled={progress !== null}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {progress !== null && (
        <progress
          max={1}
          value={progress}
          aria-label={intl.formatMessage({ id: 'fill.file.uploading' }, { name: name ?? '' })}
        />
      )}
      {uploaded && progress === null && (
        <span className="pt-row" role="status">
          {name
            ? intl.formatMessage({ id: 'fill.file.uploaded' }, { name })
            : intl.formatMessage({ id: 'fill.file.uploadedEarlier' })}
          <Button size="sm" variant="ghost" onClick={() => onChange('')}>
            {intl.formatMessage({ id: 'fill.file.remove' })}
          </Button>
        </span>
      )}
      {error && (
        <span className="pt-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
