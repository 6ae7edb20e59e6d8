/**
 * The logo or favicon on Brand & Legal: a URL typed in (saved with the form) or an uploaded
 * image (saved at once: the bytes cannot wait for Save), with a preview and Remove. The size
 * is checked here before sending; the type is decided by the server from the bytes, so a
 * renamed file gets the server's refusal, shown beside the field.
 */
import { useId, useState, type ChangeEvent } from 'react';
import {
  Alert,
  BRAND_IMAGE_MAX_BYTES,
  BRAND_IMAGE_MESSAGES,
  Button,
  errorMessage,
  TextField,
  useApiMutation,
  useToast,
  type BrandImageKind,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';

/** What the picker offers; the server still checks the bytes. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/x-icon,image/vnd.microsoft.icon,.ico';

/**
 * The file's bytes. An image of at most 512 KB is cheap to hold whole, and plain bytes are a
 * body every fetch implementation sends as they are (a File from another realm may not be).
 */
const bytesOf = (file: File) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error());
    reader.readAsArrayBuffer(file);
  });

export interface BrandImageFieldProps {
  kind: BrandImageKind;
  /** The URL in the form (saved or being edited). */
  url: string;
  onUrlChange: (url: string) => void;
  disabled?: boolean;
}

export function BrandImageField({ kind, url, onUrlChange, disabled }: BrandImageFieldProps) {
  const intl = useIntl();
  const fileId = useId();
  const statusId = useId();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const upload = useApiMutation('put', '/api/tenant-config/{kind}', {
    invalidates: ['/api/tenant-config'],
  });
  const remove = useApiMutation('patch', '/api/tenant-config', {
    invalidates: ['/api/tenant-config'],
  });
  const busy = upload.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > BRAND_IMAGE_MAX_BYTES[kind]) {
      setError(BRAND_IMAGE_MESSAGES.size(kind));
      return;
    }
    let bytes: Uint8Array;
    try {
      bytes = await bytesOf(file);
    } catch (cause) {
      setError(errorMessage(cause, intl.formatMessage({ id: 'brandImage.readFailed' })));
      return;
    }
    upload.mutate(
      {
        params: { path: { kind } },
        // The file's bytes as they are: no JSON around them.
        body: bytes as unknown as string,
        bodySerializer: (body: unknown) => body as BodyInit,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      } as never,
      {
        onSuccess: (answer) => {
          onUrlChange(kind === 'logo' ? answer.logo_url : answer.favicon_url);
          toast(answer.message, { tone: 'success' });
        },
        onError: (cause) =>
          setError(errorMessage(cause, intl.formatMessage({ id: 'brandImage.uploadFailed' }))),
      },
    );
  };

  const clear = () => {
    setError(null);
    remove.mutate(
      { body: kind === 'logo' ? { logo_url: '' } : { favicon_url: '' } },
      {
        onSuccess: () => {
          onUrlChange('');
          toast(intl.formatMessage({ id: 'brandImage.removed' }, { kind }), { tone: 'success' });
        },
        onError: (cause) =>
          setError(errorMessage(cause, intl.formatMessage({ id: 'brandImage.removeFailed' }))),
      },
    );
  };

  return (
    <fieldset className={`brand-image brand-image--${kind}`} aria-describedby={statusId}>
      <legend className="pt-field__label">
        {intl.formatMessage({ id: 'brandImage.label' }, { kind })}
      </legend>
      <div className="brand-image__row">
        <div className="brand-image__preview">
          {url ? (
            <img src={url} alt={intl.formatMessage({ id: 'brandImage.preview' }, { kind })} />
          ) : (
            <span className="brand-image__none">
              {intl.formatMessage({ id: 'brandImage.none' }, { kind })}
            </span>
          )}
        </div>
        <div className="pt-stack brand-image__controls">
          <TextField
            label={intl.formatMessage({ id: 'brandImage.url' }, { kind })}
            type="url"
            value={url}
            disabled={disabled || busy}
            onChange={(e) => onUrlChange(e.target.value)}
          />
          <div className="brand-image__actions">
            <label className="brand-image__upload" htmlFor={fileId}>
              {intl.formatMessage({ id: 'brandImage.upload' }, { kind })}
            </label>
            <input
              id={fileId}
              type="file"
              accept={ACCEPT}
              disabled={disabled || busy}
              onChange={(event) => void choose(event)}
            />
            {url && (
              <Button
                type="button"
                variant="secondary"
                busy={remove.isPending}
                disabled={disabled || busy}
                onClick={clear}
              >
                {intl.formatMessage({ id: 'brandImage.remove' }, { kind })}
              </Button>
            )}
          </div>
          <p id={statusId} className="pt-field__hint" aria-live="polite">
            {upload.isPending
              ? intl.formatMessage({ id: 'brandImage.uploading' }, { kind })
              : intl.formatMessage(
                  { id: 'brandImage.hint' },
                  { kb: BRAND_IMAGE_MAX_BYTES[kind] / 1024 },
                )}
          </p>
        </div>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </fieldset>
  );
}
