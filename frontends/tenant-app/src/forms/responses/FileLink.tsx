import { useApi, useToast } from '@portico/frontend-kit';
import { downloadFailure, fileBlob, saveBlob } from '../../files/fileBytes';
import { useIntl } from '../../i18n';
import { portalFileId } from './answers';

/**
 * A link to an answer's file. A file uploaded through this portal is fetched with the session
 * (downloads need the bearer token, which a plain link would not send) and opened in a new tab;
 * any other http answer is an ordinary link that leaves the portal.
 */
export function FileLink({ url, label }: { url: string; label: string }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const fileId = portalFileId(url);
  if (!fileId) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  const open = async () => {
    // Opened before the fetch, while the click still counts as the user's, so no popup blocker.
    const tab = window.open('', '_blank');
    try {
      const blob = await fileBlob(api, fileId, true);
      const objectUrl = URL.createObjectURL(blob);
      if (tab) tab.location.href = objectUrl;
      else saveBlob(blob, 'file');
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } catch (e) {
      tab?.close();
      toast(downloadFailure(intl, e), { tone: 'error' });
    }
  };
  return (
    <button type="button" className="form-link" onClick={() => void open()}>
      {label}
    </button>
  );
}
